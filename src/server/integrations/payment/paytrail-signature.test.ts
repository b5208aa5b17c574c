import { describe, expect, it } from 'vitest';
import {
  computeSignature,
  signedRequestHeaders,
  signedString,
  verifyRedirectParams,
  verifySignedValues,
} from './paytrail-signature';

// Official test vectors and derived ones of reference/paytrail.md section 3.
const secret = 'SAIPPUAKAUPPIAS';

const vectorABody =
  '{"stamp":"unique-identifier-for-merchant","reference":"3759170","amount":1525,"currency":"EUR","language":"FI","items":[{"unitPrice":1525,"units":1,"vatPercentage":25.5,"productCode":"#1234","deliveryDate":"2018-09-01"}],"customer":{"email":"test.customer@example.com"},"redirectUrls":{"success":"https://ecom.example.com/cart/success","cancel":"https://ecom.example.com/cart/cancel"}}';
const vectorAHeaders = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'POST',
  'checkout-nonce': '564635208570151',
  'checkout-timestamp': '2018-07-06T10:01:31.904Z',
};

const vectorCUrl =
  'https://example.org?checkout-account=375917&checkout-algorithm=sha256&checkout-amount=2964&checkout-stamp=15336332710015&checkout-reference=192387192837195&checkout-transaction-id=4b300af6-9a22-11e8-9184-abb6de7fd2d0&checkout-status=ok&checkout-provider=nordea&signature=b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080';
const vectorC = () => Object.fromEntries(new URL(vectorCUrl).searchParams);

describe('Paytrail request signatures', () => {
  it('reproduce vector A (POST /payments)', () => {
    expect(Buffer.byteLength(signedString(vectorAHeaders, vectorABody))).toBe(531);
    expect(computeSignature(vectorAHeaders, vectorABody, secret, 'sha256')).toBe(
      '9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129',
    );
    const headers = signedRequestHeaders({
      account: '375917',
      secret,
      method: 'POST',
      body: vectorABody,
      nonce: '564635208570151',
      timestamp: '2018-07-06T10:01:31.904Z',
    });
    expect(headers.signature).toBe(
      '9a4a7735279de4c99268e4566a5526ae887e73e6e58f2918cb2309ccac366129',
    );
    expect(headers).not.toHaveProperty('checkout-transaction-id');
  });

  it('reproduce vector A with sha512', () => {
    const headers = { ...vectorAHeaders, 'checkout-algorithm': 'sha512' };
    expect(computeSignature(headers, vectorABody, secret, 'sha512')).toBe(
      'dcc8a2011ab03aeec18e251e1f7b96842a8ff54caac1e36b6c3516b1347be311c7c00ac58d55cd6ec73818647c7bf325d6beaa03b9176f6a3eefaacfee242552',
    );
  });

  it('reproduce vector B (GET /payments/{id}, empty body, transaction id signed)', () => {
    const headers = signedRequestHeaders({
      account: '375917',
      secret,
      method: 'GET',
      body: '',
      nonce: '87ac41e1-e6e6-4789-b8e0-c83930cfc447',
      timestamp: '2019-11-01T08:48:50.832Z',
      transactionId: '681538c4-fc84-11e9-83bc-2ffcef4c3453',
    });
    expect(headers.signature).toBe(
      '4d84e3aedaa847b23e672ff3bc9c57ae5d1c1e84aec251ce39914eaf250bb8b2',
    );
  });

  it("reproduce the JS SDK's own vectors", () => {
    const headers = {
      'checkout-account': '375917',
      'checkout-method': 'GET',
      'checkout-algorithm': 'sha256',
      'checkout-timestamp': '2018-07-05T11:19:25.950Z',
      'checkout-nonce': '123456',
    };
    expect(computeSignature(headers, '', secret, 'sha256')).toBe(
      'e2070810cb0d8795534cf0c2b983a3dee0858990cd073869ce23437c59f98776',
    );
    expect(computeSignature(headers, '{"data":"test"}', secret, 'sha256')).toBe(
      '73b1e55ebcf42dab90507f7dd53cddb7d2076ebcc61f67f27c9b9f4c94471a67',
    );
  });
});

describe('Paytrail redirect and callback verification', () => {
  it('accept vector C and answer only its checkout-* parameters', () => {
    const check = verifyRedirectParams({ ...vectorC(), lang: 'fi' }, secret);
    expect(check.valid).toBe(true);
    if (check.valid) {
      expect(Object.keys(check.params).sort()).toEqual([
        'checkout-account',
        'checkout-algorithm',
        'checkout-amount',
        'checkout-provider',
        'checkout-reference',
        'checkout-stamp',
        'checkout-status',
        'checkout-transaction-id',
      ]);
    }
  });

  it('refuse a tampered amount, and accept the correctly signed tampered set', () => {
    const tampered = { ...vectorC(), 'checkout-amount': '2965' };
    expect(verifyRedirectParams(tampered, secret)).toMatchObject({
      valid: false,
      reason: 'SIGNATURE_MISMATCH',
    });
    const resigned = {
      ...tampered,
      signature: '6e9057483fd2559feeb8f2a70b1bc523e43ee278e4ae64fc015776c3d2a7c161',
    };
    expect(verifyRedirectParams(resigned, secret).valid).toBe(true);
  });

  it('accept the derived fail-status and sha512 vectors', () => {
    const fail = {
      ...vectorC(),
      'checkout-status': 'fail',
      signature: 'e88ac5183b19626119d3837f2e73ebccb170eaa47441dc390310b39bf9a1720d',
    };
    expect(verifyRedirectParams(fail, secret).valid).toBe(true);
    const sha512 = {
      ...vectorC(),
      'checkout-algorithm': 'sha512',
      signature:
        '439b5face373064ad4ff294e94449a2dd55017fc7b9a7e5bacffcf16ce625b3a1be2e721906c1a02479390a12fc8d36fd73af3e639a0cdd98f73d3fb19e7eca9',
    };
    expect(verifyRedirectParams(sha512, secret).valid).toBe(true);
  });

  it('refuse the wrong secret', () => {
    const other = {
      ...vectorC(),
      signature: '0f6f42d7fe6cc6f0fd0269689df7d5e32be2b3952fbbee83df1085b7120c8cb3',
    };
    expect(verifyRedirectParams(other, 'MONISAIPPUAKAUPPIAS').valid).toBe(true);
    expect(verifyRedirectParams(other, secret)).toMatchObject({ reason: 'SIGNATURE_MISMATCH' });
  });

  it('refuse a missing signature, an unknown algorithm and duplicated parameters', () => {
    const { signature: _signature, ...unsigned } = vectorC();
    expect(verifyRedirectParams(unsigned, secret)).toMatchObject({ reason: 'MISSING_SIGNATURE' });
    expect(
      verifyRedirectParams({ ...vectorC(), 'checkout-algorithm': 'md5' }, secret),
    ).toMatchObject({ reason: 'UNSUPPORTED_ALGORITHM' });
    expect(
      verifyRedirectParams({ ...vectorC(), 'checkout-status': ['ok', 'fail'] }, secret),
    ).toMatchObject({ reason: 'DUPLICATE_PARAMETER', parameter: 'checkout-status' });
    expect(
      verifyRedirectParams({ ...vectorC(), signature: [vectorC().signature!, 'x'] }, secret),
    ).toMatchObject({ reason: 'DUPLICATE_PARAMETER' });
  });

  it('include an unknown checkout-* parameter in the signature (no fixed list)', () => {
    const params: Record<string, string> = { ...vectorC(), 'checkout-foo': 'bar' };
    delete params.signature;
    const signature = computeSignature(params, '', secret, 'sha256');
    expect(verifyRedirectParams({ ...params, signature }, secret).valid).toBe(true);
    // Without checkout-foo the same signature no longer matches.
    const { 'checkout-foo': _foo, ...withoutFoo } = params;
    expect(verifyRedirectParams({ ...withoutFoo, signature }, secret).valid).toBe(false);
  });

  it('verify a signed response over its checkout-* headers and raw body', () => {
    const headers = {
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-method': 'POST',
      'checkout-transaction-id': '5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
      'content-type': 'application/json',
      'request-id': 'abc',
    };
    const body =
      '{"transactionId":"5770642a-9a02-4ca2-8eaa-cc6260a78eb6","href":"https://services.paytrail.com/pay/5770642a-9a02-4ca2-8eaa-cc6260a78eb6","reference":"809759248","providers":[]}';
    const signature = '22e5845de59bbe6708b37007d55770d213c6953f4c6e466d44538470eafd5165';
    expect(verifySignedValues(headers, signature, body, secret).valid).toBe(true);
    expect(verifySignedValues(headers, signature, `${body} `, secret).valid).toBe(false);
    expect(verifySignedValues(headers, signature.toUpperCase(), body, secret).valid).toBe(true);
  });
});
