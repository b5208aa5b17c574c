import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';

/** The server's now: E2E_NOW when the run fixes the server's clock (playwright.config.ts). */
export const serverNow = (): Date =>
  process.env.E2E_NOW ? new Date(process.env.E2E_NOW) : new Date();

/** The Helsinki date `offsetDays` from the server's now, YYYY-MM-DD. */
export const helsinkiDay = (offsetDays: number): string =>
  helsinkiDate(new Date(serverNow().getTime() + offsetDays * 86_400_000));

/** '+02:00' or '+03:00': Helsinki's offset at noon of the day. */
export function helsinkiOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Helsinki',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '');
}
