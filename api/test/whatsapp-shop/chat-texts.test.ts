import assert from 'node:assert/strict';
import fs from 'node:fs';
import { it } from 'node:test';
import { CHAT_TEXTS } from '../../src/workflows/whatsapp-shop/whatsapp-shop';

const folder = new URL('../../src/workflows/whatsapp-shop/texts/', import.meta.url);
const read = (locale: string) => JSON.parse(fs.readFileSync(new URL(`${locale}.json`, folder), 'utf8')) as Record<string, string>;
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

it('every language of the WhatsApp conversation has every key, with the same placeholders', () => {
  const english = read('en');
  for (const locale of CHAT_TEXTS.locales.filter((l) => l !== 'en')) {
    const other = read(locale);
    assert.deepEqual(Object.keys(other).sort(), Object.keys(english).sort(), `${locale}.json keys`);
    for (const key of Object.keys(english)) assert.deepEqual(placeholders(other[key]), placeholders(english[key]), `${locale}: ${key}`);
  }
  assert.ok(CHAT_TEXTS.locales.includes('pcm'));
  assert.match(CHAT_TEXTS.format('pcm', 'cart.empty'), /Nothing dey your cart/);
});
