import { UPLOAD_ACCEPT } from '@store/contracts/picture-uploads';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { FieldError } from '../../../components/ui/text-field.tsx';

/**
 * A file input for a picture with the upload rules under it and, once JavaScript runs, a
 * preview of the chosen file before it is sent. The server checks everything again.
 */
export function PictureInput({ label, error, onPreview }: { label: string; error?: string | undefined; onPreview?: (url: string | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="file"
        accept={UPLOAD_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          const url = file ? URL.createObjectURL(file) : undefined;
          setPreview(url);
          onPreview?.(url);
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold hover:file:bg-slate-200"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('pictures.rules')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
