/**
 * @jest-environment node
 */
// Every message catalogue in the repository, compiled as the build compiles it
// (tooling/i18n/compile-messages.cjs), must format exactly as intl-messageformat formats the ICU
// text, with the shop's formats, for sample values of every argument. A translator's new plural,
// select, ordinal, skeleton or tag is covered the day its file is added.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { dateFormat, formatMessage, numberFormat, type CompiledMessage, type MessageValues } from '../format';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileMessage, FORMATS } = require('../../../../tooling/i18n/compile-messages.cjs') as {
  compileMessage: (message: string) => string;
  FORMATS: ConstructorParameters<typeof IntlMessageFormat>[2];
};

const ROOT = path.resolve(__dirname, '../../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage']);
const CATALOGUE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*\.json$/;

/** Every `<locale>.json` in an `i18n`, `texts` or `mail-texts` folder of the repository. */
function catalogueFiles(folder = ROOT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) catalogueFiles(full, found);
    else if (CATALOGUE.test(entry.name) && /(^|[\\/])(i18n|texts|mail-texts)$/.test(folder)) found.push(full);
  }
  return found;
}

const samples = {
  number: [0, 1, 2, 3, 5, 11, 21, 102, 1250.5, 4500, 1000000],
  date: [new Date('2026-03-14T23:30:00Z'), new Date('2026-12-31T08:05:09Z'), new Date('2027-07-01T12:00:00Z')],
  text: ['Ada', 'Paracetamol 500 mg', '', 'Ọlá'],
};

/** Each argument's sample values, from the message's syntax tree. */
function argumentSamples(elements: MessageFormatElement[], into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const el of elements) {
    if (el.type === TYPE.number || el.type === TYPE.plural) into.set(el.value, samples.number);
    else if (el.type === TYPE.date || el.type === TYPE.time) into.set(el.value, samples.date);
    else if (el.type === TYPE.select) into.set(el.value, [...Object.keys(el.options), 'something-else']);
    else if (el.type === TYPE.argument && !into.has(el.value)) into.set(el.value, samples.text);
    else if (el.type === TYPE.tag) into.set(el.value, [(chunks: string[]) => `[${chunks.join('')}]`]);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentSamples(option.value, into);
    }
    if (el.type === TYPE.tag) argumentSamples(el.children, into);
  }
  return into;
}

/** intl-messageformat with the formatters the kernel uses. */
const formatters: Formatters = {
  getNumberFormat: (locales, options) => numberFormat(String(locales), options as never) as Intl.NumberFormat,
  getDateTimeFormat: (locales, options) => dateFormat(String(locales), options as never) as Intl.DateTimeFormat,
  getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
};

/** As the kernel names a locale to Intl: one Intl lacks formats as English. */
const intlLocale = (locale: string) => (Intl.PluralRules.supportedLocalesOf([locale]).length > 0 ? locale : 'en');

function reference(message: string, locale: string, values: MessageValues): string {
  try {
    const text = new IntlMessageFormat(message, intlLocale(locale), FORMATS, { formatters }).format(values as never);
    return Array.isArray(text) ? text.join('') : String(text);
  } catch {
    return '';
  }
}

const compiled = (message: string) => new Function(`return ${compileMessage(message)}`)() as string | CompiledMessage;

const files = catalogueFiles();

describe('compiled catalogues', () => {
  it('finds the catalogues of the storefront and the API', () => {
    const names = files.map((file) => path.relative(ROOT, file));
    expect(names).toEqual(expect.arrayContaining(['shell/src/i18n/en.json', 'catalog-mfe/src/i18n/pcm.json']));
    expect(names.some((name) => name.startsWith('api/'))).toBe(true);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s formats as intl-messageformat does', (_name, file) => {
    const locale = path.basename(file, '.json');
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(catalogue)) {
      const args = [...argumentSamples(parse(message)).entries()];
      const runs = Math.max(1, ...args.map(([, values]) => values.length));
      const compiledMessage = compiled(message);
      for (let run = 0; run < runs; run += 1) {
        const values = Object.fromEntries(args.map(([name, values], index) => [name, values[(run + index) % values.length]]));
        const expected = reference(message, locale, values);
        expect({ key, values, text: formatMessage(locale, compiledMessage, values) }).toEqual({ key, values, text: expected });
      }
    }
  });

  it('matches intl-messageformat on every kind of ICU message', () => {
    const messages = [
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',
      '{count, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}',
      '{gender, select, female {She has {count, plural, one {# item} other {# items}}} other {They have #}}',
      'Paid {amount, number, naira} on {when, date, dmy} at {when, time, short}; {ratio, number, ::percent}',
      '{n, number, ::currency/USD} {n, number, integer} {when, date, ::yyyyMMMd} {when, date, long}',
      "It''s '{literal}' <b>bold {name}</b> {n, plural, =0 {} other {#}}",
    ];
    const values: MessageValues = {
      n: 3,
      count: 2,
      name: 'Ada',
      gender: 'female',
      amount: 4500,
      when: new Date('2026-03-14T23:30:00Z'),
      ratio: 0.25,
      b: (chunks: string[]) => `*${chunks.join('')}*`,
    };
    for (const locale of ['en', 'pcm', 'fr']) {
      for (const message of messages) {
        for (const n of [0, 1, 2, 3, 22, 1001]) {
          const sample = { ...values, n, count: n };
          expect(formatMessage(locale, compiled(message), sample)).toBe(reference(message, locale, sample));
        }
      }
    }
  });
});
