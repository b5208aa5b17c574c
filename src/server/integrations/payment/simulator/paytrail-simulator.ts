/**
 * A local stand-in for Paytrail's Payment API (PAYMENT_PROVIDER=simulator), mounted under
 * /api/payment-simulator only when configured. It speaks the same protocol as the real
 * service: signed requests are verified (HMAC over the checkout-* headers and the raw
 * body; a nonce is accepted once), responses are signed, each provider has a form whose
 * signed fields the bank page checks, and finishing a payment calls the callback URL
 * (server to server) and then redirects the browser to the success or cancel URL with
 * signed checkout-* parameters. State is kept in memory: it is for development and tests.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  computeSignature,
  isPaytrailAlgorithm,
  signaturesEqual,
  verifySignedValues,
} from '../paytrail-signature';
import { bankPage, messagePage, type PageLanguage } from './simulator-pages';
import {
  groupLogoSvg,
  providerLogoSvg,
  simulatedGroups,
  simulatedProviders,
} from './simulator-providers';

export interface SimulatorOptions {
  account: string;
  secret: string;
}

/** The payment service terms' sentence as Paytrail words it in each of its languages. */
const paymentTermsHtml = {
  fi: 'Valitsemalla maksutavan hyväksyt <a href="https://www.paytrail.com/kuluttaja/maksupalveluehdot" target="_blank">maksupalveluehdot</a>',
  sv: 'Genom att välja betalningssätt godkänner du <a href="https://www.paytrail.com/sv/konsument/betalningsvillkor" target="_blank">villkoren för betaltjänsten</a>',
  en: 'By selecting a payment method, you agree to our <a href="https://www.paytrail.com/en/consumer/payment-service-terms" target="_blank">payment service terms &amp; conditions</a>',
} as const;

const urlSchema = z.url({ protocol: /^https?$/ });
const createSchema = z.object({
  stamp: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  amount: z.number().int().positive().max(99_999_999),
  currency: z.literal('EUR'),
  language: z.enum(['FI', 'SV', 'EN']),
  items: z
    .array(
      z.object({
        unitPrice: z.number().int(),
        units: z.number().int().min(1),
        vatPercentage: z.number().min(0).max(100),
        productCode: z.string().min(1).max(100),
        description: z.string().max(1000).optional(),
      }),
    )
    .optional(),
  customer: z.object({ email: z.string().email().max(200) }).loose(),
  redirectUrls: z.object({ success: urlSchema, cancel: urlSchema }),
  callbackUrls: z.object({ success: urlSchema, cancel: urlSchema }).optional(),
});
type CreateBody = z.infer<typeof createSchema>;

interface SimulatedTransaction {
  id: string;
  request: CreateBody;
  /** Where the browser reaches the simulator: the origin of the success URL. */
  browserBase: string;
  status: 'new' | 'ok' | 'fail';
  finalQuery?: string;
}

const paytrailError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status: 'error', message });

export const paytrailSimulator: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const { account, secret } = options;
  const transactions = new Map<string, SimulatedTransaction>();
  const usedNonces = new Set<string>();
  const prefix = app.prefix;

  // The raw text, to check signatures over it (instead of the app's JSON parser).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The signed headers of a response over its raw body. */
  function signResponse(reply: FastifyReply, body: string, transactionId: string) {
    const headers = {
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-method': 'POST',
      'checkout-transaction-id': transactionId,
    };
    reply.headers({
      ...headers,
      'request-id': randomUUID(),
      signature: computeSignature(headers, body, secret, 'sha256'),
      'content-type': 'application/json; charset=utf-8',
    });
  }

  const formToken = (transactionId: string, index: number) =>
    createHmac('sha256', secret).update(`${transactionId}:${index}`).digest('hex');

  function providerForms(tx: SimulatedTransaction) {
    return simulatedProviders.map((provider, index) => {
      const fields: Record<string, string> = {
        'checkout-account': account,
        'checkout-algorithm': 'sha256',
        'checkout-method': 'POST',
        'checkout-nonce': randomUUID(),
        'checkout-timestamp': new Date().toISOString(),
        'checkout-transaction-id': tx.id,
      };
      const signature = computeSignature(fields, '', secret, 'sha256');
      const logo = `${tx.browserBase}/logos/provider-${index}.svg`;
      return {
        id: provider.id,
        name: provider.name,
        url: `${tx.browserBase}/pay/${tx.id}/${index}`,
        icon: logo,
        svg: logo,
        group: provider.group,
        parameters: [
          ...Object.entries(fields).map(([name, value]) => ({ name, value })),
          { name: 'signature', value: signature },
        ],
      };
    });
  }

  app.post('/payments', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const headers = request.headers as Record<string, string | string[] | undefined>;
    const nonce = headers['checkout-nonce'];
    const check = verifySignedValues(headers, headers.signature, raw, secret);
    if (!check.valid) return paytrailError(reply, 401, `HMAC check failed: ${check.reason}`);
    if (
      check.params['checkout-account'] !== account ||
      check.params['checkout-method'] !== 'POST'
    ) {
      return paytrailError(reply, 401, 'Merchant or method does not match');
    }
    if (typeof nonce !== 'string' || nonce === '' || usedNonces.has(nonce)) {
      return paytrailError(reply, 401, 'Nonce missing or already used');
    }
    usedNonces.add(nonce);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return paytrailError(reply, 400, 'Body is not JSON');
    }
    const parsed = createSchema.safeParse(json);
    if (!parsed.success) return paytrailError(reply, 400, parsed.error.message);
    const body = parsed.data;
    const itemsSum = body.items?.reduce((sum, item) => sum + item.unitPrice * item.units, 0);
    if (itemsSum !== undefined && itemsSum !== body.amount) {
      return paytrailError(reply, 400, 'Amount does not match the total of the items');
    }
    const tx: SimulatedTransaction = {
      id: randomUUID(),
      request: body,
      browserBase: `${new URL(body.redirectUrls.success).origin}${prefix}`,
      status: 'new',
    };
    transactions.set(tx.id, tx);
    const lang = ({ FI: 'fi', SV: 'sv', EN: 'en' } as const)[body.language];
    const terms = paymentTermsHtml[lang];
    const groups = (['mobile', 'creditcard', 'bank', 'credit'] as const).map((id) => ({
      id,
      name: simulatedGroups[id][lang],
      icon: `${tx.browserBase}/logos/group-${id}.svg`,
      svg: `${tx.browserBase}/logos/group-${id}.svg`,
    }));
    const answer = JSON.stringify({
      transactionId: tx.id,
      href: `${tx.browserBase}/pay/${tx.id}`,
      reference: body.reference,
      terms,
      groups,
      providers: providerForms(tx),
    });
    signResponse(reply, answer, tx.id);
    return reply.code(201).send(answer);
  });

  const logoCache = { publicCacheControl: 'public, max-age=86400' };
  app.get<{ Params: { file: string } }>(
    '/logos/:file',
    { config: logoCache },
    async (request, reply) => {
      const provider = /^provider-(\d+)\.svg$/.exec(request.params.file);
      const group = /^group-(\w+)\.svg$/.exec(request.params.file);
      let svg: string | undefined;
      if (provider) {
        const entry = simulatedProviders[Number(provider[1])];
        if (entry) svg = providerLogoSvg(entry);
      } else if (group?.[1] && group[1] in simulatedGroups) {
        svg = groupLogoSvg(simulatedGroups[group[1] as keyof typeof simulatedGroups].en);
      }
      if (!svg) return reply.code(404).send({ status: 'error', message: 'Not found' });
      return reply.header('content-type', 'image/svg+xml').send(svg);
    },
  );

  const languageOf = (tx: SimulatedTransaction): PageLanguage => tx.request.language;

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').send(html);
  }

  app.post<{ Params: { tx: string; index: string }; Body: Record<string, string> }>(
    '/pay/:tx/:index',
    async (request, reply) => {
      const tx = transactions.get(request.params.tx);
      const index = Number(request.params.index);
      const provider = simulatedProviders[index];
      if (!tx || !provider) return sendPage(reply, 404, messagePage('EN', 'Unknown payment'));
      const fields = request.body ?? {};
      const check = verifySignedValues(fields, fields.signature, '', secret);
      if (!check.valid || check.params['checkout-transaction-id'] !== tx.id) {
        return sendPage(reply, 401, messagePage(languageOf(tx), 'Form signature refused'));
      }
      if (!isPaytrailAlgorithm(check.params['checkout-algorithm'])) {
        return sendPage(reply, 400, messagePage(languageOf(tx), 'Algorithm refused'));
      }
      return sendPage(
        reply,
        200,
        bankPage({
          language: languageOf(tx),
          providerName: provider.name,
          logoUrl: `${tx.browserBase}/logos/provider-${index}.svg`,
          amountCents: tx.request.amount,
          reference: tx.request.reference,
          action: `${tx.browserBase}/pay/${tx.id}/${index}/complete`,
          token: formToken(tx.id, index),
        }),
      );
    },
  );

  async function callBack(url: string, query: string) {
    try {
      const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) app.log.warn({ status: res.status, url }, 'simulator callback refused');
    } catch (error) {
      app.log.warn({ err: error, url }, 'simulator callback failed');
    }
  }

  app.post<{ Params: { tx: string; index: string }; Body: Record<string, string> }>(
    '/pay/:tx/:index/complete',
    async (request, reply) => {
      const tx = transactions.get(request.params.tx);
      const index = Number(request.params.index);
      const provider = simulatedProviders[index];
      if (!tx || !provider) return sendPage(reply, 404, messagePage('EN', 'Unknown payment'));
      const { action, token } = request.body ?? {};
      if (typeof token !== 'string' || !signaturesEqual(formToken(tx.id, index), token)) {
        return sendPage(reply, 401, messagePage(languageOf(tx), 'Form token refused'));
      }
      if (action !== 'ok' && action !== 'fail' && action !== 'cancel') {
        return sendPage(reply, 400, messagePage(languageOf(tx), 'Unknown action'));
      }
      const status = tx.status === 'new' ? (action === 'ok' ? 'ok' : 'fail') : tx.status;
      if (tx.status === 'new') {
        tx.status = status;
        const params: Record<string, string> = {
          'checkout-account': account,
          'checkout-algorithm': 'sha256',
          'checkout-amount': String(tx.request.amount),
          'checkout-stamp': tx.request.stamp,
          'checkout-reference': tx.request.reference,
          'checkout-transaction-id': tx.id,
          'checkout-status': status,
          'checkout-provider': provider.id,
        };
        const signature = computeSignature(params, '', secret, 'sha256');
        tx.finalQuery = new URLSearchParams({ ...params, signature }).toString();
        const callback = tx.request.callbackUrls;
        if (callback)
          await callBack(status === 'ok' ? callback.success : callback.cancel, tx.finalQuery);
      }
      const target =
        status === 'ok' ? tx.request.redirectUrls.success : tx.request.redirectUrls.cancel;
      const separator = target.includes('?') ? '&' : '?';
      return reply.redirect(`${target}${separator}${tx.finalQuery}`, 303);
    },
  );
};
