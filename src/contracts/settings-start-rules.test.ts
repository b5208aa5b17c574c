import { describe, expect, it } from 'vitest';
import { saveCleanersInputSchema } from './settings';

const cleaner = { id: 1, name: 'Jussi', address: '', maintain_group_id: 101, postalAreas: [] };
const fieldsOf = (patch: object) => {
  const result = saveCleanersInputSchema.safeParse([{ ...cleaner, ...patch }]);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a washer’s travel minutes and start grid (decision 051)', () => {
  it.each([
    {},
    { travelMinutes: 0 },
    { travelMinutes: 240 },
    { startGridMinutes: 5 },
    { startGridMinutes: 60 },
  ])('accepts %o', (patch) => expect(fieldsOf(patch)).toEqual({}));

  it.each<[object, string, string]>([
    [{ travelMinutes: -1 }, '0.travelMinutes', 'validation.travel_minutes_range'],
    [{ travelMinutes: 241 }, '0.travelMinutes', 'validation.travel_minutes_range'],
    [{ travelMinutes: 2.5 }, '0.travelMinutes', 'validation.travel_minutes_range'],
    [{ travelMinutes: '30' }, '0.travelMinutes', 'validation.travel_minutes_range'],
    [{ startGridMinutes: 7 }, '0.startGridMinutes', 'validation.start_grid_choice'],
    [{ startGridMinutes: 45 }, '0.startGridMinutes', 'validation.start_grid_choice'],
    [{ startGridMinutes: 120 }, '0.startGridMinutes', 'validation.start_grid_choice'],
  ])('refuses %o naming %s', (patch, field, key) => {
    expect(fieldsOf(patch)[field]).toBe(key);
  });
});
