import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagePath, siteLanguages } from '#contracts/site-pages.ts';

/**
 * The proof that this browser made an order (decision 040): POST order and POST mallorder
 * set an httpOnly cookie whose value is a keyed tag (HMAC-SHA256) of the order's reference,
 * with a key derived (HKDF-SHA256) from the app's key material, as the secret box derives
 * its keys. Its Path is the order's own summary, so each order has its own cookie, the
 * browser sends it to that one URL only, and ordering twice keeps both. The same cookie goes
 * to the order's thank-you page in each language (decision 080), whose server rendering
 * then shows this browser what its summary request would get.
 */
export const orderProofCookieName = 'order_proof';

/** The summary's URL: the one path the cookie of `reference` is sent to. */
export const orderSummaryPath = (reference: string) => `/api/order/payment/${reference}`;

/** The thank-you page's addresses of `reference`, one per language (decision 071). */
export const thankYouPaths = (reference: string) =>
  siteLanguages.map((language) => pagePath('thank_you', language, { reference }));

/** A week: the thank-you page and the bank's return, not a permanent key on a shared browser. */
export const orderProofMaxAgeSeconds = 7 * 24 * 60 * 60;

export function createOrderProof(material: string | Uint8Array, publicUrl: string) {
  const key = Buffer.from(hkdfSync('sha256', material, 'ikkunanpesu', 'order-proof', 32));
  const tagOf = (reference: string) => createHmac('sha256', key).update(reference, 'utf8').digest();
  const options = {
    httpOnly: true,
    // Lax: the cookie only lets this browser read its own order; it changes nothing.
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:'),
    maxAge: orderProofMaxAgeSeconds,
  };

  return {
    /** Marks this browser as the one that made the order of `reference`. */
    give(reply: FastifyReply, reference: string) {
      const tag = tagOf(reference).toString('base64url');
      for (const path of [orderSummaryPath(reference), ...thankYouPaths(reference)]) {
        reply.setCookie(orderProofCookieName, tag, { ...options, path });
      }
    },

    /** Whether the request carries the proof of the order of `reference`. */
    isGivenFor(request: FastifyRequest, reference: string): boolean {
      const sent = request.cookies[orderProofCookieName];
      if (!sent) return false;
      const expected = tagOf(reference);
      const given = Buffer.from(sent, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type OrderProof = ReturnType<typeof createOrderProof>;
