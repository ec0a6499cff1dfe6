import type { AccountProfile } from '@store/contracts/profile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { Form, useNavigation } from 'react-router';
import { FormError, FormMessage } from '../../../components/ui/text-field.tsx';
import { fieldErrorKey } from '../../../lib/form-reply.ts';
import { useServerForm } from '../../../lib/forms.ts';
import { pictureAtWidth } from '../../../lib/picture-url.ts';
import { PictureInput } from './picture-input.tsx';
import type { ProfileResult } from './profile-actions.server.ts';

function PictureForm({ intent, title, current, result, round }: { intent: 'picture-profile' | 'picture-cover'; title: string; current: string | null; result: ProfileResult | undefined; round: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<string>();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const saved = result && 'ok' in result ? result : undefined;
  const { form, fields, formProps, formErrorKey } = useServerForm<{ file: File }>(result, { id: intent });
  const shown = chosen ?? (current ? pictureAtWidth(current, round ? 320 : 800) : undefined);
  const titleId = `${intent}-title`;
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-3" aria-labelledby={titleId} key={saved ? saved.at : 'form'}>
      <input type="hidden" name="intent" value={intent} />
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      {saved ? <FormMessage tone="success">{t('pictures.saved')}</FormMessage> : null}
      <FormError id={form.errorId} error={formErrorKey} />
      <div className={round ? 'size-28 overflow-hidden rounded-full border border-slate-200 bg-slate-100' : 'aspect-[4/1] w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100'}>
        {shown ? <img src={shown} alt={t(chosen ? 'pictures.previewAlt' : 'pictures.currentAlt', { title })} className="size-full object-cover" /> : null}
      </div>
      <PictureInput label={t('pictures.choose')} error={fieldErrorKey(fields.file.errors)} onPreview={setChosen} />
      <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? t('pictures.uploading') : t('pictures.upload')}
      </button>
    </Form>
  );
}

/** Profile picture for everyone; the shop's cover picture for sellers (both on /seller/{slug}). */
export function PicturesSection({
  profile,
  seller,
  profileResult,
  coverResult,
}: {
  profile: AccountProfile;
  seller: boolean;
  profileResult: ProfileResult | undefined;
  coverResult: ProfileResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pictures-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="pictures-title" className="text-xl font-bold">
        {t('pictures.title')}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-[1fr_2fr]">
        <PictureForm intent="picture-profile" title={t('pictures.profile')} current={profile.profileImage} result={profileResult} round />
        {seller ? <PictureForm intent="picture-cover" title={t('pictures.cover')} current={profile.coverImage} result={coverResult} round={false} /> : null}
      </div>
    </section>
  );
}
