import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Every page loads these: React, React Router and the small modules of our own that the
 * header, the footer and the product cards share. One chunk each instead of a dozen files of a
 * few hundred bytes, so a phone opens fewer requests before the page is ready (decision 54).
 * Dial codes stay out of `common` (the forms that use them carry them); form replies stay in,
 * since the product page's add-to-cart reads them and a chunk of its own would be one more
 * request before the first paint.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const everyPage = /[\\/](app[\\/](lib[\\/](i18n[\\/]|personal\.ts|use-price\.ts|use-spec-value\.ts|picture-url\.ts|form-reply\.ts)|components[\\/](ui[\\/](icons|use-hydrated)\.tsx?|product-card\.tsx|responsive-picture\.tsx|verified-seller-badge\.tsx))|contracts[\\/]src[\\/](locale|constants|money|numbers|limits|roles)\.ts)/;

/**
 * React Router's package exports only its development build (upstream issue 14102): its
 * warnings and their strings reach every phone. The browser build takes the production copy the
 * package also ships, the same code with the warnings switched off (decision 82).
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      if (id === 'react-router') return join(reactRouterDist, 'index.mjs');
      if (id === 'react-router/dom') return join(reactRouterDist, 'dom-export.mjs');
      return null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  server: { host: '127.0.0.1' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'common', test: everyPage, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
