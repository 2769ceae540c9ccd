import { moneyError, parseNaira, plainNaira, priceError } from '../validation';

describe('money as admins type it', () => {
  it.each([
    ['2800', 2800],
    ['2,800', 2800],
    ['₦2,800', 2800],
    ['N 2,800.50', 2800.5],
    ['NGN1,250,000', 1250000],
    ['  12,500.05 ', 12500.05],
  ])('reads %p as %p naira', (text, naira) => {
    expect(parseNaira(text)).toBe(naira);
    expect(moneyError(text, 'Fee')).toBeUndefined();
  });

  it.each(['2,80', '28,00', '2.800,50', 'abc', '', '₦', '-5', '1e3'])('refuses %p', (text) => {
    expect(plainNaira(text)).toBeNull();
    expect(Number.isNaN(parseNaira(text))).toBe(true);
    expect(moneyError(text, 'Fee')).toMatch(/^Fee must be an amount in naira/);
  });

  it('keeps the two-decimal and above-zero rules of a price', () => {
    expect(moneyError('2,800.505', 'Fee')).toBe('Fee can have at most two decimals');
    expect(priceError('₦0')).toBe('Price must be more than 0');
    expect(priceError('')).toBe('*Price is required');
    expect(priceError('₦2,800')).toBeUndefined();
  });
});
