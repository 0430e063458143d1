/**
 * The buyer's browser on the simulated gateways' pages, over real HTTP: it reads their forms and posts them
 * as a browser would, and stops where the gateway sends the buyer back to the shop.
 */

type Form = { action: string; fields: Record<string, string> };

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code) => String.fromCharCode(Number(code)));

/** Every form of a page, with the values of its hidden fields. */
export function formsOf(html: string, pageUrl: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = '', inner = '']) => {
    const fields: Record<string, string> = {};
    for (const [input = ''] of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, 'name');
      if (name && attribute(input, 'type') === 'hidden')
        fields[decodeEntities(name)] = decodeEntities(attribute(input, 'value') ?? '');
    }
    return { action: new URL(decodeEntities(attribute(tag, 'action') ?? ''), pageUrl).toString(), fields };
  });
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * Pays on bKash's page: account number, verification code, PIN (or cancels), and returns the query of the
 * callback bKash redirects to (`paymentID`, `status`).
 */
export async function throughBkashPage(
  bkashURL: string,
  entries: { wallet?: string; otp?: string | string[]; pin?: string | string[]; cancel?: boolean } = {},
): Promise<Record<string, string>> {
  const typed = {
    wallet: [entries.wallet ?? '01770618575'],
    otp: [entries.otp ?? '123456'].flat(),
    pin: [entries.pin ?? '12121'].flat(),
  };
  let url = bkashURL;
  for (let step = 0; step < 10; step++) {
    const html = await (await fetch(url)).text();
    const [form, cancelForm] = formsOf(html, url);
    if (!form || !cancelForm) throw new Error(`no form on the bKash page: ${html}`);
    const stepName = /\/payment\/(\w+)$/.exec(form.action)?.[1] as keyof typeof typed;
    const response = entries.cancel
      ? await postForm(cancelForm.action, cancelForm.fields)
      : await postForm(form.action, { ...form.fields, value: typed[stepName].shift() ?? '' });
    const location = response.headers.get('location');
    if (response.status !== 303 || !location) continue;
    const next = new URL(location, url);
    if (!next.pathname.endsWith('/payment')) return Object.fromEntries(next.searchParams);
    url = next.toString();
  }
  throw new Error('the bKash page never sent the buyer back');
}

/**
 * Chooses a method on SSLCommerz's page and pays, fails or cancels; returns where SSLCommerz sends the buyer
 * and the signed fields it posts there.
 */
export async function throughSslcommerzPage(
  gatewayPageUrl: string,
  choice: { action?: 'pay' | 'fail' | 'cancel'; method?: string } = {},
): Promise<Form> {
  const [form] = formsOf(await (await fetch(gatewayPageUrl)).text(), gatewayPageUrl);
  if (!form) throw new Error('no form on the SSLCommerz page');
  const response = await postForm(form.action, {
    ...form.fields,
    action: choice.action ?? 'pay',
    method: choice.method ?? 'visa',
  });
  const [returnForm] = formsOf(await response.text(), form.action);
  if (!returnForm) throw new Error(`SSLCommerz answered ${response.status} without a return form`);
  return returnForm;
}
