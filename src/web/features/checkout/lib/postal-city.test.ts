import { describe, expect, it } from 'vitest';
import { cityName, cityOfPostalCode } from './postal-city';

describe('the city of a postal code', () => {
  it.each([
    ['00100', 'Helsinki'],
    ['02250', 'Espoo'],
    ['79700', 'Heinävesi'],
    ['99999', 'Korvatunturi'],
    ['00001', null],
    ['0010', null],
    ['00100 ', null],
    ['abcde', null],
  ])('%s is %s', async (code, city) => {
    expect(await cityOfPostalCode(code)).toBe(city);
  });

  it.each([
    ['HELSINKI', 'Helsinki'],
    ['MÄNTSÄLÄ', 'Mäntsälä'],
    ['KOSKI TL', 'Koski Tl'],
    ['ÅBO-TURKU', 'Åbo-Turku'],
  ])('writes %s as %s', (capitals, name) => {
    expect(cityName(capitals)).toBe(name);
  });
});
