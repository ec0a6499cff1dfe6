// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminWords, dictionaryFile, dictionaryUrl, serverDictionary } from './dictionaries.server.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

const versionOf = (url: string) => /\.([0-9a-f]{12})\.json$/.exec(url)?.[1] ?? '';

describe('the translation files', () => {
  it('split each language into the store’s words and the administration’s, which together are the whole file', () => {
    for (const [language, whole] of [['fr', fr], ['en', en]] as const) {
      expect(serverDictionary(language)).not.toHaveProperty('admin');
      expect(serverDictionary(language)).toHaveProperty('header');
      expect(adminWords(language)).toEqual({ admin: whole.admin });
      expect({ ...serverDictionary(language), ...adminWords(language) }).toEqual(whole);
    }
  });

  it('are sent as the store’s words, compressed once with brotli and gzip, current only at the address of today’s words', () => {
    const { file, current } = dictionaryFile('fr', versionOf(dictionaryUrl('fr')));
    expect(current).toBe(true);
    expect(JSON.parse(brotliDecompressSync(file.br).toString())).toEqual(serverDictionary('fr'));
    expect(JSON.parse(gunzipSync(file.gzip).toString())).toEqual(serverDictionary('fr'));
    expect(JSON.parse(file.json)).toEqual(serverDictionary('fr'));
    // Brotli at its best: well under the third of the words it carries.
    expect(file.br.byteLength).toBeLessThan(file.json.length / 3);
    expect(dictionaryFile('fr', '000000000000').current).toBe(false);
    expect(versionOf(dictionaryUrl('en'))).not.toBe(versionOf(dictionaryUrl('fr')));
  });

  it('give the administration’s words only to its pages: no other file uses an admin.* key', () => {
    const appDirectory = fileURLToPath(new URL('../..', import.meta.url));
    const offenders = readdirSync(appDirectory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(appDirectory, join(entry.parentPath, entry.name)))
      .filter((path) => !path.startsWith(join('routes', 'admin')))
      .filter((path) => /[`'"]admin\.[a-zA-Z]/.test(readFileSync(join(appDirectory, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
