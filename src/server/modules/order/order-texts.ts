/**
 * Texts the server writes in the order's language: the names of stored order lines and
 * the confirmation mail. The line names and the terms are the same texts as the web app's
 * (locales common.json pricing.line and terms.json); order-texts.test.ts keeps them equal.
 */
import type { Language } from '#contracts/messages.ts';

export const lineNames: Record<Language, Record<string, string>> = {
  fi: {
    base: 'Aloitusmaksu',
    window: 'Ikkuna',
    balcony_glass: 'Parvekelasit',
    balcony_curtain: 'Parvekelasituksen verhot',
    balcony_railing: 'Parvekkeen lasikaide',
    balcony_railing_obstacle: 'Esteet kaiteen edessä',
    balcony_railing_meter: 'Lasikaide metreittäin',
    balcony_railing_obstacle_meter: 'Esteet kaiteen edessä, metreittäin',
    terrace_glass: 'Terassilasit',
    terrace_roof: 'Terassin lasikatto',
    high_window_base: 'Korkeat ikkunat, aloitusmaksu',
    high_window: 'Kiinteät korkeat ikkunat',
    high_opening_base: 'Avattavat korkeat ikkunat, aloitusmaksu',
    high_opening: 'Avattavat korkeat ikkunat',
    seal_base: 'Tiivisteiden puhdistus, aloitusmaksu',
    seal: 'Tiivisteiden puhdistus',
    fastener: 'Hyönteisverkot ja kiinnikkeet',
    online_discount: 'Verkkokaupan alennus',
    minimum_charge: 'Vähimmäislaskutus',
    payment_discount: 'Verkkomaksun alennus',
    charging_fee: 'Paperilaskun lisä',
    repeated_order: 'Toistuva tilaus',
  },
  en: {
    base: 'Start fee',
    window: 'Window',
    balcony_glass: 'Balcony glass',
    balcony_curtain: 'Glazing curtains',
    balcony_railing: 'Balcony glass railing',
    balcony_railing_obstacle: 'Obstacles in front of the railing',
    balcony_railing_meter: 'Glass railing per metre',
    balcony_railing_obstacle_meter: 'Obstacles in front of the railing, per metre',
    terrace_glass: 'Terrace glass',
    terrace_roof: 'Terrace glass roof',
    high_window_base: 'High windows, start fee',
    high_window: 'Fixed high windows',
    high_opening_base: 'Opening high windows, start fee',
    high_opening: 'Opening high windows',
    seal_base: 'Seal cleaning, start fee',
    seal: 'Seal cleaning',
    fastener: 'Insect screens and fasteners',
    online_discount: 'Online shop discount',
    minimum_charge: 'Minimum charge',
    payment_discount: 'Online payment discount',
    charging_fee: 'Paper invoice fee',
    repeated_order: 'Recurring order',
  },
};

/** The terms of order (customer spec section 9), in display order. */
export const orderTerms: Record<Language, { title: string; items: Record<string, string> }> = {
  fi: {
    title: 'Tilausehdot',
    items: {
      extra_work:
        'Tilauksen ulkopuolinen lisätyö laskutetaan hintaan 69 € / tunti sekä matkakulut. Erikoistyöt laskutetaan hintaan 70 € / tunti.',
      cancellation:
        'Jos tilaus perutaan alle 5 arkipäivää ennen sovittua aloitusta, veloitamme vähintään 30 % tilauksen hinnasta.',
      complaints: 'Mahdolliset huomautukset työn laadusta on tehtävä 2 päivän kuluessa pesusta.',
      insurance: 'Meillä on vastuuvakuutus, jonka vakuutusmäärä on 500 000 €.',
      payment: 'Laskun maksuehto on 14 päivää netto.',
      reminder:
        'Maksumuistutuksesta perimme 10 €:n muistutusmaksun, ja myöhästyneestä maksusta viivästyskoron korkolain mukaan.',
      index: 'Hinnat tarkistetaan vuosittain hintaindeksin mukaan.',
    },
  },
  en: {
    title: 'Terms of order',
    items: {
      extra_work:
        'Extra work outside the order is charged at 69 € per hour plus travel costs. Special work is charged at 70 € per hour.',
      cancellation:
        "If the order is cancelled less than 5 business days before the agreed start, we charge at least 30 % of the order's price.",
      complaints:
        'Any complaints about the quality of the work must be made within 2 days of the cleaning.',
      insurance: 'We hold liability insurance with a sum insured of 500,000 €.',
      payment: 'The payment term of the invoice is 14 days net.',
      reminder:
        'A payment reminder costs 10 €, and late payments bear penalty interest as laid down by law.',
      index: 'Prices are reviewed yearly according to a price index.',
    },
  },
};

export const mailTexts = {
  fi: {
    subject: 'Tilausvahvistus: ikkunanpesu {date}',
    subjectMall: 'Tilausvahvistus: ikkunanpesu alkaen {month}',
    greeting: 'Hei {name},',
    thanks: 'Kiitos tilauksestasi! Tässä ovat tilauksesi tiedot.',
    reference: 'Tilausnumero',
    day: 'Pesupäivä',
    dayValue: '{date} alkaen klo {time}',
    startingMonth: 'Aloituskuukausi',
    startingMonthValue: 'alkaen {month}',
    duration: 'Arvioitu työaika',
    durationValue: '{hours} h {minutes} min',
    address: 'Pesuosoite',
    billingAddress: 'Laskutusosoite',
    company: 'Yritys',
    lines: 'Tilauksen sisältö',
    code: 'Kampanjakoodi {code}',
    total: 'Yhteensä',
    vat: 'Hinnat sisältävät arvonlisäveron 25,5 %.',
    payment: 'Maksutapa',
    paid: 'Verkkomaksu, maksettu',
    online: 'Verkkomaksu',
    bill: {
      email: 'Lasku sähköpostiin',
      paper: 'Paperilasku',
      einvoice: 'Verkkolasku',
      none: 'Lasku',
    },
    recurring: 'Toistuva tilaus',
    recurringValue: '{months} kuukauden välein',
    internationalCleaner: 'Pesijä voi olla englanninkielinen',
    earlyStart: 'Aloitus peruuttamisaikana',
    earlyStartValue:
      'Pyysit, että työ aloitetaan 14 päivän peruuttamisajan kuluessa: jos peruutat tilauksen, maksat jo tehdystä työstä.',
    message: 'Viesti pesijälle',
    deduction:
      'Ikkunanpesu on kotitalousvähennykseen oikeuttavaa työtä: koko hinta on työn osuutta. Voit saada kotitalousvähennystä jopa {amount} (35 % työn osuudesta; omavastuu 150 € vuodessa henkilöä kohden, enintään 1 600 € vuodessa).',
    contact:
      'Kysyttävää? Soita asiakaspalveluun 010 123 4567 (arkisin 8–16) tai vastaa tähän viestiin.',
    signature: 'Ystävällisin terveisin\nIkkunanpesu',
  },
  en: {
    subject: 'Order confirmation: window cleaning on {date}',
    subjectMall: 'Order confirmation: window cleaning from {month}',
    greeting: 'Hello {name},',
    thanks: 'Thank you for your order! Here are the details of your order.',
    reference: 'Order number',
    day: 'Cleaning day',
    dayValue: '{date} starting at {time}',
    startingMonth: 'Starting month',
    startingMonthValue: 'from {month}',
    duration: 'Estimated working time',
    durationValue: '{hours} h {minutes} min',
    address: 'Cleaning address',
    billingAddress: 'Billing address',
    company: 'Company',
    lines: 'What was ordered',
    code: 'Campaign code {code}',
    total: 'Total',
    vat: 'Prices include 25.5 % VAT.',
    payment: 'Payment',
    paid: 'Online payment, paid',
    online: 'Online payment',
    bill: {
      email: 'Invoice by e-mail',
      paper: 'Paper invoice',
      einvoice: 'E-invoice',
      none: 'Invoice',
    },
    recurring: 'Recurring order',
    recurringValue: 'every {months} months',
    internationalCleaner: 'The cleaner may be English-speaking',
    earlyStart: 'Start within the withdrawal period',
    earlyStartValue:
      'You asked for the work to start within the 14-day withdrawal period: if you withdraw, you pay for the work already done.',
    message: 'Message to the cleaner',
    deduction:
      'Window cleaning qualifies for the household deduction: the whole price is work. You may get a household deduction of up to {amount} (35 % of the work; a yearly excess of 150 € per person, at most 1,600 € a year).',
    contact:
      'Questions? Call our customer service on 010 123 4567 (weekdays 8–16) or reply to this message.',
    signature: 'Kind regards\nWindow cleaning',
  },
} as const;

/**
 * The mail of an order paid after its payment hold whose washer time was sold meanwhile
 * (status needs_new_time, decision 036): it replaces the subject and the thanks of the
 * confirmation, and the mail names no day or start.
 */
export const newTimeMailTexts = {
  fi: {
    subject: 'Maksu vastaanotettu: sovitaan uusi pesuaika',
    received: 'Kiitos, olemme vastaanottaneet maksusi tilauksesta {reference}.',
    lost: 'Valitsemaasi pesuaikaa ei valitettavasti voitu pitää, koska maksu saapui varausajan päätyttyä ja aika ehdittiin varata toiselle asiakkaalle.',
    call: 'Asiakaspalvelumme soittaa sinulle numeroon {phone} ja sopii kanssasi uuden pesuajan. Tilauksesi ja maksusi ovat tallessa.',
  },
  en: {
    subject: 'Payment received: we will agree a new cleaning time',
    received: 'Thank you, we have received your payment for order {reference}.',
    lost: 'Unfortunately the cleaning time you chose could not be kept: the payment arrived after the booking hold had ended, and the time was booked by another customer meanwhile.',
    call: 'Our customer service will call you on {phone} to agree a new cleaning time with you. Your order and your payment are safe.',
  },
} as const;

/** Replaces {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Lines of the shopping-centre package (customer spec section 9, decision 024). */
export const mallLineNames: Record<
  Language,
  Record<'maintain' | 'basic' | 'shine' | 'extraWindows', string>
> = {
  fi: {
    maintain: 'Kauppakeskuspaketti: ylläpito',
    basic: 'Kauppakeskuspaketti: perus',
    shine: 'Kauppakeskuspaketti: kiilto',
    extraWindows: 'Näyteikkunat yli 10 kpl',
  },
  en: {
    maintain: 'Mall package: maintain',
    basic: 'Mall package: basic',
    shine: 'Mall package: shine',
    extraWindows: 'Display windows beyond 10',
  },
};
