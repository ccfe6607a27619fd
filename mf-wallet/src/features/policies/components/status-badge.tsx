import { statusDisplay } from '../lib/policy-status';
import styles from './status-badge.module.css';

/** The policy status as text in a coloured pill (the colour never carries the meaning alone). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = statusDisplay(status);
  if (!label) return null;
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      <span className="visually-hidden">Estado: </span>
      {label}
    </span>
  );
}
