import { daysLeftText, EXPIRING_SOON } from '../lib/expiry';
import styles from './status-badge.module.css';

/** 'Vence pronto' beside the status while the policy expires within the reminders' 30 days. */
export function ExpiryBadge({ days }: { days: number | null }) {
  if (days === null) return null;
  return (
    <span className={`${styles.badge} ${styles.expiring}`} data-tone="expiring">
      {EXPIRING_SOON}
      <span className="visually-hidden">: {daysLeftText(days)}</span>
    </span>
  );
}
