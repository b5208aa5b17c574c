import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';

/**
 * The saved export: named by the Helsinki day it was made ('asiakastiedot-2026-03-29.json'),
 * never by the customer, so a downloads folder shows no personal data in its file names.
 */
export const exportFileName = (now: Date) => `asiakastiedot-${helsinkiDate(now)}.json`;

/** The export as the server gave it, indented for a person to read. */
export const exportFileText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
