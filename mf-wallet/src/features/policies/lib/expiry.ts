import type { Policy } from 'shared-ui';
import { policyFields } from './policy-fields';
import { isPendingStatus } from './policy-status';

/** The marker of a policy about to expire (card and detail). */
export const EXPIRING_SOON = 'Vence pronto';
/** The first expiry reminder e-mail goes out 30 days before (api reminders: 30 and 7): the marker shows from then. */
export const EXPIRING_SOON_DAYS = 30;

const DAY_MS = 86_400_000;

/** Today's date in Uruguay (yyyy-mm-dd), the calendar the reminders count in. */
export function todayInUruguay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(now);
}

function dayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

/**
 * Days left until the policy expires when that is within the reminders' 30 days (0 = expires today); null
 * when it expires later, has expired, has no date, or is a purchase still pending payment (no reminder either).
 */
export function daysToExpiry(policy: Policy, today: string = todayInUruguay()): number | null {
  if (isPendingStatus(policy.status)) return null;
  const validTo = policyFields.validTo(policy);
  const end = validTo ? dayNumber(validTo) : null;
  const start = dayNumber(today);
  if (end === null || start === null) return null;
  const days = end - start;
  return days >= 0 && days <= EXPIRING_SOON_DAYS ? days : null;
}

/** 'vence hoy', 'falta 1 día', 'faltan 12 días'. */
export function daysLeftText(days: number): string {
  if (days === 0) return 'vence hoy';
  return days === 1 ? 'falta 1 día' : `faltan ${days} días`;
}
