import { describe, expect, it } from 'vitest';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';
import {
  isObstacleAsked,
  setCurtain,
  setGlassAmount,
  setObstacle,
  setRailingMeters,
  setRailings,
} from './balcony-rules';

const q = (patch: Partial<OrderQuantities>): OrderQuantities => ({ ...emptyQuantities, ...patch });

describe('balcony rules (customer spec section 4)', () => {
  it('glass to 0 with railings on: metre-based railing of 1 m, curtain no, obstacle cleared', () => {
    const before = q({
      balconyGlassAmount: 6,
      balconyRailings: true,
      balconyGlassCurtain: true,
      balconyRailingsObstacle: true,
    });
    expect(setGlassAmount(before, 0)).toMatchObject({
      balconyGlassAmount: 0,
      balconyRailings: false,
      balconyRailingMeters: 1,
      balconyGlassCurtain: false,
      balconyRailingsObstacle: null,
    });
  });

  it('glass to 0 with railings off: no metres, curtain no, obstacle cleared', () => {
    const before = q({ balconyGlassAmount: 2, balconyGlassCurtain: true });
    expect(setGlassAmount(before, 0)).toMatchObject({
      balconyRailingMeters: 0,
      balconyRailings: false,
      balconyGlassCurtain: false,
      balconyRailingsObstacle: null,
    });
  });

  it('glass above 0 while metres are set: metres 0 and railings on', () => {
    const before = q({ balconyRailingMeters: 7, balconyRailingsObstacle: true });
    expect(setGlassAmount(before, 3)).toMatchObject({
      balconyGlassAmount: 3,
      balconyRailingMeters: 0,
      balconyRailings: true,
      balconyRailingsObstacle: true,
    });
  });

  it('glass above 0 without metres leaves railings as they were', () => {
    expect(setGlassAmount(q({}), 2)).toMatchObject({ balconyRailings: false });
    expect(setGlassAmount(q({ balconyGlassAmount: 2, balconyRailings: true }), 5)).toMatchObject({
      balconyGlassAmount: 5,
      balconyRailings: true,
    });
  });

  it('turning railings off clears the obstacle', () => {
    const before = q({
      balconyGlassAmount: 2,
      balconyRailings: true,
      balconyRailingsObstacle: true,
    });
    expect(setRailings(before, false)).toMatchObject({
      balconyRailings: false,
      balconyRailingsObstacle: null,
    });
    expect(setRailings(q({ balconyGlassAmount: 2 }), true).balconyRailings).toBe(true);
  });

  it('metres to 0 set the obstacle to false', () => {
    const before = q({ balconyRailingMeters: 4, balconyRailingsObstacle: true });
    expect(setRailingMeters(before, 0)).toMatchObject({
      balconyRailingMeters: 0,
      balconyRailingsObstacle: false,
    });
    expect(setRailingMeters(before, 5)).toMatchObject({
      balconyRailingMeters: 5,
      balconyRailingsObstacle: true,
    });
  });

  it('asks about the obstacle only when railings are on or metres are above 0', () => {
    expect(isObstacleAsked(q({}))).toBe(false);
    expect(isObstacleAsked(q({ balconyGlassAmount: 2 }))).toBe(false);
    expect(isObstacleAsked(q({ balconyGlassAmount: 2, balconyRailings: true }))).toBe(true);
    expect(isObstacleAsked(q({ balconyRailingMeters: 1 }))).toBe(true);
  });

  it('sets the curtain and the obstacle as chosen', () => {
    expect(setCurtain(q({}), true).balconyGlassCurtain).toBe(true);
    expect(setObstacle(q({}), false).balconyRailingsObstacle).toBe(false);
  });
});
