// The page the service worker answers with when the shopper comes back from paying (Paystack's
// redirect to /payment-success?reference=…) and the shop can't be reached. The payment may have gone
// through, so it never says "offline, try again" and never offers to pay: it says not to pay again,
// and once the connection is back it loads the real page at the same address, which verifies the
// reference with the server and shows the order. In the language chosen on this device (English or
// Pidgin, from the shell's catalogues).

export const PAYMENT_PAGE_KEYS = [
  'offline.payment.title',
  'offline.payment.body',
  'offline.payment.dontPay',
  'offline.payment.confirm',
  'offline.payment.checkNow',
  'offline.payment.checking',
] as const;

export type PaymentPageKey = (typeof PAYMENT_PAGE_KEYS)[number];
export type PaymentPageTexts = Record<string, Record<PaymentPageKey, string>>;

/** How often the page looks for the connection (and at once when the browser says it is back). */
export const LOOK_AGAIN_MS = 4000;

/** What the page's script needs of the browser (the window, in the page). */
export interface PageWindow {
  document: Document;
  localStorage: Pick<Storage, 'getItem'>;
  location: { href: string; reload: () => void };
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean }>;
  addEventListener: (type: 'online', listener: () => void) => void;
  setInterval: (handler: () => void, ms: number) => unknown;
}

/**
 * The page's script, written into the page as its source (it uses nothing from outside itself):
 * texts in the device's language, then looking for the connection. Back online, the same address
 * is loaded again from the server, and the shop's page confirms the payment.
 */
export function confirmWhenBack(win: PageWindow, texts: PaymentPageTexts, lookAgainMs: number): void {
  let locale = 'en';
  try {
    const chosen = win.localStorage.getItem('locale');
    if (chosen && texts[chosen]) locale = chosen;
  } catch {
    // Storage refused: English.
  }
  const said = texts[locale];
  const doc = win.document;
  doc.documentElement.lang = locale === 'en' ? 'en-NG' : locale;
  doc.title = said['offline.payment.title'];
  doc.querySelectorAll('[data-text]').forEach((element) => {
    element.textContent = said[element.getAttribute('data-text') as PaymentPageKey] ?? element.textContent;
  });
  const button = doc.querySelector('[data-check-now]');
  let looking = false;
  const look = () => {
    if (looking) return;
    looking = true;
    if (button) button.textContent = said['offline.payment.checking'];
    win
      .fetch(win.location.href, { cache: 'no-store', credentials: 'same-origin' })
      .then((answer) => {
        if (answer.ok) win.location.reload();
      })
      .catch(() => undefined)
      .then(() => {
        looking = false;
        if (button) button.textContent = said['offline.payment.checkNow'];
      });
  };
  win.addEventListener('online', look);
  button?.addEventListener('click', look);
  win.setInterval(look, lookAgainMs);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The whole page, English first (as drawn before its script runs). */
export function paymentReturnPage(catalogues: Record<string, Record<string, string>>): string {
  const texts: PaymentPageTexts = {};
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (PAYMENT_PAGE_KEYS.every((key) => typeof catalogue[key] === 'string'))
      texts[locale] = Object.fromEntries(PAYMENT_PAGE_KEYS.map((key) => [key, catalogue[key]])) as Record<PaymentPageKey, string>;
  }
  const en = texts.en;
  const text = (key: PaymentPageKey) => `data-text="${key}">${escape(en[key])}`;
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en-NG">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b7a4b" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escape(en['offline.payment.title'])}</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2a24; background: #fff; }
      header { background: #0b7a4b; color: #fff; padding: 14px 16px; font-weight: 700; font-size: 1.15rem; }
      main { max-width: 36rem; margin: 0 auto; padding: 32px 16px; line-height: 1.5; }
      h1 { font-size: 1.4rem; margin: 0 0 12px; }
      .dont-pay { font-weight: 700; font-size: 1.15rem; margin: 16px 0; padding: 12px 14px; border-left: 4px solid #b45309; background: #fff7ed; }
      button { margin-top: 8px; padding: 10px 18px; border-radius: 8px; border: 0; background: #0b7a4b; color: #fff; font: inherit; font-weight: 600; min-height: 44px; }
    </style>
  </head>
  <body>
    <header>e-pharmacy</header>
    <main data-offline-payment>
      <h1 ${text('offline.payment.title')}</h1>
      <p ${text('offline.payment.body')}</p>
      <p class="dont-pay" ${text('offline.payment.dontPay')}</p>
      <p role="status" ${text('offline.payment.confirm')}</p>
      <button type="button" data-check-now ${text('offline.payment.checkNow')}</button>
    </main>
    <script>(${confirmWhenBack.toString()})(window, ${data}, ${LOOK_AGAIN_MS});</script>
  </body>
</html>
`;
}
