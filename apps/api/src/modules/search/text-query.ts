import { type SQL, sql } from 'drizzle-orm';
import type { WordGroup } from './query-plan.ts';

/**
 * One word in both languages' stems, and as written (brands are indexed unstemmed); `prefix`
 * adds every word starting with it. Words are letters and digits only (see `searchTokens`), so
 * they are safe in tsquery text.
 */
function wordQuery(word: string, prefix: boolean): SQL {
  const text = prefix ? `${word}:*` : word;
  return sql`(to_tsquery('fr_unaccent', ${text}) || to_tsquery('en_unaccent', ${text}) || to_tsquery('simple', ${text}))`;
}

const joinWith = (parts: SQL[], operator: '&&' | '||') => sql`(${sql.join(parts, sql.raw(` ${operator} `))})`;

/** The tsquery of planned groups: every group, each by any of its alternatives. */
export function groupsQuery(groups: readonly WordGroup[]): SQL {
  return joinWith(
    groups.map((group) =>
      joinWith(
        group.alternatives.map((words, index) => joinWith(words.map((word, at) => wordQuery(word, group.prefix && index === 0 && at === words.length - 1)), '&&')),
        '||',
      ),
    ),
    '&&',
  );
}
