/**
 * The ERP port (decision 032): orders go to Easoft as JSON, POST {ERP_URL}/orders
 * with the token as a bearer credential and the order's reference as the idempotency key,
 * so a retried export cannot make a second ERP order. Easoft answers with its own order
 * id. Any other answer, or none within the time limit, throws: the outbox retries.
 */
import type { Language } from '#contracts/messages.ts';

export interface ErpOrderLine {
  item_id: string;
  name: string;
  amount: number;
  /** Unit prices in euros with VAT; discount_price after a percent code. */
  unit_price: number;
  discount_price: number;
}

export interface ErpOrder {
  order_id: number;
  reference: string;
  created: string;
  status: string;
  shipping_day: string | null;
  starting: string | null;
  washing_time: number;
  cleaner_id: number | null;
  customer: { name: string; phone: string; email: string };
  addresses: {
    type: 'shipping' | 'billing';
    name: string;
    street_address: string;
    postal_code: string;
    city: string;
    message: string | null;
  }[];
  company: {
    name: string;
    vat: string | null;
    einvoice_address: string | null;
    operator_id: string | null;
  } | null;
  payment_type: 'bill' | 'online';
  invoice_channel: 'none' | 'email' | 'paper' | 'einvoice';
  lines: ErpOrderLine[];
  total_price: number;
  total_price_after_discount: number;
  discount_code: string | null;
  additional_info: string;
  repeated_order: boolean;
  clean_interval: number | null;
  /** The customer's language, the lines' names are in it: 'fi', 'en' or 'sv' (decision 078). */
  language: Language;
  mall: { name: string; starting_month: string | null; cleaning_set: string | null } | null;
}

export interface ErpClient {
  /** Sends the order; answers Easoft's order id. `signal` gives up early (shutdown). */
  exportOrder(order: ErpOrder, signal?: AbortSignal): Promise<string>;
}

export function createEasoftClient(options: {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}): ErpClient {
  const base = options.url.replace(/\/$/, '');
  return {
    async exportOrder(order, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
      const response = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': order.reference,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(order),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`Easoft answered ${response.status}: ${text.slice(0, 200)}`);
      }
      let id: unknown;
      try {
        id = (JSON.parse(text) as { id?: unknown }).id;
      } catch {
        throw new Error(`Easoft answered ${response.status} without JSON: ${text.slice(0, 200)}`);
      }
      if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') {
        throw new Error(`Easoft answered without an order id: ${text.slice(0, 200)}`);
      }
      return String(id);
    },
  };
}
