/**
 * The Paytrail simulator's bank page as a browser uses it (payment client tests): post a
 * provider's signed form to the page, then press one of its buttons.
 */

interface ProviderForm {
  url: string;
  parameters: { name: string; value: string }[];
}

/** Posts the provider's form to its bank page; the page, its token and its buttons' target. */
export async function openBankPage(provider: ProviderForm) {
  const form = new URLSearchParams(
    provider.parameters.map((p): [string, string] => [p.name, p.value]),
  );
  const page = await fetch(provider.url, { method: 'POST', body: form });
  const html = await page.text();
  const token = /name="token" value="([0-9a-f]+)"/.exec(html)![1]!;
  const action = /action="([^"]+)"/.exec(html)![1]!;
  return { form, status: page.status, html, token, action };
}

/** Presses a button of the bank page; its redirect back to the shop is not followed. */
export const pressBankButton = (action: string, token: string, button: 'ok' | 'fail' | 'cancel') =>
  fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ token, action: button }),
    redirect: 'manual',
  });
