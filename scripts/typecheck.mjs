// Type-checks every workspace and the root's scripts, two compilers at a time (CI machines have
// two cores): the web app, the largest, beside the others in a row. Exits non-zero when one fails.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const inOrder = async (steps) => {
  let failed = 0;
  for (const [command, args] of steps) failed ||= await run(command, args);
  return failed;
};

const lanes = await Promise.all([
  inOrder([['npm', ['run', 'typecheck', '-w', '@store/web']]]),
  inOrder([
    ['npm', ['run', 'typecheck', '-w', '@store/contracts']],
    ['npm', ['run', 'typecheck', '-w', '@store/db']],
    ['npm', ['run', 'typecheck', '-w', '@store/api']],
    ['npx', ['tsc', '-p', 'tsconfig.json']],
  ]),
]);
process.exit(lanes.some((code) => code !== 0) ? 1 : 0);
