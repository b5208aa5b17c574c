import { describe, expect, it } from 'vitest';
import { serviceHours, shopTermsOf, telHref } from './shop-contact';

describe('telHref', () => {
  it.each([
    ['010 123 4567', 'tel:+358101234567'],
    ['040-765 4321', 'tel:+358407654321'],
    ['(09) 123 456', 'tel:+3589123456'],
    ['+358 40 765 4321', 'tel:+358407654321'],
    ['+46 8 123 456', 'tel:+468123456'],
  ])('%s is %s', (phone, href) => expect(telHref(phone)).toBe(href));
});

describe('serviceHours', () => {
  const info = {
    serviceHoursFi: 'arkisin 8–16',
    serviceHoursEn: 'weekdays 8–16',
    serviceHoursSv: 'vardagar 8–16',
  };
  it('answers in the page language, Finnish for anything else', () => {
    expect(serviceHours(info, 'en')).toBe('weekdays 8–16');
    expect(serviceHours(info, 'sv')).toBe('vardagar 8–16');
    expect(serviceHours(info, 'fi')).toBe('arkisin 8–16');
    expect(serviceHours(info, 'de')).toBe('arkisin 8–16');
  });

  it('answers Swedish pages in Finnish while the Swedish hours are empty (decision 078)', () => {
    expect(serviceHours({ ...info, serviceHoursSv: ' ' }, 'sv')).toBe('arkisin 8–16');
  });
});

describe('shopTermsOf', () => {
  const info = { termsFi: 'Ehdot.', termsEn: 'Terms.', termsSv: 'Villkor.' };
  it.each([
    ['fi', 'Ehdot.'],
    ['en', 'Terms.'],
    ['sv', 'Villkor.'],
  ])('in %s: %s', (language, terms) => expect(shopTermsOf(info, language)).toBe(terms));

  it('gives Swedish customers the Finnish terms while the Swedish ones are empty', () => {
    expect(shopTermsOf({ ...info, termsSv: '' }, 'sv')).toBe('Ehdot.');
  });
});
