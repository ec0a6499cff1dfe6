import type { AdminContentItem, AdminContentSummary, MarkdownContentBody } from '@store/contracts/admin-content';
import { blockContentKeys, CONTENT_HISTORY_MAX, type ContentKey, type ContentStatus, contentStatus, type MarkdownContentKey, markdownContentKeys, unsafeMarkdown } from '@store/contracts/content-admin-rules';
import { type Language, languages } from '@store/contracts/locale';
import type { ProblemCode } from '@store/contracts/problems';
import type { Database } from '@store/db/client';
import { contentDocuments, contentVersions } from '@store/db/schema/index';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { HttpProblem } from '../../lib/http-problem.ts';
import { type AuditActor, audited, recordAudit } from '../audit/audit.service.ts';

/*
 * The versioned content store (issue #15 item 5, decisions 79 and 80). Each item in each
 * language is a `content_documents` row pointing at its draft and its published version; every
 * save and every restore adds a `content_versions` row, never changed afterwards. Publishing
 * copies nothing: it points the published side at the draft, for that language only. Every
 * change, and every refusal, goes through the audit layer (entity `content`, id the item's key).
 * Bodies are JSON checked by the kind's schema (contracts) before they are saved.
 */

const markdownBodySchema = z.object({ title: z.string(), markdown: z.string() });

const versionColumns = {
  id: contentVersions.id,
  locale: contentVersions.locale,
  body: contentVersions.body,
  restoredFrom: contentVersions.restoredFrom,
  authorLogin: contentVersions.authorLogin,
  createdAt: contentVersions.createdAt,
};

type VersionRow = { id: number; locale: string; body: unknown; restoredFrom: number | null; authorLogin: string | null; createdAt: Date };

const toVersion = <Body>(row: VersionRow, parse: (body: unknown) => Body) => ({
  id: row.id,
  locale: row.locale === 'en' ? ('en' as const) : ('fr' as const),
  body: parse(row.body),
  restoredFrom: row.restoredFrom,
  authorLogin: row.authorLogin,
  createdDate: row.createdAt.toISOString(),
});

/** Which version the storefront reads: what visitors see, or the draft an operator previews (decision 79). */
export type ContentVersion = 'published' | 'draft';

/** What the storefront shows of `key` in `locale`: its published (or draft) body, or null (never another language's). */
export async function contentBody(db: Database, key: string, locale: Language, version: ContentVersion = 'published'): Promise<unknown> {
  const [row] = await db
    .select({ body: contentVersions.body })
    .from(contentDocuments)
    .innerJoin(contentVersions, eq(contentVersions.id, version === 'draft' ? contentDocuments.draftVersionId : contentDocuments.publishedVersionId))
    .where(and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale)))
    .limit(1);
  return row ? row.body : null;
}

/** A markdown item's published (or draft) title and markdown in `locale`, or null. */
export async function markdownContent(db: Database, key: string, locale: Language, version: ContentVersion = 'published') {
  const body = await contentBody(db, key, locale, version);
  return body === null ? null : markdownBodySchema.parse(body);
}

async function documentsOf(db: Database, key?: ContentKey) {
  return db
    .select({ key: contentDocuments.key, locale: contentDocuments.locale, draftVersionId: contentDocuments.draftVersionId, publishedVersionId: contentDocuments.publishedVersionId, publishedAt: contentDocuments.publishedAt, publishedByLogin: contentDocuments.publishedByLogin })
    .from(contentDocuments)
    .where(key === undefined ? undefined : eq(contentDocuments.key, key));
}

/** Every item with each language's status (`missing` when never published). */
export async function contentSummaries(db: Database): Promise<AdminContentSummary[]> {
  const documents = await documentsOf(db);
  const statusOf = (key: string, locale: Language): ContentStatus => {
    const document = documents.find((row) => row.key === key && row.locale === locale);
    return contentStatus({ draftVersionId: document?.draftVersionId ?? null, publishedVersionId: document?.publishedVersionId ?? null });
  };
  return [...markdownContentKeys, ...blockContentKeys].map((key) => ({ key, fr: statusOf(key, 'fr'), en: statusOf(key, 'en') }));
}

/** One item: both languages' draft and published versions, and its last versions, newest first; bodies read by `parse`. */
export async function contentItemWith<Body>(db: Database, key: ContentKey, parse: (body: unknown) => Body) {
  const [documents, history] = await Promise.all([
    documentsOf(db, key),
    db.select(versionColumns).from(contentVersions).where(eq(contentVersions.key, key)).orderBy(desc(contentVersions.id)).limit(CONTENT_HISTORY_MAX),
  ]);
  const versionById = async (id: number | null) => {
    if (id === null) return null;
    const known = history.find((row) => row.id === id);
    const [row] = known ? [known] : await db.select(versionColumns).from(contentVersions).where(eq(contentVersions.id, id)).limit(1);
    return row ? toVersion(row, parse) : null;
  };
  const stateOf = async (locale: Language) => {
    const document = documents.find((row) => row.locale === locale);
    return {
      locale,
      status: contentStatus({ draftVersionId: document?.draftVersionId ?? null, publishedVersionId: document?.publishedVersionId ?? null }),
      draft: await versionById(document?.draftVersionId ?? null),
      published: await versionById(document?.publishedVersionId ?? null),
      publishedDate: document?.publishedAt?.toISOString() ?? null,
      publishedByLogin: document?.publishedByLogin ?? null,
    };
  };
  const [fr, en] = await Promise.all(languages.map(stateOf));
  if (!fr || !en) throw new Error('both languages are read');
  return { key, fr, en, history: history.map((row) => toVersion(row, parse)) };
}

/** A markdown item, its versions' title and markdown side by side. */
export async function contentItem(db: Database, key: MarkdownContentKey): Promise<AdminContentItem> {
  const item = await contentItemWith(db, key, (body) => markdownBodySchema.parse(body));
  const flat = <V extends { body: { title: string; markdown: string } }>(version: V | null) => (version ? { ...version, title: version.body.title, markdown: version.body.markdown } : null);
  const language = (state: typeof item.fr) => ({ ...state, draft: flat(state.draft), published: flat(state.published) });
  return { key, fr: language(item.fr), en: language(item.en), history: item.history.map((version) => ({ ...version, title: version.body.title, markdown: version.body.markdown })) };
}

/** Refuses a change with `code`: the attempt is written to the audit log, nothing else is stored. */
export async function refuseContent(db: Database, actor: AuditActor, attempt: { key: string; locale: Language; action: string; outcome: 'DENIED' | 'FAILED' }, code: ProblemCode, detail: string, field?: string): Promise<never> {
  await recordAudit(db, actor, { entityType: 'content', entityId: attempt.key, action: attempt.action, outcome: attempt.outcome, after: { locale: attempt.locale, code } });
  throw new HttpProblem(code, detail, field ? [{ path: `body.${field}`, message: code }] : undefined);
}

/** The language's draft and published version ids; `lock` holds the row until the transaction ends. */
async function documentState(tx: Database, key: string, locale: Language, lock = false) {
  const query = tx
    .select({ draftVersionId: contentDocuments.draftVersionId, publishedVersionId: contentDocuments.publishedVersionId })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Adds a version and makes it the language's draft (creating the document on a first save). */
async function newDraft(tx: Database, actor: AuditActor, key: string, locale: Language, body: unknown, restoredFrom: number | null) {
  const previous = await documentState(tx, key, locale, true);
  const [version] = await tx.insert(contentVersions).values({ key, locale, body, restoredFrom, authorAccountId: actor.accountId, authorLogin: actor.login }).returning({ id: contentVersions.id });
  if (!version) throw new Error('the version was not inserted');
  if (previous) await tx.update(contentDocuments).set({ draftVersionId: version.id }).where(and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale)));
  else await tx.insert(contentDocuments).values({ key, locale, draftVersionId: version.id });
  return { versionId: version.id, previousDraftId: previous?.draftVersionId ?? null };
}

/** Saves a body its kind's schema accepted as the new draft of `key` in `locale`; `summary` is what the audit row shows of it. */
export function saveDraft(db: Database, actor: AuditActor, key: ContentKey, locale: Language, body: object, summary: Record<string, unknown>) {
  return audited(db, actor, { entityType: 'content', entityId: key, action: 'content.save' }, async (tx) => {
    const { versionId, previousDraftId } = await newDraft(tx, actor, key, locale, body, null);
    return { result: versionId, before: { locale, draftVersionId: previousDraftId }, after: { locale, draftVersionId: versionId, ...summary } };
  });
}

/** Saves a new draft of a markdown item; unsafe markdown is refused before anything is stored. */
export async function saveContentDraft(db: Database, actor: AuditActor, key: MarkdownContentKey, locale: Language, body: MarkdownContentBody) {
  const unsafe = unsafeMarkdown(body.markdown);
  if (unsafe) await refuseContent(db, actor, { key, locale, action: 'content.save', outcome: 'FAILED' }, 'content/markdown-unsafe', unsafe === 'html' ? 'Raw HTML is not allowed in content.' : 'A link leads somewhere content may not link to.', 'markdown');
  return saveDraft(db, actor, key, locale, { title: body.title, markdown: body.markdown }, { title: body.title });
}

/** Publishes `locale`'s draft, which must be the version the operator saw; the other language is untouched. */
export async function publishContent(db: Database, actor: AuditActor, key: ContentKey, locale: Language, versionId: number) {
  const attempt = { key, locale, action: 'content.publish', outcome: 'DENIED' } as const;
  const current = await documentState(db, key, locale);
  if (!current) return refuseContent(db, actor, attempt, 'content/version-unknown', `Nothing was saved for ${key} in ${locale}.`);
  if (current.draftVersionId !== versionId) return refuseContent(db, actor, attempt, 'content/draft-changed', 'A newer draft was saved since this page was shown.');
  if (current.publishedVersionId === versionId) return refuseContent(db, actor, attempt, 'content/already-published', 'This version is already published.');
  return audited(db, actor, { entityType: 'content', entityId: key, action: 'content.publish' }, async (tx) => {
    const locked = await documentState(tx, key, locale, true);
    if (locked?.draftVersionId !== versionId) throw new HttpProblem('content/draft-changed', 'A newer draft was saved since this page was shown.');
    await tx.update(contentDocuments).set({ publishedVersionId: versionId, publishedAt: new Date(), publishedByLogin: actor.login }).where(and(eq(contentDocuments.key, key), eq(contentDocuments.locale, locale)));
    return { result: versionId, before: { locale, publishedVersionId: locked.publishedVersionId }, after: { locale, publishedVersionId: versionId } };
  });
}

/** Makes an old version of `key` in `locale` the draft again, as a new version that names it; publishing stays a separate step. */
export async function restoreContentVersion(db: Database, actor: AuditActor, key: ContentKey, locale: Language, versionId: number) {
  const [old] = await db
    .select({ body: contentVersions.body })
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.key, key), eq(contentVersions.locale, locale)))
    .limit(1);
  if (!old) return refuseContent(db, actor, { key, locale, action: 'content.restore', outcome: 'DENIED' }, 'content/version-unknown', `Version ${versionId} is not one of ${key} in ${locale}.`);
  return audited(db, actor, { entityType: 'content', entityId: key, action: 'content.restore' }, async (tx) => {
    const { versionId: restored, previousDraftId } = await newDraft(tx, actor, key, locale, old.body, versionId);
    return { result: restored, before: { locale, draftVersionId: previousDraftId }, after: { locale, draftVersionId: restored, restoredFrom: versionId } };
  });
}
