import { useId } from 'react';
import { formatUsd, type Benefit } from 'shared-ui';
import styles from './policy-coverages.module.css';

/** Coverages of a (non-car) policy: name and insured sum in USD. Nothing when the policy lists none. */
export function PolicyCoverages({ benefits }: { benefits: Benefit[] }) {
  const headingId = useId();
  const items = benefits.filter((b) => b.nombreCobertura);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Coberturas
      </h2>
      <ul className={styles.list}>
        {items.map((benefit, index) => (
          <li key={`${benefit._id}-${index}`} className={styles.item}>
            <span>{benefit.nombreCobertura}</span>
            <span className={styles.sum}>{formatUsd(benefit.sumaAsegurada)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
