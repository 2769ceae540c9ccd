import { formatNaira, lineTotalNaira, sumNaira } from '../money';
import { formatOrderDate } from '../../format/date';

describe('money', () => {
  it.each([
    [100000, 'N100,000'],
    [0, 'N0'],
    [999.5, 'N999.50'],
    [1250.25, 'N1,250.25'],
    [1234567, 'N1,234,567'],
    [-500, '-N500'],
    [Number.NaN, 'N0'],
  ])('formats %p as %p', (amount, text) => {
    expect(formatNaira(amount)).toBe(text);
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
