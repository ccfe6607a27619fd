// es-UY formatting: dates day-month-year with two digits, ranges joined with a dash,
// Uruguayan number formatting (thousands with dots), prices in USD.

// The formatters are made on first use: a DateTimeFormat costs Chromium 10-30 ms the first time (its
// locale and time zone data), which at import time delayed the first paint of every screen.
let dateFormat: Intl.DateTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

const dateFormatter = () =>
  (dateFormat ??= new Intl.DateTimeFormat('es-UY', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Montevideo',
  }));
const numberFormatter = () => (numberFormat ??= new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 }));

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * DD/MM/YYYY of a calendar day (YYYY-MM-DD) that exists, written without Intl: what the formatter gives
 * for it, at no cost. Null for anything else.
 */
function bareDate(value: string): string | null {
  const parts = BARE_DATE.exec(value);
  if (!parts) return null;
  const [, y, m, d] = parts as unknown as [string, string, string, string];
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(m) - 1 || day.getUTCDate() !== Number(d) || Number(y) < 1000) return null;
  return `${d}/${m}/${y}`;
}

function toDate(value: string | number | Date): Date | null {
  // A bare date (YYYY-MM-DD) is a calendar day, not an instant: pin it to midday to avoid a day shift.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) value = `${value}T12:00:00`;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 23/09/2025. Empty string for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? bareDate(value) : null;
  if (day) return day;
  const d = toDate(value);
  return d ? dateFormatter().format(d) : '';
}

/** 01/01/2025 - 01/01/2026 */
export function formatDateRange(from: string | Date | null | undefined, to: string | Date | null | undefined): string {
  return [formatDate(from), formatDate(to)].filter(Boolean).join(' - ');
}

/**
 * es-UY with at most two decimals (1.234.567,89), written without Intl: the first Intl object of a page
 * costs Chromium 10-15 ms, and the wallet's cards format a price each. Like ICU, it rounds the shortest
 * decimal that reads back as the double (1.005 → 1,01), half away from zero; a test compares the two.
 * Null where that decimal is in exponent form or the cents would pass 2^53: Intl writes those.
 */
function groupedNumber(n: number): string | null {
  const text = String(Math.abs(n));
  if (text.includes('e') || Math.abs(n) >= 1e13) return null;
  const [whole = '', decimals = ''] = text.split('.');
  const cents = Number(whole + decimals.slice(0, 2).padEnd(2, '0')) + (decimals.charAt(2) >= '5' ? 1 : 0);
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  // Intl writes a minus for every negative value, even one that rounds to 0 (-0).
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** 200.000 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  return groupedNumber(n) ?? numberFormatter().format(n);
}

/** USD 200.000 */
export function formatUsd(value: number | string | null | undefined): string {
  const n = formatNumber(value);
  return n ? `USD ${n}` : '';
}
