import type { PaymentProvider } from '#contracts/payment.ts';

/** Posts the provider's form (its signed hidden fields) as a normal HTML form submission. */
export function submitProviderForm(provider: PaymentProvider) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = provider.url;
  for (const { name, value } of provider.parameters) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** The return page's checkout-* parameters and signature (every one, not a fixed list). */
export function checkoutParams(search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name.startsWith('checkout-') || name === 'signature') params[name] = value;
  }
  return params;
}
