/** The privacy notice's address in each language: /tietosuoja and /en/privacy. */
export const privacyPaths = { fi: '/tietosuoja', en: '/en/privacy' } as const;

/** The privacy notice in the given language (Finnish unless English). */
export const privacyPath = (language: string) =>
  language === 'en' ? privacyPaths.en : privacyPaths.fi;
