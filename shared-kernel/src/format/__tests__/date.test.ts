import { formatStaffDateTime } from '../date';

describe('staff dates', () => {
  it('writes a moment as dd/mm/yyyy HH:mm in Lagos time', () => {
    expect(formatStaffDateTime('2026-12-06T13:32:00Z')).toBe('06/12/2026 14:32');
    expect(formatStaffDateTime(new Date('2026-03-04T09:05:00Z'))).toBe('04/03/2026 10:05');
  });

  it('moves a moment after 23:00 UTC to the next Lagos day', () => {
    expect(formatStaffDateTime('2026-12-06T23:30:00Z')).toBe('07/12/2026 00:30');
    expect(formatStaffDateTime('2026-12-31T23:00:00Z')).toBe('01/01/2027 00:00');
  });

  it('writes nothing for what is not a date', () => {
    expect(formatStaffDateTime('nonsense')).toBe('');
  });
});
