import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import { VISUAL_RESULTS_DEFAULT } from '@store/contracts/vision';
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from 'react';
import { FormMessage } from '../../components/ui/text-field.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { postWithProgress } from '../../lib/picture-upload.ts';
import { useRootData } from '../../root.tsx';
import { CropBox } from './crop-box.tsx';
import { type CropRect, WHOLE_PICTURE } from './crop-geometry.ts';
import { CategoryChoice, type CategoryOption } from './category-choice.tsx';
import { cropPhoto, looksLikePicture } from './photo-crop.ts';
import { type PhotoSearchAnswer, readPhotoSearchAnswer } from './photo-search-answer.ts';
import { PhotoMatches } from './photo-matches.tsx';

const SEARCH_URL = '/vision/api/v1/search';

interface Photo {
  file: File;
  url: string;
}

const chooserClasses = 'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md px-4 font-semibold focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2';

/**
 * With JavaScript: a photo taken, dropped or chosen is shown with a crop box; only the kept
 * part is sent, shrunk and as a JPEG, straight to the API with the upload's progress; the
 * matches replace nothing else on the page.
 */
export function PhotoSearch({ categories }: { categories: CategoryOption[] }) {
  const { t, tDynamic } = useTranslation();
  const { language } = useRootData();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [rect, setRect] = useState<CropRect>(WHOLE_PICTURE);
  const [category, setCategory] = useState('');
  const [over, setOver] = useState(false);
  const [share, setShare] = useState<number | null>(null);
  const [answer, setAnswer] = useState<PhotoSearchAnswer | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);
  useEffect(() => {
    if (answer?.matches) resultsHeading.current?.focus();
  }, [answer]);

  async function send(file: Blob, name: string) {
    setAnswer(null);
    setShare(0);
    const form = new FormData();
    if (category) form.set('category', category);
    form.set('size', String(VISUAL_RESULTS_DEFAULT));
    form.set('lang', language);
    form.set('file', file, name);
    try {
      const { status, body } = await postWithProgress(SEARCH_URL, form, setShare);
      setAnswer(readPhotoSearchAnswer(status, body));
    } catch {
      setAnswer({ errorKey: 'errors.server/unavailable' });
    } finally {
      setShare(null);
    }
  }

  async function choose(file: File | undefined) {
    setAnswer(null);
    if (!file) return;
    if (!(await looksLikePicture(file))) {
      setPhoto(null);
      setAnswer({ errorKey: 'errors.upload/unsupported-type' });
      return;
    }
    setRect(WHOLE_PICTURE);
    setPhoto({ file, url: URL.createObjectURL(file) });
  }

  /** A picture this browser cannot show (it starts like one): nothing to crop, the server judges the file as it is. */
  async function unreadable(file: File) {
    setPhoto(null);
    await send(file, file.name || 'photo');
  }

  async function search() {
    if (!photo) return;
    const cropped = await cropPhoto(photo.file, rect);
    await send(cropped ?? photo.file, cropped ? 'photo.jpg' : photo.file.name || 'photo');
  }

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    void choose(event.currentTarget.files?.[0]);
    event.currentTarget.value = '';
  };
  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files[0]);
  };
  const sending = share !== null;

  return (
    <div className="mt-6 space-y-5">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="text-sm text-slate-700">{t('uploadImage.drop')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <label className={`${chooserClasses} bg-brand-600 text-white hover:bg-brand-700 sm:hidden`}>
            {t('uploadImage.takePhoto')}
            <input type="file" accept={UPLOAD_ACCEPT} capture="environment" disabled={sending} onChange={picked} className="sr-only" />
          </label>
          <label className={`${chooserClasses} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
            {t('uploadImage.choose')}
            <input type="file" accept={UPLOAD_ACCEPT} disabled={sending} onChange={picked} className="sr-only" />
          </label>
        </div>
      </div>

      {photo ? (
        <div className="space-y-4">
          <CropBox src={photo.url} rect={rect} onChange={setRect} onUnreadable={() => void unreadable(photo.file)} />
          <div className="flex flex-wrap items-end gap-3">
            <CategoryChoice categories={categories} value={category} onChange={setCategory} />
            <button type="button" className={buttonClasses('secondary', 'min-h-11')} onClick={() => setRect(WHOLE_PICTURE)} disabled={sending}>
              {t('uploadImage.crop.reset')}
            </button>
            <button type="button" className={buttonClasses('primary', 'min-h-11')} onClick={() => void search()} disabled={sending}>
              {t('uploadImage.search')}
            </button>
          </div>
        </div>
      ) : null}

      {sending ? (
        <div>
          <label className="block text-sm font-medium" htmlFor="photo-progress">
            {t('uploadImage.sending', { percent: Math.round(share * 100) })}
          </label>
          <progress id="photo-progress" className="mt-1 h-2 w-full" max={1} value={share} />
        </div>
      ) : null}

      <div aria-live="polite">
        {answer?.errorKey ? <FormMessage tone="error">{tDynamic(answer.errorKey)}</FormMessage> : null}
      </div>
      {answer?.matches ? <PhotoMatches matches={answer.matches} headingRef={resultsHeading} /> : null}
    </div>
  );
}
