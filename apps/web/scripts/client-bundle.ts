import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What a page's first load downloads, read from the build: React Router's manifest lists, for
 * the entry and for every route, its module and the chunks it imports statically (dynamic
 * imports load later and are not listed). A page's first load is the entry plus every route
 * from the root down to the page's route.
 */

interface ManifestModule {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
}
export interface ClientManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

/**
 * Libraries that work on the server and must never reach a page's first load; `allowedIn`
 * names the routes that may still carry one.
 */
export const forbiddenLibraries: readonly { name: string; markers: readonly string[]; allowedIn?: RegExp }[] = [
  // zod 4 names its classes with these strings, which minification keeps.
  { name: 'zod', markers: ['$ZodType', 'ZodError'] },
  // libphonenumber-js metadata and its parse errors.
  { name: 'libphonenumber-js', markers: ['country_calling_codes', 'INVALID_COUNTRY'] },
  // Markdown reaches pages as HTML made by the page server (decision 85); only the content
  // editor of the administration parses it in the browser, to preview as the operator types.
  { name: 'a markdown parser', markers: ['micromarkExtensions'], allowedIn: /^routes\/admin\// },
];

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** The manifest the build wrote as a script (`assets/manifest-<hash>.js`). */
export function readClientManifest(clientDir: string): ClientManifest {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${clientDir}/assets: run the build first.`);
  const text = readFileSync(join(clientDir, 'assets', file), 'utf8').trim();
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error(`Unexpected manifest format in ${file}`);
  const parsed: unknown = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, ''));
  if (!isClientManifest(parsed)) throw new Error(`Unexpected manifest shape in ${file}`);
  return parsed;
}

function isClientManifest(value: unknown): value is ClientManifest {
  if (typeof value !== 'object' || value === null || !('entry' in value) || !('routes' in value)) return false;
  return typeof value.entry === 'object' && value.entry !== null && typeof value.routes === 'object' && value.routes !== null;
}

/** Every script (by URL path, `/assets/...`) the first load of `routeId` fetches, without repeats. */
export function firstLoadScripts(manifest: ClientManifest, routeId: string): string[] {
  const chain: ManifestModule[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  if (chain.length === 0) throw new Error(`No route ${routeId} in the manifest`);
  const scripts = new Set<string>();
  for (const part of [manifest.entry, ...chain]) {
    scripts.add(part.module);
    for (const imported of part.imports ?? []) scripts.add(imported);
  }
  return [...scripts];
}

export interface ScriptReport {
  script: string;
  gzipBytes: number;
  /** Names of the forbidden libraries found in it. */
  libraries: string[];
}

export function inspectScript(clientDir: string, script: string): ScriptReport {
  const code = readFileSync(join(clientDir, script), 'utf8');
  const libraries = forbiddenLibraries.filter((library) => library.markers.some((marker) => code.includes(marker))).map((library) => library.name);
  return { script, gzipBytes: gzipSync(code).length, libraries };
}
