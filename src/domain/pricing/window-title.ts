/** A window type's titles: the Finnish one always, English and Swedish when configured. */
export interface WindowTitles {
  title: string;
  titleEng?: string;
  titleSv?: string;
}

/**
 * A window's configured title in `language`; an empty or missing English or Swedish one
 * reads the Finnish (decision 078). The calculator, the checkout and the stored order lines
 * all name windows by it.
 */
export function windowTitleIn(window: WindowTitles, language: string): string {
  const own = { fi: window.title, en: window.titleEng, sv: window.titleSv }[language];
  return own || window.title;
}
