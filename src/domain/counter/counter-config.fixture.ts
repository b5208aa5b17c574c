/**
 * A complete, realistic counter configuration for tests (domain, contracts, web).
 * Prices are distinct on purpose so that a wrong line shows up as a wrong sum.
 */
import { defaultFixedAmounts } from './counter-config';
import type { CounterConfig, CounterItemKey, PricedItem, WindowType } from './counter-config';

const window = (
  id: number,
  title: string,
  titleEng: string,
  priceCents: number,
  washingMinutes: number,
): WindowType => ({
  id,
  title,
  titleEng,
  titleSv: '',
  image: '',
  priceCents,
  washingMinutes,
  defaultAmount: 0,
  easoftItemId: `7001${String(id).padStart(2, '0')}`,
});

const item = (priceCents: number, minutes: number, easoftItemId: string): PricedItem => ({
  priceCents,
  minutes,
  easoftItemId,
});

export const fixtureItems: Record<CounterItemKey, PricedItem> = {
  balconyGlass: item(500, 4, '700501'),
  balconyCurtain: item(150, 2, '700502'),
  balconyRailing: item(300, 3, '700503'),
  balconyRailingObstacle: item(100, 1, '700504'),
  balconyRailingMeter: item(450, 5, '700505'),
  balconyRailingObstacleMeter: item(120, 2, '700506'),
  terraceGlass: item(600, 6, '700507'),
  terraceRoof: item(9900, 60, '700508'),
  highWindowBase: item(3500, 20, '700509'),
  highWindow: item(1500, 12, '700510'),
  highOpeningBase: item(4500, 25, '700511'),
  highOpening: item(2500, 15, '700512'),
  sealBase: item(2000, 10, '700513'),
  seal: item(250, 3, '700514'),
  fastener: item(80, 1, '700515'),
};

export const fixtureWindows: WindowType[] = [
  window(1, 'Avattava 4-pintainen', 'Opening 4 surfaces', 790, 8),
  window(2, 'Avattava 6-pintainen', 'Opening 6 surfaces', 990, 10),
  window(3, 'Avaamaton ikkuna', 'Unopening window', 390, 4),
  window(4, 'Näyteikkuna', 'Display window', 1200, 12),
];

/** The fixture configuration; pass overrides for the fields a test is about. */
export function makeCounterConfig(overrides: Partial<CounterConfig> = {}): CounterConfig {
  return {
    id: 1,
    basePriceCents: 5900,
    baseMinutes: 30,
    minimumPriceCents: 9900,
    annualContractDiscountPercent: 0,
    terraceGlassRoofPriceCents: 0,
    windows: fixtureWindows,
    items: fixtureItems,
    defaults: { balcony: 0, terrace: 0, highWindow: 0, seal: 0, fastener: 0 },
    fixedAmounts: defaultFixedAmounts,
    showVideoGuide: false,
    basePriceInfoBlock: false,
    ...overrides,
  };
}
