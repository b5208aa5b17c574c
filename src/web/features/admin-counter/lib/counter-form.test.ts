import { describe, expect, it } from 'vitest';
import { updateCounterInputSchema } from '#contracts/counter.ts';
import { counterIdToLoad, counterSections, toNumber } from './counter-form';

describe('counter form', () => {
  it.each([
    ['1', 8888],
    ['0', 8888],
    ['-5', 8888],
    ['8888', 8888],
    ['2', 2],
    ['abc', 0],
    [undefined, 0],
  ])('address %s loads configuration %s', (param, id) => {
    expect(counterIdToLoad(param)).toBe(id);
  });

  it('has every field of the configuration in exactly one section', () => {
    const names = counterSections.flatMap((s) => s.fields.map((f) => f.name));
    // updated_at: the version the form sends back unseen (decision 047).
    const others = ['id', 'updated_at', 'windows', 'show_video_guide', 'base_price_info_block'];
    expect(new Set(names).size).toBe(names.length);
    expect([...names, ...others].sort()).toEqual(
      Object.keys(updateCounterInputSchema.shape).sort(),
    );
  });

  it.each<[unknown, unknown]>([
    ['5,50', 5.5],
    [' 12 ', 12],
    ['', undefined],
    ['abc', 'abc'],
    [7, 7],
  ])('reads %j as %j', (typed, value) => {
    expect(toNumber(typed)).toBe(value);
  });
});
