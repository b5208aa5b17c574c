import { useTranslation } from 'react-i18next';
import type { PriceLine } from '#domain/pricing/price-line.ts';
import { windowTitleIn } from '#domain/pricing/window-title.ts';

/**
 * A price line's name in the page's language: a window its configured title, any other line
 * its label (`common` namespace's `pricing.line.*`).
 */
export function useLineLabel() {
  const { t, i18n } = useTranslation();
  return (line: PriceLine) =>
    line.title !== undefined
      ? windowTitleIn({ ...line, title: line.title }, i18n.language)
      : t(line.labelKey);
}
