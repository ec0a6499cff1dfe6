import { PRODUCT_PICTURE_MAX_SIDE, PRODUCT_PICTURES_MAX } from '@store/contracts/product-rules';
import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import type { SellerProduct } from '@store/contracts/seller-products';
import { useState } from 'react';
import { Form, useNavigation, useRevalidator, useSubmit } from 'react-router';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { errorKey } from '../../lib/form-reply.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { postWithProgress, resizePicture } from '../../lib/picture-upload.ts';
import { pictureAtWidth } from '../../lib/picture-url.ts';

type Picture = SellerProduct['images'][number];

const buttonClasses = 'min-h-10 rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50';

/** One button that posts one picture action (works without JavaScript). */
function PictureButton({ intent, id, to, label, disabled = false }: { intent: string; id: number; to?: string; label: string; disabled?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <button type="submit" className={buttonClasses} disabled={disabled}>
        {label}
      </button>
    </Form>
  );
}

/** The pictures in their order, the first being the cover: moved by buttons (keyboard, no JavaScript) or dragged. */
function PictureList({ pictures, name }: { pictures: Picture[]; name: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const dropOn = (target: number) => {
    if (dragged === null || dragged === target) return;
    const ids = pictures.map((picture) => picture.id).filter((id) => id !== dragged);
    ids.splice(ids.indexOf(target), 0, dragged);
    const form = new FormData();
    form.set('intent', 'order-pictures');
    ids.forEach((id, index) => form.set(`imageIds[${index}]`, String(id)));
    void submit(form, { method: 'post', preventScrollReset: true });
    setDragged(null);
  };
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('addProduct.pictures.listLabel')}>
      {pictures.map((picture, index) => (
        <li
          key={picture.id}
          draggable
          onDragStart={() => setDragged(picture.id)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={() => dropOn(picture.id)}
          className={`flex flex-col gap-2 rounded-md border bg-white p-2 ${dragged === picture.id ? 'border-brand-600 opacity-60' : 'border-slate-200'}`}
        >
          <div className="relative aspect-square overflow-hidden rounded bg-slate-100">
            <img src={pictureAtWidth(picture.url, 320)} alt={t('addProduct.pictures.alt', { number: index + 1, name })} className="size-full object-cover" loading="lazy" />
            {index === 0 ? <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">{t('addProduct.pictures.cover')}</span> : null}
          </div>
          {picture.copyOf ? (
            <p className="text-xs text-amber-800">
              {t('addProduct.pictures.copied')}{' '}
              <a href={`/product/${picture.copyOf.slug}`} className="underline">
                {t('addProduct.pictures.copiedLink')}
              </a>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-1">
            {index > 0 ? <PictureButton intent="move-picture" id={picture.id} to="first" label={t('addProduct.pictures.makeCover')} /> : null}
            <PictureButton intent="move-picture" id={picture.id} to="earlier" label={t('addProduct.pictures.earlier')} disabled={index === 0} />
            <PictureButton intent="move-picture" id={picture.id} to="later" label={t('addProduct.pictures.later')} disabled={index === pictures.length - 1} />
            <PictureButton intent="remove-picture" id={picture.id} label={t('addProduct.pictures.remove')} />
          </div>
        </li>
      ))}
    </ol>
  );
}

interface Upload {
  name: string;
  share: number;
  /** A translation key once it failed. */
  error?: string;
  done?: boolean;
}

/**
 * With JavaScript: pictures dropped, chosen or taken with the camera are resized here, then
 * sent one by one, each with its progress bar. Without: one picture per form.
 */
function PictureUploader({ slug, room }: { slug: string; room: number }) {
  const { t, tDynamic } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const sending = uploads.some((upload) => !upload.done && !upload.error);

  async function send(files: readonly File[]) {
    const chosen = files.slice(0, room);
    const skipped = files.length - chosen.length;
    const rows: Upload[] = [...chosen.map((file) => ({ name: file.name, share: 0 })), ...(skipped > 0 ? [{ name: t('addProduct.pictures.skipped', { count: skipped }), share: 0, error: 'errors.product/too-many-pictures' }] : [])];
    setUploads(rows);
    const update = (index: number, change: Partial<Upload>) => setUploads((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    for (const [index, file] of chosen.entries()) {
      try {
        const resized = await resizePicture(file, PRODUCT_PICTURE_MAX_SIDE);
        const form = new FormData();
        form.set('slug', slug);
        form.set('file', resized, file.name.replace(/\.[^.]+$/, '') + (resized === file ? '' : '.jpg'));
        const answer = await postWithProgress('/add-product/picture', form, (share) => update(index, { share }));
        const code = typeof answer.body === 'object' && answer.body !== null && 'error' in answer.body ? String(answer.body.error) : undefined;
        update(index, answer.status < 300 ? { share: 1, done: true } : { error: errorKey(code ?? 'server/internal') });
      } catch {
        update(index, { error: 'errors.server/unavailable' });
      }
    }
    await revalidator.revalidate();
  }

  if (!hydrated) {
    return (
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-picture" />
        <label className="block text-sm font-medium">
          {t('addProduct.pictures.choose')}
          <input type="file" name="file" accept={UPLOAD_ACCEPT} required className="mt-1 block text-sm" />
        </label>
        <button type="submit" disabled={navigation.state !== 'idle'} className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
          {t('addProduct.pictures.add')}
        </button>
      </Form>
    );
  }
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    void send([...(event.currentTarget.files ?? [])]);
    event.currentTarget.value = '';
  };
  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void send([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
        }}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <p className="text-sm text-slate-700">{t('addProduct.pictures.drop', { count: room })}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-brand-600 px-4 font-semibold text-white focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:bg-brand-700">
            {t('addProduct.pictures.choose')}
            <input type="file" accept={UPLOAD_ACCEPT} multiple disabled={sending || room === 0} onChange={choose} className="sr-only" />
          </label>
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 sm:hidden">
            {t('addProduct.pictures.camera')}
            <input type="file" accept="image/*" capture="environment" disabled={sending || room === 0} onChange={choose} className="sr-only" />
          </label>
        </div>
      </div>
      {uploads.length > 0 ? (
        <ul className="space-y-2" aria-live="polite">
          {uploads.map((upload, index) => (
            <li key={`${upload.name}-${index}`} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{upload.name}</span>
                <span className={upload.error ? 'text-red-700' : 'text-slate-600'}>{upload.error ? tDynamic(upload.error) : upload.done ? t('addProduct.pictures.sent') : `${Math.round(upload.share * 100)} %`}</span>
              </div>
              {upload.error ? null : <progress className="mt-1 h-2 w-full" max={1} value={upload.share} aria-label={t('addProduct.pictures.progress', { name: upload.name })} />}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The product's pictures: up to 8, the first is the cover. */
export function PictureManager({ product, name, errorKey: refusal }: { product: SellerProduct; name: string; errorKey?: string | undefined }) {
  const { t, tDynamic } = useTranslation();
  const room = PRODUCT_PICTURES_MAX - product.images.length;
  return (
    <section aria-labelledby="pictures-title" className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div>
        <h2 id="pictures-title" className="text-lg font-semibold">
          {t('addProduct.pictures.title', { n: product.images.length, max: PRODUCT_PICTURES_MAX })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('addProduct.pictures.hint')}</p>
      </div>
      {refusal ? <FormMessage tone="error">{tDynamic(refusal)}</FormMessage> : null}
      {product.images.length > 0 ? <PictureList pictures={product.images} name={name} /> : null}
      {room > 0 ? <PictureUploader slug={product.slug} room={room} /> : <p className="text-sm text-slate-600">{t('addProduct.pictures.full')}</p>}
    </section>
  );
}
