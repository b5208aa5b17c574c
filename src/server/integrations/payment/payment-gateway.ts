/**
 * The payment port: what the payment module needs from a payment service provider.
 * One adapter speaks Paytrail's Payment API (paytrail-client.ts); pointed at the local
 * simulator (simulator/) it runs the whole flow offline with the same code and signatures.
 */
import type { SignatureCheck, SignedValues } from './paytrail-signature';

export interface PaymentItem {
  /** Integer cents including VAT; negative for discount rows. */
  unitPriceCents: number;
  units: number;
  vatPercentage: number;
  productCode: string;
  description?: string;
}

export interface CreatePaymentRequest {
  /** Our unique id of this attempt (checkout-stamp). */
  stamp: string;
  /** The order's reference (checkout-reference). */
  reference: string;
  /** Integer cents; equals the sum of the items. */
  amountCents: number;
  language: 'FI' | 'SV' | 'EN';
  items: PaymentItem[];
  customer: { email: string; firstName?: string; lastName?: string; phone?: string };
  redirectUrls: { success: string; cancel: string };
  /** Server-to-server GETs with the same signed parameters; optional. */
  callbackUrls?: { success: string; cancel: string };
}

export interface ProviderGroup {
  id: string;
  name: string;
  icon: string;
  svg: string;
}

export interface GatewayProvider {
  id: string;
  name: string;
  url: string;
  icon: string;
  svg: string;
  group: string;
  parameters: { name: string; value: string }[];
}

export interface CreatedPayment {
  transactionId: string;
  href: string;
  /** Localized HTML with a link to the payment terms. */
  terms: string;
  groups: ProviderGroup[];
  providers: GatewayProvider[];
}

export interface PaymentGateway {
  readonly kind: 'paytrail' | 'simulator';
  /** Our merchant id: a verified redirect must carry it as checkout-account. */
  readonly account: string;
  /** Throws PaymentGatewayError when the provider cannot be reached or answers wrongly. */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Verifies the signed query of a redirect or callback. */
  verifyReturn(query: SignedValues): SignatureCheck;
}

/** The provider failed: unreachable, an error status, or an unsigned or malformed answer. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
