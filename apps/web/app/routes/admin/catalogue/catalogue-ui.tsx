import { CATALOGUE_NAME_MAX } from '@store/contracts/catalogue-rules';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormError, FormMessage, inputClasses } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { ProblemReasons } from '../problem-reasons.tsx';
import type { CatalogueIntent } from './catalogue-intents.ts';

/** What the catalogue action answers: the form it is about, and either what was done or why not. */
export type CatalogueReply = { form: string; done: CatalogueIntent } | { form: string; failure: string; fields: string[] } | undefined;

/** The reply beside the form that posted: a translated refusal (with its fields' reasons) or a confirmation. */
export function ChangeReply({ reply, formKey }: { reply: CatalogueReply; formKey: string }) {
  const { t } = useTranslation();
  if (!reply || reply.form !== formKey) return null;
  if ('done' in reply) return <FormMessage tone="success">{t('admin.catalogue.saved')}</FormMessage>;
  return (
    <FormError error={`errors.${reply.failure}`}>
      <ProblemReasons codes={reply.fields.filter((code) => code.startsWith('catalogue/'))} />
    </FormError>
  );
}

/** A labelled text input without Conform (the catalogue forms are many and short). */
export function PlainField({ id, label, hint, className = '', ...input }: React.ComponentProps<'input'> & { id: string; label: string; hint?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClasses} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** French and English names side by side (stacked on a phone), both required. */
export function NamesFields({ idPrefix, nameFr = '', nameEn = '' }: { idPrefix: string; nameFr?: string; nameEn?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <PlainField id={`${idPrefix}-fr`} name="nameFr" lang="fr" label={t('admin.catalogue.nameFr')} defaultValue={nameFr} required maxLength={CATALOGUE_NAME_MAX} />
      <PlainField id={`${idPrefix}-en`} name="nameEn" lang="en" label={t('admin.catalogue.nameEn')} defaultValue={nameEn} required maxLength={CATALOGUE_NAME_MAX} />
    </div>
  );
}

/** A one-button form (move, delete) about one entry. */
export function IntentButton({ intent, id, children, extra, danger = false }: { intent: CatalogueIntent; id: number; children: ReactNode; extra?: Record<string, string>; danger?: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClasses('secondary', danger ? 'min-h-11 text-red-700' : 'min-h-11')}>
        {children}
      </button>
    </Form>
  );
}

/** Hidden fields naming what a form does. */
export function IntentFields({ intent, id }: { intent: CatalogueIntent; id?: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
    </>
  );
}

/** Move up and down, labelled with the entry's name for screen readers. */
export function MoveButtons({ intent, id, name }: { intent: 'category.move' | 'sub-category.move'; id: number; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <IntentButton intent={intent} id={id} extra={{ direction: 'up' }}>
        ↑<span className="sr-only"> {t('admin.catalogue.moveUp', { name })}</span>
      </IntentButton>
      <IntentButton intent={intent} id={id} extra={{ direction: 'down' }}>
        ↓<span className="sr-only"> {t('admin.catalogue.moveDown', { name })}</span>
      </IntentButton>
    </>
  );
}

/** A part of the page that opens on demand (works without JavaScript); open when its form just answered. */
export function Disclosure({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details className="mt-2" open={open}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">{summary}</summary>
      {children}
    </details>
  );
}

/** A form with both names (and, to rename a category or sub-category, its search words) that adds or saves. */
export function NamesForm({
  intent,
  id,
  idPrefix,
  reply,
  entry,
  heading,
  children,
}: {
  intent: CatalogueIntent;
  id?: number;
  idPrefix: string;
  reply: CatalogueReply;
  entry?: { nameFr: string; nameEn: string; keyword: string };
  heading?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className={heading ? 'space-y-3 rounded-lg border border-slate-200 bg-white p-4' : 'mt-2 space-y-3'}>
      {heading ? <h3 className="font-semibold">{heading}</h3> : null}
      <ChangeReply reply={reply} formKey={`${intent}:${id ?? 0}`} />
      <IntentFields intent={intent} id={id} />
      <NamesFields idPrefix={idPrefix} nameFr={entry?.nameFr} nameEn={entry?.nameEn} />
      {entry && !intent.startsWith('specification') ? (
        <PlainField id={`${idPrefix}-keyword`} name="keyword" label={t('admin.catalogue.keyword')} hint={t('admin.catalogue.keywordHint')} defaultValue={entry.keyword} maxLength={CATALOGUE_NAME_MAX} />
      ) : null}
      {children}
      <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
        {t(entry ? 'admin.catalogue.save' : 'admin.catalogue.add')}
      </button>
    </Form>
  );
}
