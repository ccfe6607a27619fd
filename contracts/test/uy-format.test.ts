import { formatDate, formatDateRange, formatNumber, formatUsd } from '../src/uy-format';

describe('es-UY formatters', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-09-23')).toBe('23/09/2025');
    expect(formatDate('2025-01-05T15:00:00Z')).toBe('05/01/2025');
    expect(formatDate(new Date(2024, 11, 31, 12))).toBe('31/12/2024');
    // A calendar day is that day, whatever the time zone.
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
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

  it('writes money with two decimals whenever there are cents, none when whole', () => {
    expect(formatUsd(571.2)).toBe('USD 571,20');
    expect(formatUsd('571.2')).toBe('USD 571,20');
    expect(formatUsd(345.6)).toBe('USD 345,60');
    expect(formatUsd(1234.5)).toBe('USD 1.234,50');
    expect(formatUsd(1200)).toBe('USD 1.200');
    expect(formatUsd(1200.001)).toBe('USD 1.200');
    expect(formatUsd(0.5)).toBe('USD 0,50');
    expect(formatUsd(0)).toBe('USD 0');
    expect(formatUsd(-0.001)).toBe('USD 0');
  });

  it('writes the amounts the e-mails, the assistant and the partner documents used to write apart', () => {
    // The emission mail wrote 'USD 1.500,00', the assistant 'USD 1.500'; the sandbox's PDF 'USD 90,50'.
    expect(formatUsd(1500)).toBe('USD 1.500');
    expect(formatUsd(90.5)).toBe('USD 90,50');
    expect(formatUsd(1037.61)).toBe('USD 1.037,61');
    expect(formatUsd(9800)).toMatch(/^(?:USD|US\$|U\$S) ?9\.800(?:,00)?(?!\d|[.,]\d)/);
  });
});
