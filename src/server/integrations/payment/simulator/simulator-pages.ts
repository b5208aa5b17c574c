/**
 * The simulator's bank page: the chosen method, the amount and three buttons (pay, the
 * provider refuses, the customer cancels). Plain HTML with no script, in the payment's
 * language; it stands in for the bank's own page.
 */
import { escapeHtml } from '#server/lib/escape-html.ts';
import { numberFormatOf } from '#domain/locale/intl-locale.ts';
const texts = {
  FI: {
    title: 'Maksusimulaattori',
    intro: 'Tämä sivu esittää maksutavan sivua paikallisessa kehitysympäristössä. Rahaa ei siirry.',
    amount: 'Summa',
    reference: 'Viite',
    pay: 'Maksa',
    fail: 'Maksu epäonnistuu',
    cancel: 'Peruuta',
    done: 'Maksu on jo käsitelty.',
  },
  EN: {
    title: 'Payment simulator',
    intro:
      'This page stands in for the payment method’s page in a local environment. No money moves.',
    amount: 'Amount',
    reference: 'Reference',
    pay: 'Pay',
    fail: 'Payment fails',
    cancel: 'Cancel',
    done: 'This payment has already been processed.',
  },
  SV: {
    title: 'Betalningssimulator',
    intro:
      'Den här sidan står i stället för betalningssättets sida i en lokal miljö. Inga pengar överförs.',
    amount: 'Belopp',
    reference: 'Referens',
    pay: 'Betala',
    fail: 'Betalningen misslyckas',
    cancel: 'Avbryt',
    done: 'Betalningen har redan behandlats.',
  },
} as const;

/** Paytrail's language codes as the page's `lang` and its number format. */
const pageLocales = {
  FI: { lang: 'fi', intl: 'fi-FI' },
  SV: { lang: 'sv', intl: 'sv-FI' },
  EN: { lang: 'en', intl: 'en-FI' },
} as const satisfies Record<keyof typeof texts, unknown>;

export type PageLanguage = keyof typeof texts;

const formatEuros = (cents: number, language: PageLanguage) =>
  numberFormatOf(pageLocales[language].intl, {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

function layout(language: PageLanguage, body: string): string {
  return `<!doctype html>
<html lang="${pageLocales[language].lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts[language].title}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;background:#f1f3f5;margin:0;padding:16px;color:#212529}
main{max-width:480px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 8px} img{display:block;margin:12px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px} dt{color:#495057} dd{margin:0;overflow-wrap:anywhere;min-width:0}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
button{font:inherit;padding:12px;border-radius:8px;border:1px solid #adb5bd;background:#fff;cursor:pointer}
button.pay{background:#2f9e44;color:#fff;border-color:#2f9e44}
</style></head>
<body><main>${body}</main></body></html>`;
}

export interface BankPageInput {
  language: PageLanguage;
  providerName: string;
  logoUrl: string;
  amountCents: number;
  reference: string;
  action: string;
  token: string;
}

export function bankPage(input: BankPageInput): string {
  const t = texts[input.language];
  const button = (action: string, label: string, cls = '') =>
    `<button type="submit" name="action" value="${action}" class="${cls}">${label}</button>`;
  return layout(
    input.language,
    `<h1>${t.title}: ${escapeHtml(input.providerName)}</h1>
<img src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.providerName)}" width="120" height="48">
<p>${t.intro}</p>
<dl><dt>${t.amount}</dt><dd data-testid="simulator-amount">${formatEuros(input.amountCents, input.language)}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(input.reference)}</dd></dl>
<form method="post" action="${escapeHtml(input.action)}" class="actions">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
${button('ok', t.pay, 'pay')}${button('fail', t.fail)}${button('cancel', t.cancel)}
</form>`,
  );
}

export function messagePage(language: PageLanguage, message: string): string {
  return layout(language, `<h1>${texts[language].title}</h1><p>${escapeHtml(message)}</p>`);
}
