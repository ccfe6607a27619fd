// The one es-UY way to write money, numbers and dates, for every package that shows them: the browser
// (through shared-ui), the api's e-mails and the assistant's answers, the partner sandbox's PDFs and pages.
// Plain code with no imports, reached through the 'contracts/runtime' entry without pulling TypeBox.

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

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * 23/09/2025. A bare date (YYYY-MM-DD) is a calendar day, written as it is; an instant is the day it is in
 * Montevideo. Empty string for a missing or invalid date.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
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
 * Money, one rule everywhere (screens, e-mails, the assistant, the partner's PDFs): 'USD 1.500' when whole,
 * two decimals whenever there are cents ('USD 345,60', never 'USD 345,6'). Amounts are rounded to the cent
 * first, so 1500.001 is 'USD 1.500'.
 */
export function formatUsd(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = Math.round(n * 100);
  // + 0 turns -0 (a tiny negative rounded away) into 0, which Intl would write '-0'.
  const amount = cents / 100 + 0;
  return `USD ${cents % 100 === 0 ? numberFormatter().format(amount) : centsFormatter().format(amount)}`;
}
