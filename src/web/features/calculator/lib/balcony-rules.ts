/**
 * The balcony questions depend on each other (customer spec section 4, 'Balcony rules').
 * Each change goes through one of these functions so the rules hold whatever the order of
 * clicks: railings are washed per glass while there are glasses, else per metre.
 */
import type { OrderQuantities } from '#domain/order/order-quantities.ts';

type Balcony = Pick<
  OrderQuantities,
  | 'balconyGlassAmount'
  | 'balconyGlassCurtain'
  | 'balconyRailings'
  | 'balconyRailingMeters'
  | 'balconyRailingsObstacle'
>;

export function setGlassAmount<Q extends Balcony>(q: Q, amount: number): Q {
  const before = q.balconyGlassAmount;
  if (amount === 0 && before > 0) {
    // To 0: railings on switch to the metre-based railing (1 metre); the curtain resets
    // to no and the obstacle is cleared.
    return {
      ...q,
      balconyGlassAmount: 0,
      balconyRailings: false,
      balconyRailingMeters: q.balconyRailings ? 1 : q.balconyRailingMeters,
      balconyGlassCurtain: false,
      balconyRailingsObstacle: null,
    };
  }
  if (amount > 0 && before === 0 && q.balconyRailingMeters > 0) {
    // Above 0 while metres are set: metres become 0 and railings turn on.
    return { ...q, balconyGlassAmount: amount, balconyRailingMeters: 0, balconyRailings: true };
  }
  return { ...q, balconyGlassAmount: amount };
}

export function setCurtain<Q extends Balcony>(q: Q, isOn: boolean): Q {
  return { ...q, balconyGlassCurtain: isOn };
}

/** Turning railings off clears the obstacle choice. */
export function setRailings<Q extends Balcony>(q: Q, isOn: boolean): Q {
  return isOn
    ? { ...q, balconyRailings: true }
    : { ...q, balconyRailings: false, balconyRailingsObstacle: null };
}

/** Setting metres to 0 sets the obstacle to false. */
export function setRailingMeters<Q extends Balcony>(q: Q, meters: number): Q {
  return meters === 0
    ? { ...q, balconyRailingMeters: 0, balconyRailingsObstacle: false }
    : { ...q, balconyRailingMeters: meters };
}

export function setObstacle<Q extends Balcony>(q: Q, isOn: boolean): Q {
  return { ...q, balconyRailingsObstacle: isOn };
}

/** Railings are asked per glass while there are glasses; without glasses, in metres. */
export const isRailingPerGlass = (q: Balcony): boolean => q.balconyGlassAmount > 0;

/** The obstacle question is shown only when railings are on or metres are above 0. */
export const isObstacleAsked = (q: Balcony): boolean =>
  (isRailingPerGlass(q) && q.balconyRailings) ||
  (!isRailingPerGlass(q) && q.balconyRailingMeters > 0);
