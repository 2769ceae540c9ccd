import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { Catalogues, formatDayMonthYear, isLocaleTag } from '../../src/platform/lib/message-catalogues';

/** A folder of catalogue files, as a translator leaves it. */
function folder(files: Record<string, Record<string, string>>): URL {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
  for (const [name, messages] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(messages));
  fs.writeFileSync(path.join(dir, 'README.md'), 'not a catalogue');
  return pathToFileURL(`${dir}/`);
}

const english = {
  total: 'You paid {amount, number, naira} for {count, plural, one {# item} other {# items}}.',
  due: 'Due on {day, date, dmy}.',
};

describe('message catalogues', () => {
  it('find their languages from the files, so a translator adds one without code', () => {
    const texts = new Catalogues(folder({ 'en.json': english, 'pcm.json': {}, 'ha.json': { due: 'Ranar {day, date, dmy}.' } }));
    assert.deepEqual(texts.locales, ['en', 'ha', 'pcm']);
    assert.equal(texts.format('ha', 'due', { day: new Date('2026-05-01T09:00:00Z') }), 'Ranar 01/05/2026.');
    assert.equal(texts.pick('ha-NG'), 'ha');
    assert.equal(texts.pick('yo'), 'en');
  });

  it('write money in naira from kobo with plurals, and dates dd/mm/yyyy in Lagos', () => {
    const texts = new Catalogues(folder({ 'en.json': english }));
    assert.equal(texts.format('en', 'total', { amount: 450_050, count: 1 }), 'You paid N4,500.50 for 1 item.');
    assert.equal(texts.format('pcm', 'total', { amount: 1_000_000, count: 3 }), 'You paid N10,000 for 3 items.');
    // 23:30 UTC is 00:30 the next day in Lagos.
    assert.equal(texts.format('en', 'due', { day: new Date('2026-03-14T23:30:00Z') }), 'Due on 15/03/2026.');
    assert.equal(formatDayMonthYear('2026-12-31T23:30:00Z'), '01/01/2027');
  });

  it('refuse a folder without English and accept only language tags', () => {
    assert.throws(() => new Catalogues(folder({ 'pcm.json': {} })), /no en\.json/);
    assert.ok(isLocaleTag('pcm') && isLocaleTag('en-GB'));
    assert.ok(!isLocaleTag('<b>') && !isLocaleTag('x'.repeat(20)));
  });
});
