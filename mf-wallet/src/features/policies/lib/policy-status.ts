// Policy status display (spec §4).

export type StatusTone = 'active' | 'pending' | 'missing-data';

export interface StatusDisplay {
  label: string;
  /** Colour of the badge: green (active and any other value), orange (pending), blue (missing data). */
  tone: StatusTone;
}

const PENDING = 'pendiente';
const MISSING_DATA = 'faltan completar datos';

function normalized(status: string | null | undefined): string {
  return (status ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isPendingStatus(status: string | null | undefined): boolean {
  return normalized(status) === PENDING;
}

export function isMissingDataStatus(status: string | null | undefined): boolean {
  return normalized(status) === MISSING_DATA;
}

/** 'pendiente' → 'Pendiente de pago'; 'faltan completar datos' → 'Faltan completar datos'; else as received, capitalised. */
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  if (isPendingStatus(status)) return { label: 'Pendiente de pago', tone: 'pending' };
  if (isMissingDataStatus(status)) return { label: 'Faltan completar datos', tone: 'missing-data' };
  const text = (status ?? '').trim();
  return { label: text.charAt(0).toUpperCase() + text.slice(1), tone: 'active' };
}
