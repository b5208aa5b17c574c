/**
 * Paytrail's create-payment call for the bench's production app (PAYTRAIL_API_URL points
 * here): a signed request is checked and answered with the simulator's payment methods, as
 * Paytrail answers it, so that the payment page is measured with a real order's methods.
 * The logos come inline (data: URLs): production's content security policy lets images
 * come only from the app and Paytrail's CDN, which the bench cannot reach.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  computeSignature,
  verifySignedValues,
} from '#server/integrations/payment/paytrail-signature.ts';
import {
  providerLogoSvg,
  simulatedProviders,
} from '#server/integrations/payment/simulator/simulator-providers.ts';

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export async function startPaytrail(account: string, secret: string) {
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/payments', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const headers = request.headers as Record<string, string | undefined>;
    const check = verifySignedValues(headers, headers.signature, raw, secret);
    if (!check.valid || check.params['checkout-account'] !== account) {
      return reply.code(401).send({ status: 'error', message: 'HMAC check failed' });
    }
    const { language } = JSON.parse(raw) as { language: string };
    const transactionId = randomUUID();
    const answer = JSON.stringify({
      transactionId,
      href: `https://pay.paytrail.com/pay/${transactionId}`,
      terms:
        language === 'FI'
          ? 'Valitsemalla maksutavan hyväksyt <a href="https://www.paytrail.com/kuluttaja/maksupalveluehdot" target="_blank">maksupalveluehdot</a>'
          : 'By selecting a payment method, you agree to our <a href="https://www.paytrail.com/en/consumer/payment-service-terms" target="_blank">payment service terms &amp; conditions</a>',
      groups: [],
      providers: simulatedProviders.map((provider, index) => {
        const logo = dataUrl(providerLogoSvg(provider));
        const fields = {
          'checkout-account': account,
          'checkout-algorithm': 'sha256',
          'checkout-method': 'POST',
          'checkout-transaction-id': transactionId,
        };
        return {
          id: provider.id,
          name: provider.name,
          url: `https://pay.paytrail.com/payments/${transactionId}/${index}`,
          icon: logo,
          svg: logo,
          group: provider.group,
          parameters: [
            ...Object.entries(fields).map(([name, value]) => ({ name, value })),
            { name: 'signature', value: computeSignature(fields, '', secret, 'sha256') },
          ],
        };
      }),
    });
    const signed = {
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-method': 'POST',
      'checkout-transaction-id': transactionId,
    };
    return reply
      .code(201)
      .headers({
        ...signed,
        signature: computeSignature(signed, answer, secret, 'sha256'),
        'content-type': 'application/json; charset=utf-8',
      })
      .send(answer);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}
