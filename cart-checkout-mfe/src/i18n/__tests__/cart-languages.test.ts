import fs from 'node:fs';
import path from 'node:path';
import { localeStore, setLocale } from 'shared-kernel';
import { cartMessages } from '..';

const keys = (locale: string) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(__dirname, '..', `${locale}.json`), 'utf8')) as object).sort();

afterEach(() => localeStore.setState({ locale: 'en' }));

describe('cart page texts', () => {
  it('has every English message in Pidgin', () => {
    expect(keys('pcm')).toEqual(keys('en'));
  });

  it('asks before emptying the cart with the right plural, in both languages', async () => {
    expect(cartMessages.t('summary.confirmClear', { count: 1 })).toBe('Remove all 1 item from your cart?');
    expect(cartMessages.t('summary.confirmClear', { count: 4 })).toBe('Remove all 4 items from your cart?');
    await cartMessages.ready('pcm');
    setLocale('pcm');
    expect(cartMessages.t('summary.confirmClear', { count: 4 })).toBe('You wan remove all 4 tins from your cart?');
  });
});
