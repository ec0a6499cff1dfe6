import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** The reasons of a refused form, one per field code, translated (under the form's own error). */
export function ProblemReasons({ codes }: { codes: readonly string[] }) {
  const { tDynamic } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <ul className="mt-1 list-disc pl-5">
      {codes.map((code) => (
        <li key={code}>{tDynamic(`errors.${code}`, { defaultValue: code })}</li>
      ))}
    </ul>
  );
}
