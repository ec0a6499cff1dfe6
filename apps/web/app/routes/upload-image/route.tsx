import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { CategoryChoice, type CategoryOption } from './category-choice.tsx';
import { PhotoMatches } from './photo-matches.tsx';
import { PhotoSearch } from './photo-search.tsx';
import { categoryChoices, lookAlikes, searchByPhoto } from './upload-image.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.uploadImage.title', robots: 'noindex' };

/** Search by photo is for everyone, guests included (issue #16); `?like={slug}` adds "more like this" product. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, likeProduct] = await Promise.all([categoryChoices(context), lookAlikes(request, context)]);
  return { categories, likeProduct };
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
  const { categories, likeProduct } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.uploadImage.title')}</h1>
      {likeProduct ? (
        <PhotoMatches matches={likeProduct.matches} like>
          <p className="-mt-2 mb-4">
            <Link to={`/product/${encodeURIComponent(likeProduct.slug)}`} className="font-semibold text-brand-700 underline hover:no-underline">
              ← {t('uploadImage.like.back')}
            </Link>
          </p>
        </PhotoMatches>
      ) : null}
      <p className={`${likeProduct ? 'mt-10' : 'mt-3'} max-w-3xl text-slate-600`}>{t('pages.uploadImage.intro')}</p>
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
