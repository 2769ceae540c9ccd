import { catalogueLocale, defineMessages } from '../catalogue';
import { acceptLanguage, currentLocale, LOCALE_STORAGE_KEY, localeStore, PSEUDO_LOCALE, setLocale } from '../locale';

const english = { greet: 'Hello, {name}', items: '{count, plural, one {# item} other {# items}}' };

function messages(load = jest.fn(async (locale: string) => ({ default: { greet: `[${locale}] How far, {name}` } }))) {
  return { load, catalogue: defineMessages({ english, locales: ['en', 'pcm'], load }) };
}

afterEach(() => {
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('catalogues', () => {
  it('speaks English until another language is chosen, then loads that file once', async () => {
    const { load, catalogue } = messages();
    expect(catalogue.t('greet', { name: 'Ada' })).toBe('Hello, Ada');
    await catalogue.ready('pcm');
    setLocale('pcm');
    expect(catalogue.t('greet', { name: 'Ada' })).toBe('[pcm] How far, Ada');
    // A key the translator has not done yet stays English.
    expect(catalogue.t('items', { count: 2 })).toBe('2 items');
    await catalogue.ready('pcm');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a regional tag from its language file and an unknown language as English', () => {
    expect(catalogueLocale('pcm-NG', ['en', 'pcm'])).toBe('pcm');
    expect(catalogueLocale('ha', ['en', 'pcm'])).toBe('en');
    expect(catalogueLocale('ha', ['en', 'ha', 'pcm'])).toBe('ha');
  });

  it('makes every text at least 35 % longer in the pseudo-locale', () => {
    const { catalogue } = messages();
    setLocale(PSEUDO_LOCALE);
    const text = catalogue.t('greet', { name: 'Ada' });
    expect(text.startsWith('Hello, Ada')).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Hello, Ada'.length * 1.35));
  });
});

describe('the language choice', () => {
  it('is remembered on this device, marks the page and goes to the API', () => {
    setLocale('pcm');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pcm');
    expect(document.documentElement.lang).toBe('pcm');
    expect(currentLocale()).toBe('pcm');
    expect(acceptLanguage()).toBe('pcm, en;q=0.5');
  });

  it('ignores a value that is not a language tag', () => {
    setLocale('<script>');
    expect(currentLocale()).toBe('en');
    expect(acceptLanguage()).toBe('en');
  });

  it('is read back when the kernel loads again', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'pcm');
    // A new page: the store kept on globalThis (one per page, whatever bundles the kernel) is gone.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('e-pharmacy.localeStore')];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../locale') as typeof import('../locale');
      expect(fresh.currentLocale()).toBe('pcm');
    });
  });
});
