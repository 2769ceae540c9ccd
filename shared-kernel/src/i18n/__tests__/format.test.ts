import { formatDayMonthYear, formatMessage } from '../format';

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

  it('formats a message the build parsed to its syntax tree the same as its text', () => {
    const ast = [
      { type: 0, value: 'Cart, ' },
      {
        type: 6,
        value: 'count',
        offset: 0,
        pluralType: 'cardinal',
        options: {
          one: { value: [{ type: 7 }, { type: 0, value: ' item' }] },
          other: { value: [{ type: 7 }, { type: 0, value: ' items' }] },
        },
      },
    ];
    expect(formatMessage('en', ast as never, { count: 2 })).toBe('Cart, 2 items');
  });

  it('shows a broken message as written instead of failing the page', () => {
    expect(formatMessage('en', 'Hello {name', { name: 'Ada' })).toBe('Hello {name');
  });
});
