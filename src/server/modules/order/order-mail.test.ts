import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { householdDeduction } from '#domain/tax/household-deduction.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyContact } from '#contracts/contact-form.fixture.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { outbox } from '#server/db/schema/index.ts';
import { createTestDatabase } from '#server/db/test-database.ts';
import type { Clock } from '#server/lib/clock.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { orderTerms } from './order-texts';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '#server/test-support/html-validate-config.ts';
import { adminEnv, loginAs, testAdmin } from '#server/test-support/admin-session.ts';
import { defaultShopInfo } from '../shop-info/shop-info-defaults';

const bill = { paymentType: 'BILL', invoice_channel: 'email' };

describe('order confirmation mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, ...adminEnv } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const order = async (options: Parameters<typeof orderPayload>[1]) => {
    const payload = await orderPayload(t.app, options);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: payload.body });
    expect(res.statusCode).toBe(201);
    return { ...payload, answer: res.json() };
  };

  it('is delivered in Finnish with the summary, time, total, deduction note and terms', async () => {
    const { answer, quote, slot } = await order({ address: bill });
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!;
    expect(received.to).toEqual(['matti@example.fi']);
    const mail = await parseMail(received.raw);
    const total = quote({ paymentType: 'bill', invoiceChannel: 'email' }).totalAfterDiscountCents;
    const euros = (total / 100).toFixed(2).replace('.', ',');
    const [y, m, d] = slot.date.split('-').map(Number);
    expect(mail.subject).toMatch(/^Tilausvahvistus: ikkunanpesu /);
    expect(mail.subject).toContain(`${d}.${m}.${y}`);
    expect(mail.headers['content-language']).toBe('fi');
    expect(mail.text).toContain('Hei Matti Meikäläinen,');
    // The short order number for people (K-2026-004217); the long reference only in links.
    expect(answer.order_number).toMatch(/^K-\d{4}-\d{6}$/);
    expect(mail.text).toContain(`Tilausnumero: ${answer.order_number}`);
    expect(mail.text).not.toContain(answer.reference);
    expect(mail.text).toContain(`alkaen klo ${slot.starting}`);
    expect(mail.text).toContain(`Yhteensä: ${euros} €`);
    expect(mail.text).toContain('Lasku sähköpostiin');
    // The headline and, beside it, the after-excess figures: the one deduction (issue 28).
    const deduction = householdDeduction({
      workCents: total,
      customerKind: 'private',
      persons: 1,
      isExcessUsed: false,
    });
    expect(deduction.headlineCents).toBe(Math.floor((35 * total) / 100 / 100) * 100);
    const fiEuros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
    expect(mail.text).toContain(`Kotitalousvähennys jopa ${deduction.headlineCents / 100} €.`);
    // The sample order's deduction is all taken by the yearly excess: said so in words.
    expect(deduction.afterExcessCents.one).toBe(0);
    expect(mail.text).toContain(
      'Jos tämän vuoden 150 €:n omavastuu on vielä käyttämättä, vähennystä ei jää sen jälkeen.',
    );
    expect(mail.text).not.toContain(`${fiEuros(0)} yhdelle`);
    // The rule's figures from the rules the price is computed with, written in Finnish.
    expect(mail.text).toContain(
      'omavastuu 150 € vuodessa henkilöä kohden, enintään 1 600 € vuodessa',
    );
    expect(mail.text).toContain('Mannerheimintie 1, 00100 Helsinki');
    for (const term of Object.values(orderTerms.fi.items)) expect(mail.text).toContain(term);
    expect(mail.html).toContain('<html lang="fi">');
    expect(mail.html).toContain(`${euros} €`);
    expect(mail.html).toContain(orderTerms.fi.items.insurance);
  });

  it("writes the deduction's euros in English for a private English order", async () => {
    smtp.received.length = 0;
    // Large enough that something of the deduction is left after the yearly excess.
    const quantities = { ...emptyQuantities, balconyGlassAmount: 90, balconyGlassCurtain: true };
    const { quote } = await order({
      dateIndex: 2,
      address: bill,
      quantities,
      extra: { language: 'en' },
    });
    await t.app.outbox.drain();
    const mail = await parseMail(smtp.received[0]!.raw);
    const total = quote({ paymentType: 'bill', invoiceChannel: 'email' }).totalAfterDiscountCents;
    const deduction = householdDeduction({
      workCents: total,
      customerKind: 'private',
      persons: 1,
      isExcessUsed: false,
    });
    expect(deduction.afterExcessCents.one).toBeGreaterThan(0);
    const enEuros = (cents: number) =>
      `€${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
    expect(mail.text).toContain(`Household deduction up to €${deduction.headlineCents / 100}.`);
    expect(mail.text).toContain(
      `If this year's €150 excess is still unused, what is left after it is ${enEuros(deduction.afterExcessCents.one)} for one person or ${enEuros(deduction.afterExcessCents.two)} for two spouses together.`,
    );
    expect(mail.text).toContain('a yearly excess of €150 per person, at most €1,600 a year');
    expect(mail.text).not.toMatch(/\d €/);
  });

  it('is delivered in English for an English order, without a deduction for a company', async () => {
    smtp.received.length = 0;
    const { quote } = await order({
      dateIndex: 1,
      address: { ...companyContact, ...bill, invoice_channel: 'print' },
      extra: { language: 'en' },
    });
    await t.app.outbox.drain();
    const mail = await parseMail(smtp.received[0]!.raw);
    const total = quote({ paymentType: 'bill', invoiceChannel: 'paper' }).totalAfterDiscountCents;
    expect(mail.subject).toMatch(/^Order confirmation: window cleaning on /);
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.text).toContain(`Total: €${(total / 100).toFixed(2)}`);
    expect(mail.text).toContain('Paper invoice fee');
    expect(mail.text).toContain('Paper invoice');
    expect(mail.text).toContain('Ikkunat Oy (2077474-0)');
    expect(mail.text).not.toContain('household deduction');
    expect(mail.text).not.toContain('excess');
    for (const term of Object.values(orderTerms.en.items)) expect(mail.text).toContain(term);
  });

  it("states the terms of order the shop saved, in the order's language (decision 099)", async () => {
    const admin = await loginAs(t, testAdmin.email, testAdmin.password);
    const save = (terms: Partial<typeof defaultShopInfo>) =>
      admin.inject({
        method: 'PUT',
        url: '/api/settings/shop-info',
        payload: { ...defaultShopInfo, ...terms },
      });
    expect(
      (
        await save({
          termsFi: 'Oma ehto yksi.\n\nOma ehto kaksi,\ntoisella rivillä.',
          termsEn: 'Own term one.',
        })
      ).statusCode,
    ).toBe(200);
    try {
      for (const [language, dateIndex] of [
        ['fi', 3],
        ['en', 4],
      ] as const) {
        smtp.received.length = 0;
        await order({ dateIndex, address: bill, extra: { language } });
        await t.app.outbox.drain();
        const mail = await parseMail(smtp.received[0]!.raw);
        if (language === 'fi') {
          expect(mail.text).toContain(
            'Tilausehdot:\n\nOma ehto yksi.\n\nOma ehto kaksi,\ntoisella rivillä.',
          );
          expect(mail.html).toContain('<p>Oma ehto kaksi,<br>toisella rivillä.</p>');
          // The whole mail's HTML, footer included, by the rules the pages are held to.
          const report = await new HtmlValidate(htmlValidateConfig).validateString(mail.html);
          expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
        } else {
          expect(mail.text).toContain('Terms of order:\n\nOwn term one.');
        }
        // Not the built-in terms the saved ones replace.
        expect(mail.text).not.toContain(orderTerms[language].items.insurance);
      }
    } finally {
      await save({});
    }
  });

  it('is not sent for an online order before it is paid', async () => {
    smtp.received.length = 0;
    await order({ dateIndex: 2 });
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('order confirmation mail when the mail server is down', () => {
  it('keeps the order, records the failure and delivers on a later try', async () => {
    // A port that nothing listens on until the server "comes back".
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();

    let now = new Date('2026-11-23T08:00:00+02:00').getTime();
    const clock: Clock = { now: () => new Date(now) };
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const app = await buildApp(config, { database, clock });
    await app.ready();
    let smtp: TestSmtpServer | undefined;
    try {
      const { body } = await orderPayload(app, { address: bill });
      const created = await app.inject({ method: 'POST', url: '/api/order', payload: body });
      expect(created.statusCode).toBe(201);

      expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.topic, 'mail.order_confirmation'));
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row!.nextAttemptAt.getTime()).toBe(now + 30_000);
      const summary = await app.inject({
        method: 'GET',
        url: `/api/order/payment/${created.json().reference}`,
      });
      expect(summary.statusCode).toBe(200);

      // Not due yet: nothing is tried.
      expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 0 });

      smtp = await startSmtpServer(port);
      now += 31_000;
      expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [sent] = await database.db.select().from(outbox);
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent!.sentAt).not.toBeNull();
      // Delivered once: a later drain sends nothing again.
      now += 3_600_000;
      expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await app.close();
      await database.close();
      await smtp?.close();
    }
  });
});

describe('the outbox worker', () => {
  it('is started by buildApp, delivers on its own and stops on close', async () => {
    const smtp = await startSmtpServer();
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
    const clock: Clock = { now: () => new Date('2026-11-23T08:00:00+02:00') };
    const app = await buildApp(config, { database, clock, outboxPollMs: 50 });
    await app.ready();
    try {
      const { body } = await orderPayload(app, { address: bill });
      await app.inject({ method: 'POST', url: '/api/order', payload: body });
      const deadline = Date.now() + 5000;
      while (smtp.received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
      await smtp.close();
    }
  });

  it('writes .eml files to DATA_DIR/mail when no SMTP server is configured', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'h5-mail-test-'));
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const clock: Clock = { now: () => new Date('2026-11-23T08:00:00+02:00') };
    const app = await buildApp(config, { database, clock });
    await app.ready();
    try {
      const { body } = await orderPayload(app, { address: bill });
      await app.inject({ method: 'POST', url: '/api/order', payload: body });
      expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
      const files = await readdir(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await parseMail(await readFile(join(dataDir, 'mail', files[0]!), 'utf8'));
      expect(mail.subject).toMatch(/^Tilausvahvistus/);
      expect(mail.headers.to).toBe('matti@example.fi');
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
