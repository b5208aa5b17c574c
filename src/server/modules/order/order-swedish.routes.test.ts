/**
 * An order in Swedish (issue 26 point 3, decision 078), on the real app with its SMTP server,
 * Easoft stand-in and Paytrail simulator: priced as in Finnish, and everything the customer
 * gets (the confirmation, its calendar invitation, the receipt, the cancellation) is in
 * Finland-Swedish with Finnish dates and numbers; the ERP export takes it. NOW is Monday
 * 23.11.2026.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { textOf } from '#server/test-support/receipt.ts';
import type { ParsedMail } from '#server/test-support/smtp.ts';
import { formatDay } from './order-mail';

/** Words only the Finnish texts use: none may reach a Swedish customer. */
const finnishOnly = [
  'Kiitos',
  'Hei ',
  'Tilausehdot',
  'Tilausnumero',
  'Pesupäivä',
  'Y-tunnus',
  'Ystävällisin',
  'Yhteensä',
  'arvonlisävero',
  'kotitalousvähennys',
  'klo ',
  'arkisin',
];
const expectNoFinnish = (text: string) => {
  for (const word of finnishOnly) expect(text, word).not.toContain(word);
};

/** '2026-11-24' as Finland writes it: '24.11.2026'. */
const finnishDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}.${year}`;
};

const eventOf = (mail: ParsedMail) => {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
};

describe('an order in Swedish', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  /** An invoice order in Swedish, its confirmation mail and the order page's token in it. */
  async function placeSwedish(email: string, dateIndex: number) {
    await o.newMails();
    const order = await o.place({ dateIndex, language: 'sv', address: { ...bill, email } });
    const confirmation = (await o.newMails()).find((m) => m.to.includes(email))!;
    const token = /\/sv\/bestallning\/([\w-]{43})/.exec(confirmation.text)![1]!;
    return { order, confirmation, token };
  }

  it('is priced as the same order in Finnish, and stored with language sv', async () => {
    const fi = await o.place({ dateIndex: 0, language: 'fi' });
    const sv = await o.place({ dateIndex: 1, language: 'sv' });
    const storedFi: StoredOrder = await o.get(fi.id);
    const storedSv: StoredOrder = await o.get(sv.id);
    expect(storedSv.language).toBe('sv');
    expect(storedSv.total_price_after_discount).toBe(storedFi.total_price_after_discount);
    expect(storedSv.order_items.map((i) => [i.amount, i.price])).toEqual(
      storedFi.order_items.map((i) => [i.amount, i.price]),
    );
    // The lines are named in Swedish: the window's Swedish title, the label of the others.
    expect(storedSv.order_items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Öppningsbart fönster, 4 ytor', 'Balkongglas', 'Startavgift']),
    );
    await o.newMails();
  });

  it('mails the confirmation, the calendar invitation, the receipt and the cancellation in Swedish', async () => {
    const { order, confirmation, token } = await placeSwedish('svensk@example.fi', 3);
    expect(confirmation.subject).toBe(`Orderbekräftelse: fönstertvätt ${dayOf(order.slot.date)}`);
    expect(confirmation.headers['content-language']).toBe('sv');
    const text = confirmation.text;
    for (const phrase of [
      'Hej ',
      'Tack för din beställning!',
      `Beställningsnummer: ${order.order_number}`,
      `${finnishDate(order.slot.date)} från kl. ${order.slot.starting.replace(':', '.')}`,
      'Faktura per e-post',
      'Priserna inkluderar moms 25,5 %.',
      'Hushållsavdrag upp till',
      'Beställningsvillkor:',
      'ångerfristen på 14 dagar',
      `/sv/bestallning/${token}`,
      'Frågor? Ring vår kundtjänst på 010 123 4567 (vardagar 8–16)',
      'Med vänliga hälsningar',
      'FO-nummer 2077474-0',
      '/sv/villkor',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toMatch(/\d+,\d\d €/);
    expectNoFinnish(text);
    expect(confirmation.html).toContain('<html lang="sv">');

    const invitation = eventOf(confirmation);
    expect(invitation.summary).toBe('Fönstertvätt');
    expect(invitation.description).toContain(`Beställning: ${order.order_number}`);
    expect(invitation.description).toMatch(/Fönstertvättare: \S+/);
    expect(confirmation.attachments[1]!.filename).toBe('fonstertvatt.ics');

    const pdf = await o.t.app.inject({ method: 'GET', url: `/api/manage/${token}/receipt.pdf` });
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="orderbekraftelse-${order.order_number}.pdf"`,
    );
    const receiptText = await textOf(pdf.rawPayload);
    for (const phrase of [
      'Orderbekräftelse',
      'Tvättdag',
      'FO-nummer 2077474-0',
      'Pris utan moms',
      'Moms 25,5 %',
      'Totalt (inkl. moms)',
      'Hushållsavdrag',
      'Öppningsbart fönster, 4 ytor',
      finnishDate(order.slot.date),
    ]) {
      expect(receiptText).toContain(phrase);
    }
    expectNoFinnish(receiptText);

    const cancelled = await o.t.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancellation] = (await o.newMails()).filter((m) => m.to.includes('svensk@example.fi'));
    expect(cancellation!.text).toContain(`/sv/bestallning/${token}`);
    expect(cancellation!.subject).toBe(`Din beställning ${order.order_number} har avbokats`);
    expect(cancellation!.text).toContain('Du frånträdde beställningen under ångerfristen');
    expect(cancellation!.text).toContain('0,00 €');
    expectNoFinnish(cancellation!.text);
    const cancelledEvent = eventOf(cancellation!);
    expect(cancellation!.calendar!.method).toBe('CANCEL');
    expect(cancelledEvent.summary).toBe('Avbokad: Fönstertvätt');
  });

  it('exports a Swedish order to the ERP with its language and Swedish lines', async () => {
    const { order } = await placeSwedish('erp@example.fi', 2);
    const sent = o.easoft.received.find((r) => r.body.reference === order.reference);
    expect(sent?.body).toMatchObject({ language: 'sv' });
    expect(JSON.stringify(sent?.body.lines)).toContain('Balkongglas');
  });

  it('answers a Swedish request with Swedish validation errors (Accept-Language, ?lang=)', async () => {
    const { body } = await orderPayload(o.t.app, { extra: { language: 'sv' } });
    const bad = { ...body, address: { ...body.address, email: 'ingen-adress' } };
    for (const request of [
      { url: '/api/order', headers: { 'accept-language': 'sv-FI,sv;q=0.9,fi;q=0.8' } },
      { url: '/api/order?lang=sv', headers: {} },
    ]) {
      const res = await o.t.app.inject({ method: 'POST', ...request, payload: bad });
      expect(res.statusCode).toBe(400);
      const answer = res.json<{ error: string; message: string; fields: Record<string, string> }>();
      expect(answer.error).toBe('VALIDATION_FAILED');
      expect(answer.message).toMatch(/^Kontrollera uppgifterna: /);
      expect(answer.fields['address.email']).toBe('E-postadressen är inte giltig');
    }
  });

  /** The day as the Swedish subject writes it: weekday, then d.M.yyyy ('tis 24.11.2026'). */
  function dayOf(day: string) {
    const words = formatDay(day, 'sv');
    expect(words).toMatch(new RegExp(`^[a-zåäö]+ ${finnishDate(day).replace(/\./g, '\\.')}$`));
    return words;
  }
});
