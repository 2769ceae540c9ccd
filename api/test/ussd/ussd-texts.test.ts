import assert from 'node:assert/strict';
import fs from 'node:fs';
import { it } from 'node:test';
import { USSD_TEXTS } from '../../src/workflows/ussd/ussd-menu';

const folder = new URL('../../src/workflows/ussd/texts/', import.meta.url);
const read = (locale: string) => JSON.parse(fs.readFileSync(new URL(`${locale}.json`, folder), 'utf8')) as Record<string, string>;
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

it('every English USSD screen has a Pidgin one (and every other language every key), with the same placeholders', () => {
  const english = read('en');
  assert.ok(USSD_TEXTS.locales.includes('pcm'));
  for (const locale of USSD_TEXTS.locales.filter((l) => l !== 'en')) {
    const other = read(locale);
    assert.deepEqual(Object.keys(other).sort(), Object.keys(english).sort(), `${locale}.json keys`);
    for (const key of Object.keys(english)) {
      assert.deepEqual(placeholders(other[key]), placeholders(english[key]), `${locale}: ${key}`);
      assert.notEqual(other[key].trim(), '', `${locale}: ${key} is empty`);
    }
  }
});

it('keeps each menu screen on one USSD page and offers the other language', () => {
  for (const locale of USSD_TEXTS.locales) {
    const menu = USSD_TEXTS.format(locale, 'menu');
    assert.ok(menu.length + 'CON '.length <= 160, `${locale}: ${menu.length}`);
    assert.match(menu, /\n4\. /);
  }
  assert.match(USSD_TEXTS.format('en', 'menu'), /4\. Pidgin$/);
  assert.match(USSD_TEXTS.format('pcm', 'menu'), /4\. English$/);
  assert.equal(USSD_TEXTS.format('pcm', 'repeat.ask', { orderNumber: 'EPH-1', items: 3 }).split('\n')[0], 'Buy EPH-1 again (3 items)?');
});
