/**
 * The payment methods the local Paytrail simulator offers: Finnish banks, cards, mobile
 * and credit methods, in Paytrail's group order. More than 30 of them, like a real
 * merchant account, so that the payment page's 'show all' is exercised. Logos are small
 * SVGs served by the simulator itself (no external images).
 */
export interface SimulatedProvider {
  id: string;
  name: string;
  group: 'bank' | 'creditcard' | 'mobile' | 'credit';
  color: string;
}

const bank = (id: string, name: string, color: string): SimulatedProvider => ({
  id,
  name,
  group: 'bank',
  color,
});

export const simulatedProviders: readonly SimulatedProvider[] = [
  { id: 'mobilepay', name: 'MobilePay', group: 'mobile', color: '#5a78ff' },
  { id: 'pivo', name: 'Pivo', group: 'mobile', color: '#ff6b00' },
  { id: 'siirto', name: 'Siirto', group: 'mobile', color: '#222222' },
  { id: 'applepay', name: 'Apple Pay', group: 'mobile', color: '#000000' },
  { id: 'googlepay', name: 'Google Pay', group: 'mobile', color: '#4285f4' },
  { id: 'creditcard', name: 'Visa', group: 'creditcard', color: '#1a1f71' },
  { id: 'creditcard', name: 'Visa Electron', group: 'creditcard', color: '#1a1f71' },
  { id: 'creditcard', name: 'Mastercard', group: 'creditcard', color: '#eb001b' },
  { id: 'amex', name: 'American Express', group: 'creditcard', color: '#2e77bb' },
  { id: 'diners', name: 'Diners Club', group: 'creditcard', color: '#004a97' },
  bank('osuuspankki', 'OP', '#ff6a10'),
  bank('nordea', 'Nordea', '#0000a0'),
  bank('danske', 'Danske Bank', '#003755'),
  bank('saastopankki', 'Säästöpankki', '#e30613'),
  bank('pop', 'POP Pankki', '#f7a600'),
  bank('aktia', 'Aktia', '#00a1b0'),
  bank('spankki', 'S-Pankki', '#00704a'),
  bank('handelsbanken', 'Handelsbanken', '#005ea5'),
  bank('alandsbanken', 'Ålandsbanken', '#00345e'),
  bank('omasp', 'OmaSP', '#c8102e'),
  bank('oma-yritys', 'OmaSP Yritys', '#a00d25'),
  bank('op-yritys', 'OP Yritys', '#e05a00'),
  bank('nordea-yritys', 'Nordea Yritys', '#00007a'),
  bank('danske-yritys', 'Danske Bank Yritys', '#00263b'),
  bank('sp-yritys', 'Säästöpankki Yritys', '#b8050f'),
  bank('pop-yritys', 'POP Pankki Yritys', '#d18c00'),
  bank('aktia-yritys', 'Aktia Yritys', '#00808c'),
  { id: 'walleyb2c', name: 'Walley', group: 'credit', color: '#3b1f5f' },
  { id: 'walleyb2b', name: 'Walley Yrityslasku', group: 'credit', color: '#2a1545' },
  { id: 'klarna', name: 'Klarna', group: 'credit', color: '#ffb3c7' },
  { id: 'oplasku', name: 'OP Lasku', group: 'credit', color: '#ff6a10' },
  { id: 'jousto', name: 'Jousto', group: 'credit', color: '#00b3a6' },
  { id: 'riverty', name: 'Riverty', group: 'credit', color: '#0b7b6b' },
  { id: 'alisa', name: 'Alisa Yrityslasku', group: 'credit', color: '#005b96' },
];

export const simulatedGroups: Record<
  SimulatedProvider['group'],
  { fi: string; en: string; sv: string }
> = {
  mobile: { fi: 'Mobiilimaksutavat', en: 'Mobile payment methods', sv: 'Mobila betalningssätt' },
  creditcard: { fi: 'Korttimaksutavat', en: 'Payment cards', sv: 'Betalkort' },
  bank: { fi: 'Pankkimaksutavat', en: 'Bank payment methods', sv: 'Bankbetalningar' },
  credit: {
    fi: 'Lasku- ja osamaksutavat',
    en: 'Invoice and instalment methods',
    sv: 'Faktura och delbetalning',
  },
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A logo: the method's name on its colour, 120 x 48. */
export function providerLogoSvg(provider: SimulatedProvider): string {
  const light = provider.color === '#ffb3c7' || provider.color === '#f7a600';
  const size = provider.name.length > 14 ? 11 : provider.name.length > 10 ? 13 : 16;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48">',
    `<rect width="120" height="48" rx="6" fill="${provider.color}"/>`,
    `<text x="60" y="29" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700"`,
    ` text-anchor="middle" fill="${light ? '#1b1b1b' : '#ffffff'}">${escapeXml(provider.name)}</text>`,
    '</svg>',
  ].join('');
}

export function groupLogoSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">',
    '<rect width="48" height="48" rx="8" fill="#e9ecef"/>',
    `<text x="24" y="30" font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle" fill="#343a40">${escapeXml(name.slice(0, 2))}</text>`,
    '</svg>',
  ].join('');
}
