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
  sv: {
    base: 'Startavgift',
    window: 'Fönster',
    balcony_glass: 'Balkongglas',
    balcony_curtain: 'Balkongglasningens gardiner',
    balcony_railing: 'Balkongens glasräcke',
    balcony_railing_obstacle: 'Hinder framför räcket',
    balcony_railing_meter: 'Glasräcke per meter',
    balcony_railing_obstacle_meter: 'Hinder framför räcket, per meter',
    terrace_glass: 'Terrassglas',
    terrace_roof: 'Terrassens glastak',
    high_window_base: 'Höga fönster, startavgift',
    high_window: 'Fasta höga fönster',
    high_opening_base: 'Öppningsbara höga fönster, startavgift',
    high_opening: 'Öppningsbara höga fönster',
    seal_base: 'Rengöring av tätningslister, startavgift',
    seal: 'Rengöring av tätningslister',
    fastener: 'Insektsnät och fästen',
    online_discount: 'Webbutikens rabatt',
    minimum_charge: 'Minimidebitering',
    payment_discount: 'Rabatt för nätbetalning',
    charging_fee: 'Tillägg för pappersfaktura',
    repeated_order: 'Återkommande beställning',
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
        'Kuluttajana voit peruuttaa tilauksen maksutta 14 päivän peruuttamisaikana ennen työn alkua (katso Peruuttamisoikeus). Muuten tilauksen voi siirtää tai perua maksutta viimeistään 5 arkipäivää ennen sovittua aloitusta; jos tilaus perutaan myöhemmin, veloitamme 30 % tilauksen hinnasta. Maksettu summa palautetaan veloitusta lukuun ottamatta 14 päivän kuluessa perumisesta.',
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
        'Extra work outside the order is charged at €69 per hour plus travel costs. Special work is charged at €70 per hour.',
      cancellation:
        "As a consumer you may withdraw from the order free of charge within the 14-day withdrawal period before the work starts (see Right of withdrawal). Otherwise the order can be moved or cancelled free of charge until 5 business days before the agreed start; if it is cancelled later, we charge 30 % of the order's price. What was paid, less any charge, is refunded within 14 days of the cancellation.",
      complaints:
        'Any complaints about the quality of the work must be made within 2 days of the cleaning.',
      insurance: 'We hold liability insurance with a sum insured of €500,000.',
      payment: 'The payment term of the invoice is 14 days net.',
      reminder:
        'A payment reminder costs €10, and late payments bear penalty interest as laid down by law.',
      index: 'Prices are reviewed yearly according to a price index.',
    },
  },
  sv: {
    title: 'Beställningsvillkor',
    items: {
      extra_work:
        'Extra arbete utöver beställningen debiteras enligt 69 € per timme samt resekostnader. Specialarbeten debiteras enligt 70 € per timme.',
      cancellation:
        'Som konsument kan du frånträda beställningen avgiftsfritt under ångerfristen på 14 dagar innan arbetet börjar (se Ångerrätt). I övrigt kan beställningen flyttas eller avbokas avgiftsfritt senast 5 vardagar före den avtalade starten; avbokas den senare, debiterar vi 30 % av beställningens pris. Det betalda beloppet återbetalas, med avdrag för avgiften, inom 14 dagar från avbokningen.',
      complaints:
        'Eventuella anmärkningar om arbetets kvalitet ska göras inom 2 dagar från tvätten.',
      insurance: 'Vi har en ansvarsförsäkring med försäkringsbeloppet 500 000 €.',
      payment: 'Fakturans betalningsvillkor är 14 dagar netto.',
      reminder:
        'För en betalningspåminnelse tar vi ut en påminnelseavgift på 10 €, och för en försenad betalning dröjsmålsränta enligt räntelagen.',
      index: 'Priserna justeras årligen enligt ett prisindex.',
    },
  },
};

export const mailTexts = {
  fi: {
    subject: 'Tilausvahvistus: ikkunanpesu {date}',
    subjectMall: 'Tilausvahvistus: ikkunanpesu {month} alkaen',
    greeting: 'Hei {name},',
    thanks: 'Kiitos tilauksestasi! Tässä ovat tilauksesi tiedot.',
    reference: 'Tilausnumero',
    day: 'Pesupäivä',
    dayValue: '{date} alkaen klo {time}',
    startingMonth: 'Aloituskuukausi',
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
      'Ikkunanpesu on kotitalousvähennykseen oikeuttavaa työtä: koko hinta on työn osuutta ({percent} % työn osuudesta; omavastuu {excess} vuodessa henkilöä kohden, enintään {cap} vuodessa).',
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
      'Window cleaning qualifies for the household deduction: the whole price is work ({percent} % of the work; a yearly excess of {excess} per person, at most {cap} a year).',
  },
  sv: {
    subject: 'Orderbekräftelse: fönstertvätt {date}',
    subjectMall: 'Orderbekräftelse: fönstertvätt från och med {month}',
    greeting: 'Hej {name},',
    thanks: 'Tack för din beställning! Här är uppgifterna om din beställning.',
    reference: 'Beställningsnummer',
    day: 'Tvättdag',
    dayValue: '{date} från kl. {time}',
    startingMonth: 'Startmånad',
    duration: 'Beräknad arbetstid',
    durationValue: '{hours} h {minutes} min',
    address: 'Tvättadress',
    billingAddress: 'Faktureringsadress',
    company: 'Företag',
    lines: 'Beställningens innehåll',
    code: 'Kampanjkod {code}',
    total: 'Totalt',
    vat: 'Priserna inkluderar moms 25,5 %.',
    payment: 'Betalningssätt',
    paid: 'Nätbetalning, betald',
    online: 'Nätbetalning',
    bill: {
      email: 'Faktura per e-post',
      paper: 'Pappersfaktura',
      einvoice: 'E-faktura',
      none: 'Faktura',
    },
    recurring: 'Återkommande beställning',
    recurringValue: 'med {months} månaders mellanrum',
    internationalCleaner: 'Fönstertvättaren kan vara engelskspråkig',
    earlyStart: 'Start under ångerfristen',
    earlyStartValue:
      'Du bad att arbetet ska påbörjas under ångerfristen på 14 dagar: om du frånträder beställningen betalar du för det arbete som redan har utförts.',
    message: 'Meddelande till fönstertvättaren',
    deduction:
      'Fönstertvätt berättigar till hushållsavdrag: hela priset är arbete ({percent} % av arbetets andel; självrisk {excess} per person och år, högst {cap} per år).',
  },
} as const satisfies Record<Language, unknown>;

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
  sv: {
    subject: 'Betalningen har tagits emot: vi kommer överens om en ny tvättid',
    received: 'Tack, vi har tagit emot din betalning för beställning {reference}.',
    lost: 'Tyvärr kunde den tvättid du valde inte hållas: betalningen kom efter att reservationstiden hade gått ut, och tiden hann under tiden bokas av en annan kund.',
    call: 'Vår kundtjänst ringer dig på numret {phone} och kommer överens med dig om en ny tvättid. Din beställning och din betalning finns kvar.',
  },
} as const satisfies Record<Language, unknown>;

/**
 * The household deduction in the same words in every mail and document (issue 28, decision
 * 067; the browser's are src/web/locales/<lang>/common.json 'deduction'): the headline, and
 * beside it what is left after the yearly excess for a customer who has not used it.
 */
export const deductionTexts: Record<
  Language,
  { headline: string; afterExcess: string; afterExcessNone: string }
> = {
  fi: {
    headline: 'Kotitalousvähennys jopa {amount}',
    afterExcess:
      'Jos tämän vuoden {excess}:n omavastuu on vielä käyttämättä, vähennystä jää sen jälkeen {one} yhdelle hakijalle tai {two} kahdelle puolisolle yhteensä.',
    afterExcessNone:
      'Jos tämän vuoden {excess}:n omavastuu on vielä käyttämättä, vähennystä ei jää sen jälkeen.',
  },
  en: {
    headline: 'Household deduction up to {amount}',
    afterExcess:
      "If this year's {excess} excess is still unused, what is left after it is {one} for one person or {two} for two spouses together.",
    afterExcessNone:
      "If this year's {excess} excess is still unused, no deduction is left after it.",
  },
  sv: {
    headline: 'Hushållsavdrag upp till {amount}',
    afterExcess:
      'Om årets självrisk på {excess} ännu inte är använd, återstår efter den {one} för en sökande eller {two} för två makar tillsammans.',
    afterExcessNone:
      'Om årets självrisk på {excess} ännu inte är använd, återstår inget avdrag efter den.',
  },
};

/** Replaces {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
