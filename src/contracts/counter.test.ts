import { describe, expect, it } from 'vitest';
import { counterItemKeys } from '#domain/counter/counter-config.ts';
import { makeCounterConfig } from '#domain/counter/counter-config.fixture.ts';
import { counterApiSchema, counterImageProblem, updateCounterInputSchema } from './counter';
import { defaultCounterApi } from './counter-api.fixture';
import { counterItemFields } from './counter-fields';
import { counterFromDomain, counterToDomain } from './counter-mapping';
import { firstIssueByPath } from './messages';

const errorsOf = (input: unknown) =>
  firstIssueByPath(counterApiSchema.safeParse(input).error?.issues ?? []);
const withWindow = (patch: Record<string, unknown>) => ({
  ...defaultCounterApi,
  windows: [{ ...defaultCounterApi.windows[0], ...patch }],
});

describe('counter mapping', () => {
  it('round-trips the 8888 counter: counterFromDomain(counterToDomain(x)) equals x', () => {
    expect(counterApiSchema.parse(defaultCounterApi)).toEqual(defaultCounterApi);
    expect(counterFromDomain(counterToDomain(defaultCounterApi))).toEqual(defaultCounterApi);
  });

  it('round-trips the domain fixture the other way', () => {
    const domain = makeCounterConfig();
    expect(counterToDomain(counterFromDomain(domain))).toEqual(domain);
  });

  it('speaks cents and minutes in the domain, keyed by item', () => {
    const domain = counterToDomain(defaultCounterApi);
    expect(domain.basePriceCents).toBe(4900);
    expect(domain.items.highOpening).toEqual({
      priceCents: 1999,
      minutes: 18,
      easoftItemId: '700543',
    });
    expect(domain.items.fastener.priceCents).toBe(29);
    expect(domain.items.highWindowBase.easoftItemId).toBe('700540');
    expect(domain.windows[1]).toMatchObject({ titleEng: 'Display window', priceCents: 1200 });
    expect(domain.defaults).toEqual({
      balcony: 1,
      terrace: 0,
      highWindow: 0,
      seal: 0,
      fastener: 2,
    });
  });

  it('has one row of field names per item key, all distinct', () => {
    expect(Object.keys(counterItemFields).sort()).toEqual([...counterItemKeys].sort());
    const names = Object.values(counterItemFields).flatMap((f) => Object.values(f));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(defaultCounterApi).toHaveProperty(name);
  });
});

describe('counter rules of the back office', () => {
  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    ['base price 0.01', { base_price: 0.01 }, 'base_price', undefined],
    ['base price 0', { base_price: 0 }, 'base_price', 'validation.must_be_positive_euros'],
    ['minimum price 0', { minimum_price: 0 }, 'minimum_price', 'validation.must_be_positive_euros'],
    [
      'base price of 3 decimals',
      { base_price: 49.001 },
      'base_price',
      'validation.too_many_decimals',
    ],
    [
      'percent 0',
      { annual_contract_discount_percent: 0 },
      'annual_contract_discount_percent',
      'validation.percent_exclusive_range',
    ],
    [
      'percent 99.5',
      { annual_contract_discount_percent: 99.5 },
      'annual_contract_discount_percent',
      undefined,
    ],
    [
      'percent 100',
      { annual_contract_discount_percent: 100 },
      'annual_contract_discount_percent',
      'validation.percent_exclusive_range',
    ],
    [
      'price missing',
      { balcony_glass_price: undefined },
      'balcony_glass_price',
      'validation.required',
    ],
    ['price as text', { misc_seal_price: 'abc' }, 'misc_seal_price', 'validation.not_a_number'],
    [
      'price 3 decimals',
      { misc_fastener_price: 0.295 },
      'misc_fastener_price',
      'validation.too_many_decimals',
    ],
    ['time missing', { high_washing_time: undefined }, 'high_washing_time', 'validation.required'],
    [
      'accounting id missing',
      { high_window_base_easoft_id: '' },
      'high_window_base_easoft_id',
      'validation.required',
    ],
    [
      'accounting id not a number',
      { terrace_easoft_item_id: '70A' },
      'terrace_easoft_item_id',
      'validation.not_a_number',
    ],
    [
      'default amount -1',
      { balcony_default_amount: -1 },
      'balcony_default_amount',
      'validation.negative',
    ],
    [
      'window title empty',
      withWindow({ title: ' ' }),
      'windows.0.title',
      'validation.title_required',
    ],
    [
      'window title_eng missing',
      withWindow({ title_eng: undefined }),
      'windows.0.title_eng',
      'validation.title_eng_required',
    ],
    [
      'window price as text',
      withWindow({ price: '7,90' }),
      'windows.0.price',
      'validation.not_a_number',
    ],
    [
      'window accounting id empty',
      withWindow({ easoft_item_id: '' }),
      'windows.0.easoft_item_id',
      'validation.required',
    ],
    [
      'window image as script',
      withWindow({ image: 'javascript:alert(1)' }),
      'windows.0.image',
      'validation.url_invalid',
    ],
  ])('%s', (_label, patch, field, expected) => {
    expect(errorsOf({ ...defaultCounterApi, ...patch })[field]).toBe(expected);
  });

  it('saves without translate', () => {
    const read = { ...defaultCounterApi, translate: { name: 'Verkkokauppa' } };
    expect(counterApiSchema.parse(read).translate).toEqual({ name: 'Verkkokauppa' });
    expect(updateCounterInputSchema.parse(read)).not.toHaveProperty('translate');
    // A save takes data URLs only; what GET may answer (a site path) is refused.
    const withPath = { ...read, windows: [{ ...read.windows[0], image: '/images/a.svg' }] };
    expect(updateCounterInputSchema.safeParse(withPath).success).toBe(false);
  });
});

describe('counter save: window rows and images', () => {
  const b64 = (text: string) => btoa(text);
  const svg = (inner: string) =>
    `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`)}`;
  const saveErrors = (patch: Record<string, unknown>) =>
    firstIssueByPath(
      updateCounterInputSchema.safeParse({
        ...defaultCounterApi,
        windows: [{ ...defaultCounterApi.windows[0], ...patch }],
      }).error?.issues ?? [],
    );

  it.each<[string, string, string | null]>([
    ['no image', '', null],
    ['a PNG', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', null],
    ['a JPEG', `data:image/jpeg;base64,${b64('\xff\xd8\xff\xe0\x00\x10JFIF')}`, null],
    ['a WebP', `data:image/webp;base64,${b64('RIFF\x00\x00\x00\x00WEBPVP8 ')}`, null],
    ['a plain SVG', svg('<path d="M0 0h1"/><use href="#a"/>'), null],
    ['a GIF', `data:image/gif;base64,${b64('GIF89a')}`, 'validation.image_type'],
    ['a path', '/images/a.svg', 'validation.image_type'],
    ['base64 with a bad length', 'data:image/png;base64,iVBORw0', 'validation.image_type'],
    [
      'PNG named but SVG inside',
      `data:image/png;base64,${b64('<svg></svg>')}`,
      'validation.image_type',
    ],
    [
      'SVG named but no svg inside',
      `data:image/svg+xml;base64,${b64('<html></html>')}`,
      'validation.image_type',
    ],
    ['too large', `data:image/png;base64,${'A'.repeat(410_000)}`, 'validation.image_too_large'],
    ['script', svg('<script>x</script>'), 'validation.image_unsafe'],
    ['event handler', svg('<g onclick="x()"/>'), 'validation.image_unsafe'],
    ['javascript link', svg('<a href="javascript:x()"/>'), 'validation.image_unsafe'],
    ['outside link', svg('<image xlink:href="http://x/y.png"/>'), 'validation.image_unsafe'],
    [
      'outside style',
      svg('<style>@import url(http://x/y.css);</style>'),
      'validation.image_unsafe',
    ],
    ['outside url()', svg('<rect fill="url(http://x/#a)"/>'), 'validation.image_unsafe'],
    ['character reference', svg('<a href="&#106;avascript:x"/>'), 'validation.image_unsafe'],
    ['animated href', svg('<set attributeName="href" to="x"/>'), 'validation.image_unsafe'],
    ['embedded HTML', svg('<foreignObject/>'), 'validation.image_unsafe'],
  ])('%s', (_label, image, expected) => {
    expect(counterImageProblem(image)).toBe(expected);
    expect(saveErrors({ image })['windows.0.image']).toBe(expected ?? undefined);
  });

  it('adds a row without an id, refuses the same id twice', () => {
    const { id: _id, ...fresh } = defaultCounterApi.windows[0]!;
    expect(
      updateCounterInputSchema.safeParse({
        ...defaultCounterApi,
        windows: [{ ...fresh, image: '' }],
      }).success,
    ).toBe(true);
    const twice = { ...defaultCounterApi.windows[0]!, image: '' };
    const errors = firstIssueByPath(
      updateCounterInputSchema.safeParse({ ...defaultCounterApi, windows: [twice, twice] }).error
        ?.issues ?? [],
    );
    expect(errors).toEqual({ 'windows.1.id': 'validation.duplicate' });
  });
});
