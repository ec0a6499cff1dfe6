import { describe, expect, it } from 'vitest';
import en from '../../lib/i18n/locales/en.json';
import fr from '../../lib/i18n/locales/fr.json';
import { createTranslator } from '../../lib/i18n/translator.ts';
import { problemCodeOf, readPhotoSearchAnswer, similarityPercent } from './photo-search-answer.ts';

const problem = (code: string, status: number) => ({ type: 'about:blank', title: 'x', status, code });

describe('readPhotoSearchAnswer', () => {
  it('gives the matches of a successful search, best first as the API sent them', () => {
    const matches = [{ slug: 'a', similarity: 0.9 }, { slug: 'b', similarity: 0.5 }];
    expect(readPhotoSearchAnswer(200, matches).matches?.map((match) => match.slug)).toEqual(['a', 'b']);
    expect(readPhotoSearchAnswer(200, []).matches).toEqual([]);
  });

  it('turns every refusal of a photo into its own message, in both languages', () => {
    const expected = {
      'upload/too-large': ['larger than 8 MB', 'dépasse 8 Mo'],
      'upload/unsupported-type': ['not a JPEG, PNG or BMP picture', "n'est pas une image"],
      'upload/unreadable': ['cannot be read', 'illisible'],
      'upload/too-many-pixels': ['too big', 'trop grande'],
      'upload/missing-file': ['Choose a picture', 'Choisissez une image'],
    } as const;
    for (const [code, [english, french]] of Object.entries(expected)) {
      const { errorKey } = readPhotoSearchAnswer(code === 'upload/too-large' ? 413 : 400, problem(code, 400));
      expect(errorKey).toBe(`errors.${code}`);
      expect(createTranslator('en', en).tDynamic(errorKey ?? '')).toContain(english);
      expect(createTranslator('fr', fr).tDynamic(errorKey ?? '')).toContain(french);
    }
  });

  it('has a translated message for every other answer the search may give', () => {
    const answers: [number, unknown][] = [
      [400, problem('upload/malformed', 400)],
      [400, problem('request/invalid', 400)],
      [429, problem('request/too-many', 429)],
      [429, null],
      [413, null],
      [413, problem('request/payload-too-large', 413)],
      [502, '<html>bad gateway</html>'],
      [200, { not: 'a list' }],
    ];
    for (const [status, body] of answers) {
      const { errorKey } = readPhotoSearchAnswer(status, body);
      for (const translator of [createTranslator('en', en), createTranslator('fr', fr)]) expect(translator.tDynamic(errorKey ?? 'missing')).not.toMatch(/translation-not-found/);
    }
  });

  it("says a proxy's bodiless 413 is a picture too large, and a 429 is too many tries", () => {
    expect(problemCodeOf(413, null)).toBe('upload/too-large');
    expect(problemCodeOf(413, problem('request/payload-too-large', 413))).toBe('upload/too-large');
    expect(problemCodeOf(429, 'slow down')).toBe('request/too-many');
    expect(problemCodeOf(503, null)).toBe('server/unavailable');
  });
});

describe('similarityPercent', () => {
  it('rounds to a whole percentage within 0 and 100', () => {
    expect(similarityPercent(0.876)).toBe(88);
    expect(similarityPercent(1.0000001)).toBe(100);
    expect(similarityPercent(-0.1)).toBe(0);
  });
});
