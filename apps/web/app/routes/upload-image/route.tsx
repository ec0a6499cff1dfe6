import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { CategoryChoice, type CategoryOption } from './category-choice.tsx';
import { PhotoMatches } from './photo-matches.tsx';
import { PhotoSearch } from './photo-search.tsx';
import { categoryChoices, searchByPhoto } from './upload-image.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.uploadImage.title', robots: 'noindex' };

/** Search by photo is for everyone, guests included (issue #16). */
export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await categoryChoices(context) };
}

export const action = ({ request, context }: Route.ActionArgs) => searchByPhoto(request, context);

/** Without JavaScript: the photo as it is (no crop, no progress), posted to this page's action. */
function PlainPhotoForm({ categories }: { categories: CategoryOption[] }) {
  const { t } = useTranslation();
  const sending = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <label className="block min-w-0 text-sm font-medium">
        {t('uploadImage.choose')}
        <input type="file" name="file" accept={UPLOAD_ACCEPT} required className="mt-1 block max-w-full text-sm" />
      </label>
      <CategoryChoice categories={categories} />
      <button type="submit" disabled={sending} className={buttonClasses('primary', 'min-h-11')}>
        {t('uploadImage.search')}
      </button>
    </Form>
  );
}

export default function UploadImagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tDynamic } = useTranslation();
  const hydrated = useHydrated();
  const { categories } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.uploadImage.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{t('pages.uploadImage.intro')}</p>
      {hydrated ? (
        <PhotoSearch categories={categories} />
      ) : (
        <>
          <PlainPhotoForm categories={categories} />
          {actionData?.errorKey ? (
            <div className="mt-4">
              <FormMessage tone="error">{tDynamic(actionData.errorKey)}</FormMessage>
            </div>
          ) : null}
          {actionData?.matches ? <PhotoMatches matches={actionData.matches} /> : null}
        </>
      )}
    </section>
  );
}
