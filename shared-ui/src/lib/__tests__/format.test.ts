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

  it('writes calendar days without Intl exactly as the es-UY formatter does', () => {
    const intl = new Intl.DateTimeFormat('es-UY', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Montevideo',
    });
    const days: string[] = [];
    for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2030, 11, 31); t += 7 * 86_400_000 + 3_600_000) {
      days.push(new Date(t).toISOString().slice(0, 10));
    }
    days.push('2024-02-29', '2025-12-31', '2026-01-01');
    for (const day of days) expect(formatDate(day)).toBe(intl.format(new Date(`${day}T12:00:00`)));
    // A day that does not exist takes the formatter's way, as before (the Date parser rolls it over).
    expect(formatDate('2025-02-29')).toBe(intl.format(new Date('2025-02-29T12:00:00')));
    expect(formatDate('2025-13-01')).toBe('');
  });

  it('writes numbers without Intl exactly as the es-UY formatter does', () => {
    const intl = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });
    const values = [0, -0, 1, -1, 0.1, 0.125, 1.005, 2.675, -0.001, -0.005, 999.995, 1000, 1250.5, 1037.5, 999_999.999];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16);
      const value = Math.round(random() * magnitude * 10 ** (i % 5)) / 10 ** (i % 5);
      values.push(i % 3 === 0 ? -value : value);
    }
    values.push(1e13, 9_999_999_999_999.99, 1e15, 1.2345678901234568e17, 1e-7, -1e-7, 5e-3);
    for (const value of values) expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
  });
});
