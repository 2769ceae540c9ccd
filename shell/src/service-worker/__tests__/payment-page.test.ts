import english from '../../i18n/en.json';
import pidgin from '../../i18n/pcm.json';
import {
  LOOK_AGAIN_MS,
  PAYMENT_PAGE_KEYS,
  confirmWhenBack,
  paymentReturnPage,
  type PageWindow,
  type PaymentPageTexts,
} from '../payment-page';

const catalogues = { en: english, pcm: pidgin } as Record<string, Record<string, string>>;
const texts = Object.fromEntries(
  Object.entries(catalogues).map(([locale, catalogue]) => [
    locale,
    Object.fromEntries(PAYMENT_PAGE_KEYS.map((key) => [key, catalogue[key]])),
  ]),
) as PaymentPageTexts;

/** The page as the browser gets it, and the browser around its script: the network and navigation are the boundary. */
function openPage(options: { locale?: string; network: () => Promise<{ ok: boolean }> }) {
  document.open();
  document.write(paymentReturnPage(catalogues).replace(/<script>[\s\S]*<\/script>/, ''));
  document.close();
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const reload = jest.fn();
  const fetch = jest.fn(options.network);
  const win: PageWindow = {
    document,
    localStorage: { getItem: (key) => (key === 'locale' ? (options.locale ?? null) : null) },
    location: { href: 'https://shop.example/payment-success?trxref=ep_1&reference=ep_1&paymentType=medicine', reload },
    fetch,
    addEventListener: (_type, listener) => void listeners.push(listener),
    setInterval: (handler) => void timers.push(handler),
  };
  confirmWhenBack(win, texts, LOOK_AGAIN_MS);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    reload,
    fetch,
    backOnline: async () => {
      listeners.forEach((listener) => listener());
      await settle();
    },
    tick: async () => {
      timers.forEach((handler) => handler());
      await settle();
    },
    text: () => document.body.textContent?.replace(/\s+/g, ' ') ?? '',
  };
}

describe('the return from paying, offline', () => {
  it('says the payment may have gone through and not to pay again, and offers no payment', () => {
    const page = openPage({ network: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(document.querySelector('h1')).toHaveTextContent('Your payment may have gone through');
    expect(page.text()).toContain("Don't pay again.");
    expect(page.text()).toContain("We'll confirm when you're back online");
    expect(page.text()).not.toMatch(/pay now|try again|offline/i);
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Check now']);
    expect(document.querySelector('a, form')).toBeNull();
  });

  it('is in Pidgin when the shopper chose Pidgin on this device', () => {
    const page = openPage({ locale: 'pcm', network: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(document.documentElement.lang).toBe('pcm');
    expect(document.querySelector('h1')).toHaveTextContent('Your payment fit don go through');
    expect(page.text()).toContain('No pay again.');
    expect(page.text()).not.toContain('Your payment may have gone through');
  });

  it('keeps looking while the shop cannot be reached, and loads the real page at the same address once it can', async () => {
    let reachable = false;
    const page = openPage({
      network: () => (reachable ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    await page.tick();
    expect(page.fetch).toHaveBeenCalledWith(expect.stringContaining('reference=ep_1'), expect.objectContaining({ cache: 'no-store' }));
    expect(page.reload).not.toHaveBeenCalled();
    reachable = true;
    await page.backOnline();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('has every text in English and Pidgin', () => {
    for (const key of PAYMENT_PAGE_KEYS) {
      expect(typeof catalogues.en[key]).toBe('string');
      expect(typeof catalogues.pcm[key]).toBe('string');
    }
    expect(paymentReturnPage(catalogues)).toContain('"pcm":{');
  });
});
