import { useTranslation } from './i18n/translation-context.tsx';

/**
 * Specification values are stored once, language-neutral (`Black`, `Monochrome`, `8`), and
 * serve as filter codes. Words among them are translated here; numbers and model names have no
 * entry and show as they are.
 */
export function useSpecValueLabel() {
  const { tDynamic } = useTranslation();
  return (value: string, unit?: string | null) => {
    const label = tDynamic(`specValues.${value.replaceAll('.', '_')}`, { defaultValue: value });
    return unit ? `${label} ${unit}` : label;
  };
}
