// es-UY formatting: dates day-month-year with two digits, ranges joined with a dash,
// Uruguayan number formatting (thousands with dots), prices in USD.

// The formatters are made on first use: the first Intl object costs Chromium 10-30 ms (its locale and
// time zone data), which at import time delayed the first paint of every screen. A screen that will
// format can make them while it waits for its data (the wallet formats a value in an idle moment).
let dateFormat: Intl.DateTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;
let centsFormat: Intl.NumberFormat | undefined;

const dateFormatter = () =>
  (dateFormat ??= new Intl.DateTimeFormat('es-UY', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Montevideo',
  }));
const numberFormatter = () => (numberFormat ??= new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 }));
const centsFormatter = () =>
  (centsFormat ??= new Intl.NumberFormat('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

function toDate(value: string | number | Date): Date | null {
  // A bare date (YYYY-MM-DD) is a calendar day, not an instant: pin it to midday to avoid a day shift.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) value = `${value}T12:00:00`;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 23/09/2025. Empty string for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  return d ? dateFormatter().format(d) : '';
}

/** 01/01/2025 - 01/01/2026 */
export function formatDateRange(from: string | Date | null | undefined, to: string | Date | null | undefined): string {
  return [formatDate(from), formatDate(to)].filter(Boolean).join(' - ');
}

/** 200.000 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? numberFormatter().format(n) : '';
}

/**
 * Money, one rule everywhere (wallet, quotes, emission): 'USD 200.000' when whole, two decimals whenever
 * there are cents ('USD 571,20', never 'USD 571,2').
 */
export function formatUsd(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(n * 100);
  return `USD ${cents % 100 === 0 ? numberFormatter().format(cents / 100) : centsFormatter().format(cents / 100)}`;
}
