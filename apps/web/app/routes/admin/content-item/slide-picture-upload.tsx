import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { type ContentReply, UPLOAD_SLIDE_PICTURE } from './content-intents.ts';
import { Reply } from './language-panel.tsx';

/**
 * A new picture for the slides (issue #15): a plain multipart form, so it works without
 * JavaScript; the API checks and re-encodes it, and the slides' rows then offer it.
 */
export function SlidePictureUpload({ reply }: { reply: ContentReply }) {
  const { t } = useTranslation();
  const sending = useNavigation().formData?.get('intent') === UPLOAD_SLIDE_PICTURE;
  return (
    <section aria-labelledby="slide-picture-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="slide-picture-title" className="font-semibold">
        {t('admin.content.slidePicture.title')}
      </h3>
      <Form method="post" encType="multipart/form-data" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value={UPLOAD_SLIDE_PICTURE} />
        <Reply reply={reply} formKey={UPLOAD_SLIDE_PICTURE} />
        <div>
          <label htmlFor="slide-picture-file" className="block text-sm font-medium text-slate-700">
            {t('admin.content.slidePicture.file')}
          </label>
          <input id="slide-picture-file" name="file" type="file" accept="image/jpeg,image/png,image/bmp" required aria-describedby="slide-picture-hint" className="mt-1 block w-full min-w-0 text-sm" />
          <p id="slide-picture-hint" className="mt-1 text-xs text-slate-600">
            {t('admin.content.slidePicture.hint')}
          </p>
        </div>
        <button type="submit" disabled={sending} className={buttonClasses('secondary', 'min-h-11')}>
          {sending ? t('admin.content.slidePicture.sending') : t('admin.content.slidePicture.submit')}
        </button>
      </Form>
    </section>
  );
}
