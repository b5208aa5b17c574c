/**
 * The back office's settings (admin spec sections 2-4 and 7, decisions 021 and 029): postal
 * areas (named lists of postal codes) and washers (who serve the codes of their areas).
 * Each list is saved whole in one transaction: rows without id are created, rows with one
 * updated, rows left out stay; DELETE removes one row, refusing what would break bookings
 * or leave washers pointing nowhere (decision 029). Customers see a change within the
 * availability cache's freshness (about a second, decision 022).
 */
import type {
  Cleaner,
  PostalArea,
  SavedCleaner,
  SavedPostalArea,
  Suggestion,
} from '#contracts/settings.ts';
import type { MessageKey } from '#contracts/messages.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isKnownPostalCode } from './postal-codes';
import {
  countComingReservations,
  deleteArea,
  deleteWasher,
  hasWasherUsers,
  findAreaIds,
  findMaintainerIds,
  findWashersOfArea,
  insertArea,
  insertWasher,
  listAreas,
  listFreeMaintainers,
  listWashers,
  lockArea,
  lockSettings,
  lockWasher,
  renameArea,
  setAreaCodes,
  setWasherAreas,
  updateWasher,
  type AreaRecord,
  type WasherRecord,
} from './settings.repository';

/** Field path -> message key, as the error answer names fields ('0.postalCodes.2'). */
type FieldErrors = Record<string, MessageKey>;

function throwIfAny(fields: FieldErrors, what: string) {
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', what, fields);
}

/** Rows whose id is not stored (deleted meanwhile, or never ours): 409, each row named. */
function throwIfUnknownIds(rows: readonly { id?: number | undefined }[], stored: Set<number>) {
  const fields: FieldErrors = {};
  rows.forEach((row, i) => {
    if (row.id !== undefined && !stored.has(row.id)) fields[`${i}.id`] = 'validation.row_changed';
  });
  if (Object.keys(fields).length > 0) throw new AppError('CONFLICT', 'rows not stored', fields);
}

const toArea = (a: AreaRecord): SavedPostalArea => a;

const toCleaner = (w: WasherRecord): SavedCleaner => ({
  id: w.id,
  name: w.name,
  address: w.address,
  maintain_group_id: w.maintainGroupId,
  postalAreas: w.postalAreas,
  calendar_id: w.calendarId,
  travelMinutes: w.travelMinutes,
  startGridMinutes: w.startGridMinutes,
});

/** Names and codes of the areas: names unique among all areas, codes from the lookup. */
function checkAreas(input: readonly PostalArea[], stored: readonly AreaRecord[]) {
  const fields: FieldErrors = {};
  const listed = new Set(input.flatMap((a) => (a.id === undefined ? [] : [a.id])));
  const otherNames = new Set(
    stored.filter((a) => !listed.has(a.id)).map((a) => a.name.toLocaleLowerCase('fi')),
  );
  input.forEach((area, i) => {
    if (otherNames.has(area.name.toLocaleLowerCase('fi')))
      fields[`${i}.name`] = 'validation.name_taken';
    area.postalCodes.forEach((code, j) => {
      if (!isKnownPostalCode(code))
        fields[`${i}.postalCodes.${j}`] = 'validation.postal_code_unknown';
    });
  });
  throwIfAny(fields, 'postal areas refused');
}

/** Maintainers known and one washer each (after the save); areas stored. */
async function checkCleaners(
  db: Database,
  input: readonly Cleaner[],
  stored: readonly WasherRecord[],
) {
  const fields: FieldErrors = {};
  const groupIds = input.flatMap((c) =>
    c.maintain_group_id === null ? [] : [c.maintain_group_id],
  );
  const knownGroups = await findMaintainerIds(db, groupIds);
  const knownAreas = await findAreaIds(
    db,
    input.flatMap((c) => c.postalAreas),
  );
  const listed = new Set(input.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const otherGroups = new Set(
    stored.filter((w) => !listed.has(w.id)).map((w) => w.maintainGroupId),
  );
  input.forEach((cleaner, i) => {
    const group = cleaner.maintain_group_id;
    if (group === null) {
      // A new washer is picked from the suggestions (admin spec section 4).
      if (cleaner.id === undefined) fields[`${i}.maintain_group_id`] = 'validation.required';
    } else if (!knownGroups.has(group)) {
      fields[`${i}.maintain_group_id`] = 'validation.maintainer_unknown';
    } else if (otherGroups.has(group)) {
      fields[`${i}.maintain_group_id`] = 'validation.maintainer_taken';
    }
    cleaner.postalAreas.forEach((areaId, j) => {
      if (!knownAreas.has(areaId))
        fields[`${i}.postalAreas.${j}`] = 'validation.postal_area_unknown';
    });
  });
  throwIfAny(fields, 'washers refused');
}

export function createSettingsService(db: Database, clock: Clock) {
  const listPostalAreas = async (): Promise<SavedPostalArea[]> => (await listAreas(db)).map(toArea);
  const listCleaners = async (): Promise<SavedCleaner[]> => (await listWashers(db)).map(toCleaner);

  return {
    listPostalAreas,

    /** POST settings/postalareas: the answer is every area as saved. */
    async savePostalAreas(input: readonly PostalArea[]): Promise<SavedPostalArea[]> {
      await db.transaction(async (tx) => {
        await lockSettings(tx, 'areas');
        const stored = await listAreas(tx);
        const byId = new Map(stored.map((a) => [a.id, a]));
        throwIfUnknownIds(input, new Set(byId.keys()));
        checkAreas(input, stored);
        for (const area of input) {
          const current = area.id === undefined ? undefined : byId.get(area.id);
          const id = current?.id ?? (await insertArea(tx, area.name));
          if (current && current.name !== area.name) await renameArea(tx, id, area.name);
          await setAreaCodes(tx, id, current?.postalCodes ?? [], area.postalCodes);
        }
      });
      return listPostalAreas();
    },

    /** DELETE settings/postalarea/{id}: refused (409) while washers serve the area. */
    async deletePostalArea(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockArea(tx, id))) throw notFound(`postal area ${id}`);
        const users = await findWashersOfArea(tx, id);
        if (users.length > 0) {
          throw new AppError('CONFLICT', `postal area ${id} is served by ${users.join(', ')}`, {
            id: 'validation.postal_area_in_use',
          });
        }
        await deleteArea(tx, id);
      });
    },

    /** GET settings/suggestions: the maintainers a new washer may be picked from. */
    listSuggestions: (): Promise<Suggestion[]> => listFreeMaintainers(db),

    listCleaners,

    /** POST settings/cleaners: new washers get their calendar; the answer is every washer. */
    async saveCleaners(input: readonly Cleaner[]): Promise<SavedCleaner[]> {
      await db.transaction(async (tx) => {
        await lockSettings(tx, 'washers');
        const stored = await listWashers(tx);
        const byId = new Map(stored.map((w) => [w.id, w]));
        throwIfUnknownIds(input, new Set(byId.keys()));
        await checkCleaners(tx, input, stored);
        for (const cleaner of input) {
          const fields = {
            name: cleaner.name,
            address: cleaner.address,
            maintainGroupId: cleaner.maintain_group_id,
            travelMinutes: cleaner.travelMinutes,
            startGridMinutes: cleaner.startGridMinutes,
          };
          const current = cleaner.id === undefined ? undefined : byId.get(cleaner.id);
          if (current) await updateWasher(tx, current, fields);
          const id = current?.id ?? (await insertWasher(tx, fields));
          await setWasherAreas(tx, id, current?.postalAreas ?? [], cleaner.postalAreas);
        }
      });
      return listCleaners();
    },

    /**
     * DELETE settings/cleaner/{id}: the washer, its calendar and blocks. Refused (409) while
     * the washer has reservations that have not ended: customers' bookings are never
     * dropped here; they are moved or cancelled first.
     */
    async deleteCleaner(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockWasher(tx, id))) throw notFound(`washer ${id}`);
        const coming = await countComingReservations(tx, id, clock.now());
        if (coming > 0) {
          throw new AppError('CONFLICT', `washer ${id} has ${coming} coming reservations`, {
            id: 'validation.washer_has_bookings',
          });
        }
        // A washer's sign-in goes first (decision 058): the user is deleted or made another role.
        if (await hasWasherUsers(tx, id)) {
          throw new AppError('CONFLICT', `washer ${id} has users`, {
            id: 'validation.washer_has_users',
          });
        }
        await deleteWasher(tx, id);
      });
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
