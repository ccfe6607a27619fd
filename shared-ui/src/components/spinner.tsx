import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible name, also shown next to the spinner when `showLabel` is set. */
  label?: string;
  /** Cover the whole viewport (session checks, page transitions). */
  fullScreen?: boolean;
  showLabel?: boolean;
  /** A CSS module's class, `string | undefined` to the type checker. */
  className?: string | undefined;
}

/** The loading indicator: a live `status` region named by its label. */
export function Spinner({ label = 'Cargando…', fullScreen = false, showLabel = false, className }: SpinnerProps) {
  const classes = [styles.spinner, fullScreen ? styles.fullScreen : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div role="status" aria-live="polite" aria-label={label} className={classes}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </div>
  );
}
