import { formatDate, formatDateRange, formatNumber, formatUsd } from '../format';

describe('es-UY formatters', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-09-23')).toBe('23/09/2025');
    expect(formatDate('2025-01-05T15:00:00Z')).toBe('05/01/2025');
    expect(formatDate(new Date(2024, 11, 31, 12))).toBe('31/12/2024');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });

  it('joins date ranges with a dash', () => {
    expect(formatDateRange('2025-01-01', '2026-01-01')).toBe('01/01/2025 - 01/01/2026');
    expect(formatDateRange('2025-01-01', null)).toBe('01/01/2025');
  });

  it('formats numbers and USD with thousands separators', () => {
    expect(formatNumber(200000)).toBe('200.000');
    expect(formatNumber('1250.5')).toBe('1250,5'.replace('1250', '1.250'));
    expect(formatUsd(800000)).toBe('USD 800.000');
    expect(formatUsd('10000')).toBe('USD 10.000');
    expect(formatUsd(null)).toBe('');
    expect(formatUsd('abc')).toBe('');
  });
});
