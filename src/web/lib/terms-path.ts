/** The terms of order and withdrawal page's address in each language: /ehdot and /en/terms. */
export const termsPaths = { fi: '/ehdot', en: '/en/terms' } as const;

/** The terms page in the given language (Finnish unless English). */
export const termsPath = (language: string) => (language === 'en' ? termsPaths.en : termsPaths.fi);
