import { type CompiledMessage, formatDayMonthYear, formatMessage } from '../format';

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
