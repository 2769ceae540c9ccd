import { type CompiledMessage, englishPlural, formatDayMonthYear, formatMessage } from '../format';

describe('message formats', () => {
  it('chooses the plural form in English and Pidgin', () => {
    const message = '{count, plural, one {# item} other {# items}}';
    expect(formatMessage('en', message, { count: 1 })).toBe('1 item');
    expect(formatMessage('en', message, { count: 3 })).toBe('3 items');
    const pidgin = '{count, plural, one {# tin} other {# tins}}';
    expect(formatMessage('pcm', pidgin, { count: 1 })).toBe('1 tin');
    expect(formatMessage('pcm', pidgin, { count: 12 })).toBe('12 tins');
  });

  it('writes money in naira as the spec does, kobo only when there are some', () => {
    expect(formatMessage('en', 'Total {amount, number, naira}', { amount: 4500 })).toBe('Total N4,500');
    expect(formatMessage('pcm', 'Na {amount, number, naira}', { amount: 1250.5 })).toBe('Na N1,250.50');
  });

  it('writes dates dd/mm/yyyy in Africa/Lagos: 23:30 UTC is already the next day there', () => {
    expect(formatDayMonthYear('2026-03-14T23:30:00Z')).toBe('15/03/2026');
    expect(formatDayMonthYear('2026-03-14T22:59:00Z')).toBe('14/03/2026');
    expect(formatMessage('pcm', 'E go reach {day, date, dmy}', { day: new Date('2026-12-31T23:30:00Z') })).toBe('E go reach 01/01/2027');
  });

  it('formats a message the build compiled with the same helpers', () => {
    const compiled: CompiledMessage = (a, f) =>
      `Cart, ${f.p(a, 'count', 0, 0, { one: (n) => `${f.h(n)} item`, other: (n) => `${f.h(n)} items` })}`;
    expect(formatMessage('en', compiled, { count: 2 })).toBe('Cart, 2 items');
    expect(formatMessage('en', compiled, { count: 1200 })).toBe('Cart, 1,200 items');
    // A value the message needs but did not get: nothing rather than a broken page.
    expect(formatMessage('en', compiled, {})).toBe('');
  });

  it('shows a broken message as written instead of failing the page', () => {
    expect(formatMessage('en', 'Hello {name', { name: 'Ada' })).toBe('Hello {name');
  });
});

describe('English plurals without Intl.PluralRules', () => {
  it('gives the category Intl gives, cardinal and ordinal, for whole, negative and fractional numbers', () => {
    const cardinal = new Intl.PluralRules('en');
    const ordinal = new Intl.PluralRules('en', { type: 'ordinal' });
    const numbers = [...Array.from({ length: 250 }, (_, i) => i - 20), 0.5, 1.5, 2.25, 101, 111, 1001, 1011, 1_000_000, -111];
    for (const n of numbers) {
      expect([n, englishPlural(n, false)]).toEqual([n, cardinal.select(n)]);
      expect([n, englishPlural(n, true)]).toEqual([n, ordinal.select(n)]);
    }
  });
});

describe('formats written without Intl, held to what Intl writes', () => {
  it('dd/mm/yyyy in Africa/Lagos for any moment since 1919, around midnight and the turn of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Africa/Lagos' });
    const moments = [Date.UTC(1919, 8, 1), Date.UTC(2026, 11, 31, 22, 59), Date.UTC(2026, 11, 31, 23, 0), Date.UTC(2028, 1, 28, 23, 30)];
    for (let t = Date.UTC(1920, 0, 1); t < Date.UTC(2101, 0, 1); t += 7_919_993_417) moments.push(t);
    for (const t of moments)
      expect([new Date(t).toISOString(), formatDayMonthYear(t)]).toEqual([new Date(t).toISOString(), intl.format(t)]);
    expect(formatDayMonthYear(Date.UTC(1905, 0, 1, 23, 50))).toBe(intl.format(Date.UTC(1905, 0, 1, 23, 50)));
  });

  it("a plural's # in English: whole numbers grouped as Intl groups them", () => {
    const items: CompiledMessage = (values, f) =>
      f.p(values, 'count', 0, 0, { one: () => `${f.h(1)} item`, other: (n) => `${f.h(n)} items` });
    for (const count of [0, 1, 2, 999, 1000, 12345, 1234567, -4500]) {
      expect(formatMessage('en', items, { count })).toBe(`${new Intl.NumberFormat('en').format(count)} ${count === 1 ? 'item' : 'items'}`);
    }
    expect(formatMessage('en', items, { count: 2.5 })).toBe('2.5 items');
  });
});
