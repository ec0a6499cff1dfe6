import type { SearchSynonym, SynonymBody } from '@store/contracts/admin-synonyms';
import { type SynonymSort, synonymPhrase, synonymSorts } from '@store/contracts/synonym-rules';
import type { Database } from '@store/db/client';
import { searchSynonyms } from '@store/db/schema/index';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpProblem, notFound } from '../../lib/http-problem.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type AuditActor, audited, changedFields, recordAudit } from '../audit/audit.service.ts';
import { forgetSuggestions } from '../search/suggestions.service.ts';

/*
 * Search synonyms for operators (issue #13, decision 81). Phrases are stored folded as search
 * reads them (`Télé` -> `tele`), so what the list shows is what search matches. Every change
 * goes through the audit layer in its own transaction and moves the table's stamp, which
 * every search reads before it plans the words (synonyms.ts): the next search of any process
 * uses the change. This process's popup answers are dropped too.
 */

const columns = { id: searchSynonyms.id, phrase: searchSynonyms.phrase, synonyms: searchSynonyms.synonyms, sort: searchSynonyms.sort, updatedAt: searchSynonyms.updatedAt };
type Row = { id: number; phrase: string; synonyms: string[]; sort: string | null; updatedAt: Date };

const isSort = (value: string | null): value is SynonymSort => synonymSorts.some((sort) => sort === value);

const toSynonym = (row: Row): SearchSynonym => ({ id: row.id, phrase: row.phrase, synonyms: row.synonyms, sort: isSort(row.sort) ? row.sort : null, updatedDate: row.updatedAt.toISOString() });

/** What is stored for a body: every phrase folded. */
const stored = (body: SynonymBody) => ({ phrase: synonymPhrase(body.phrase), synonyms: body.synonyms.map(synonymPhrase), sort: body.sort });

const fields = (row: { phrase: string; synonyms: string[]; sort: string | null }) => ({ phrase: row.phrase, synonyms: row.synonyms, sort: row.sort });

/** Rows whose phrase or one of whose synonyms contains the folded word. */
function matching(query: string | undefined): SQL | undefined {
  const word = query ? synonymPhrase(query) : '';
  if (!word) return undefined;
  const pattern = containsPattern(word);
  return or(sql`${searchSynonyms.phrase} like ${pattern}`, sql`exists (select 1 from unnest(${searchSynonyms.synonyms}) as synonym where synonym like ${pattern})`);
}

/** A page of synonyms in the order of their phrases, with how many match. */
export async function listSynonyms(db: Database, query: string | undefined, page: number, size: number) {
  const where = matching(query);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(searchSynonyms).where(where).orderBy(asc(searchSynonyms.phrase)).limit(size).offset(page * size),
    db.select({ count: count() }).from(searchSynonyms).where(where),
  ]);
  return { items: rows.map(toSynonym), total: total?.count ?? 0 };
}

async function synonymRow(db: Database, id: number): Promise<Row> {
  const [row] = await db.select(columns).from(searchSynonyms).where(eq(searchSynonyms.id, id)).limit(1);
  if (!row) throw notFound(`No synonym ${id}`);
  return row;
}

export async function readSynonym(db: Database, id: number): Promise<SearchSynonym> {
  return toSynonym(await synonymRow(db, id));
}

/** Refuses a phrase another row holds: the attempt is written to the audit log, nothing else is stored. */
async function refuseTakenPhrase(db: Database, actor: AuditActor, record: { entityId?: number; action: string }, phrase: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(and(eq(searchSynonyms.phrase, phrase), exceptId === undefined ? undefined : ne(searchSynonyms.id, exceptId)))
    .limit(1);
  if (!taken) return;
  await recordAudit(db, actor, { entityType: 'synonym', entityId: record.entityId, action: record.action, outcome: 'FAILED', after: { code: 'synonyms/phrase-taken', phrase, takenBy: taken.id } });
  throw new HttpProblem('synonyms/phrase-taken', `The phrase "${phrase}" already has its row (${taken.id}).`);
}

/**
 * Runs an audited change, then lets this process's popup read words again. A phrase another
 * request stored meanwhile is the same refusal as one seen before.
 */
async function change<T>(db: Database, actor: AuditActor, record: { entityId?: number; action: string }, run: Parameters<typeof audited<T>>[3]) {
  let result: T;
  try {
    result = await audited(db, actor, { entityType: 'synonym', ...record }, run);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpProblem('synonyms/phrase-taken', 'Another row took this phrase meanwhile.');
    throw error;
  }
  forgetSuggestions();
  return result;
}

export async function createSynonym(db: Database, actor: AuditActor, body: SynonymBody): Promise<SearchSynonym> {
  const values = stored(body);
  await refuseTakenPhrase(db, actor, { action: 'synonym.create' }, values.phrase);
  return change(db, actor, { action: 'synonym.create' }, async (tx) => {
    const [row] = await tx.insert(searchSynonyms).values(values).returning(columns);
    return { result: toSynonym(row!), entityId: row!.id, after: fields(values) };
  });
}

export async function updateSynonym(db: Database, actor: AuditActor, id: number, body: SynonymBody): Promise<SearchSynonym> {
  const values = stored(body);
  await synonymRow(db, id);
  await refuseTakenPhrase(db, actor, { entityId: id, action: 'synonym.update' }, values.phrase, id);
  return change(db, actor, { entityId: id, action: 'synonym.update' }, async (tx) => {
    const before = await synonymRow(tx, id);
    const [row] = await tx
      .update(searchSynonyms)
      .set({ ...values, updatedAt: sql`clock_timestamp()` })
      .where(eq(searchSynonyms.id, id))
      .returning(columns);
    return { result: toSynonym(row!), ...changedFields(fields(before), fields(row!)) };
  });
}

export async function deleteSynonym(db: Database, actor: AuditActor, id: number): Promise<SearchSynonym> {
  return change(db, actor, { entityId: id, action: 'synonym.delete' }, async (tx) => {
    const before = await synonymRow(tx, id);
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    return { result: toSynonym(before), before: fields(before) };
  });
}
