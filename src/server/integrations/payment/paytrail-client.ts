/**
 * A thin Paytrail Payment API client on node:crypto and fetch (reference/paytrail.md:
 * the official SDK cannot be pointed elsewhere and does not verify responses). The base
 * URL is resolved on every call, so the same client talks to Paytrail or to the simulator.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CreatePaymentRequest, CreatedPayment, PaymentGateway } from './payment-gateway';
import { PaymentGatewayError } from './payment-gateway';
import {
  signedRequestHeaders,
  verifyRedirectParams,
  verifySignedValues,
} from './paytrail-signature';

export interface PaytrailClientOptions {
  kind: 'paytrail' | 'simulator';
  account: string;
  secret: string;
  /** Base URL without a trailing slash, e.g. https://services.paytrail.com. */
  apiUrl: () => string;
  timeoutMs?: number;
  /** Clock of the signed timestamp. */
  now?: () => Date;
}

const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  icon: z.string().default(''),
  svg: z.string().default(''),
  group: z.string().default(''),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
});

const createResponseSchema = z.object({
  transactionId: z.string().min(1),
  href: z.string().default(''),
  terms: z.string().default(''),
  groups: z
    .array(z.object({ id: z.string(), name: z.string(), icon: z.string(), svg: z.string() }))
    .default([]),
  providers: z.array(providerSchema).default([]),
});

/** The JSON body of POST /payments, in the documented field order. */
export function createPaymentBody(request: CreatePaymentRequest): string {
  return JSON.stringify({
    stamp: request.stamp,
    reference: request.reference,
    amount: request.amountCents,
    currency: 'EUR',
    language: request.language,
    items: request.items.map((item) => ({
      unitPrice: item.unitPriceCents,
      units: item.units,
      vatPercentage: item.vatPercentage,
      productCode: item.productCode,
      ...(item.description ? { description: item.description } : {}),
    })),
    customer: request.customer,
    redirectUrls: request.redirectUrls,
    ...(request.callbackUrls ? { callbackUrls: request.callbackUrls } : {}),
  });
}

export function createPaytrailClient(options: PaytrailClientOptions): PaymentGateway {
  const { account, secret } = options;
  const now = options.now ?? (() => new Date());

  async function post(path: string, body: string): Promise<{ status: number; text: string }> {
    const headers = signedRequestHeaders({
      account,
      secret,
      method: 'POST',
      body,
      nonce: randomUUID(),
      timestamp: now().toISOString(),
    });
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl()}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentGatewayError(`Paytrail unreachable: ${(error as Error).message}`);
    }
    const text = await res.text();
    const responseHeaders = Object.fromEntries(res.headers);
    const requestId = res.headers.get('request-id') ?? 'none';
    if (!res.ok) {
      throw new PaymentGatewayError(
        `Paytrail answered ${res.status} (request-id ${requestId}): ${text.slice(0, 500)}`,
        res.status,
      );
    }
    const check = verifySignedValues(
      responseHeaders,
      res.headers.get('signature') ?? undefined,
      text,
      secret,
    );
    if (!check.valid) {
      throw new PaymentGatewayError(
        `Paytrail response signature refused (${check.reason}, request-id ${requestId})`,
        res.status,
      );
    }
    return { status: res.status, text };
  }

  return {
    kind: options.kind,
    account,
    async createPayment(request): Promise<CreatedPayment> {
      const { text } = await post('/payments', createPaymentBody(request));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new PaymentGatewayError('Paytrail answered a body that is not JSON');
      }
      const parsed = createResponseSchema.safeParse(json);
      if (!parsed.success) {
        throw new PaymentGatewayError(`Paytrail answer malformed: ${parsed.error.message}`);
      }
      return parsed.data;
    },
    verifyReturn: (query) => verifyRedirectParams(query, secret),
  };
}
