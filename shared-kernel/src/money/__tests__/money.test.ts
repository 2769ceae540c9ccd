import { formatNaira, lineTotalNaira, sumNaira } from '../money';
import { cases } from './naira-cases.json';
import { formatOrderDate } from '../../format/date';

describe('money', () => {
  it.each(cases as [number, string][])('writes %p as %p, as the API does (naira-cases.json)', (amount, text) => {
    expect(formatNaira(amount)).toBe(text);
  });

  it('never shows zero kobo, and anything not a number as N0', () => {
    expect(formatNaira(4500.0)).toBe('N4,500');
    expect(formatNaira(4500.004)).toBe('N4,500');
    expect(formatNaira(Number.NaN)).toBe('N0');
  });

  it('adds in kobo so that sums are exact', () => {
    expect(sumNaira([0.1, 0.2])).toBe(0.3);
    expect(lineTotalNaira(1250.5, 3)).toBe(3751.5);
    expect(lineTotalNaira(0.1, 3)).toBe(0.3);
    expect(sumNaira([1500.35, 250.4, 99.25])).toBe(1850);
  });

  it('formats order dates as yyyy-MM-dd in Lagos time', () => {
    expect(formatOrderDate('2026-03-04T10:00:00Z')).toBe('2026-03-04');
    expect(formatOrderDate('2026-03-04T23:30:00Z')).toBe('2026-03-05');
    expect(formatOrderDate('nonsense')).toBe('');
  });
});

describe('naira without Intl', () => {
  it('writes any amount as Intl en-NG does, with kobo only when not zero', () => {
    const whole = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
    const kobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let k = 0; k < 2_000_000_000_00; k = k * 3 + 7) {
      const amount = k / 100;
      const expected = k % 100 === 0 ? whole.format(k / 100) : kobo.format(k / 100);
      expect([amount, formatNaira(amount)]).toEqual([amount, `N${expected}`]);
    }
  });
});
