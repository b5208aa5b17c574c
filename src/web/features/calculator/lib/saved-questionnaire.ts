/**
 * A questionnaire saved in localStorage (e.g. by a campaign page or an earlier visit) is
 * loaded into the order once and then removed (customer spec section 4). Key and shape:
 * docs/decisions (saved questionnaire). Unknown or malformed fields are ignored.
 */
import {
  emptyQuantities,
  type OrderQuantities,
  type WindowAmount,
} from '#domain/order/order-quantities.ts';
import { countFields } from '#domain/order/quantity-rules.ts';

export const savedQuestionnaireKey = 'ikkunanpesu.questionnaire';

export interface SavedQuestionnaire {
  quantities: Partial<OrderQuantities>;
  additionalInfo?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 9999;
const isOptionalBool = (v: unknown): v is boolean | null => typeof v === 'boolean' || v === null;

function parseWindows(value: unknown): WindowAmount[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .filter((row) => isCount(row.windowId) && isCount(row.amount))
    .map((row) => ({ windowId: row.windowId as number, amount: row.amount as number }));
}

/** The usable part of a saved state, or null when the text is not a questionnaire at all. */
export function parseSavedQuestionnaire(text: string | null): SavedQuestionnaire | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const quantities: Partial<Record<keyof OrderQuantities, unknown>> = {};
  const windows = parseWindows(data.windows);
  if (windows) quantities.windows = windows;
  for (const field of countFields) if (isCount(data[field])) quantities[field] = data[field];
  if (isOptionalBool(data.balconyGlassCurtain))
    quantities.balconyGlassCurtain = data.balconyGlassCurtain;
  if (isOptionalBool(data.balconyRailingsObstacle)) {
    quantities.balconyRailingsObstacle = data.balconyRailingsObstacle;
  }
  if (typeof data.balconyRailings === 'boolean') quantities.balconyRailings = data.balconyRailings;
  if (typeof data.terraceRoof === 'boolean') quantities.terraceRoof = data.terraceRoof;
  const additionalInfo =
    typeof data.additionalInfo === 'string' ? data.additionalInfo.slice(0, 1028) : undefined;
  return {
    quantities: quantities as Partial<OrderQuantities>,
    ...(additionalInfo === undefined ? {} : { additionalInfo }),
  };
}

/** The order's quantities with the saved answers laid over them. */
export function applySavedQuestionnaire(
  current: OrderQuantities,
  saved: SavedQuestionnaire,
): OrderQuantities {
  return { ...emptyQuantities, ...current, ...saved.quantities };
}

/** Reads and removes the saved state; storage errors (private mode) read as none. */
export function takeSavedQuestionnaire(storage: Storage): SavedQuestionnaire | null {
  try {
    const text = storage.getItem(savedQuestionnaireKey);
    storage.removeItem(savedQuestionnaireKey);
    return parseSavedQuestionnaire(text);
  } catch {
    return null;
  }
}
