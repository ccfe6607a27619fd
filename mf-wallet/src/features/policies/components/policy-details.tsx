import { useId, type ReactNode } from 'react';
import { formatDate, formatUsd, type Policy } from 'shared-ui';
import { isCategory } from '../lib/categories';
import { planName } from '../lib/display-title';
import { insurerName } from '../lib/insurers';
import { paymentMethodLabel, policyFields } from '../lib/policy-fields';
import { statusDisplay } from '../lib/policy-status';
import styles from './policy-details.module.css';

const NOT_INFORMED = 'Sin datos';

interface PolicyDetailsProps {
  policy: Policy;
  /** The documents section (composed by the page; absent for external policies). */
  documents?: ReactNode;
  /** Extra content at the end of the panel (actions). */
  children?: ReactNode;
}

/** The details panel of /policy/{id}: documents, external badge and the policy's facts. */
export function PolicyDetails({ policy, documents, children }: PolicyDetailsProps) {
  const headingId = useId();
  const rows: Array<[string, string | null]> = [
    ['Aseguradora', insurerName(policy.insurer) || null],
    ['Plan', planName(policy) || policy.producto],
    ['Número de póliza', policyFields.number(policy)],
    ['Titular', policyFields.holder(policy)],
    ['Estado', statusDisplay(policy.status).label || null],
  ];
  if (isCategory(policy.category, 'bike')) {
    rows.push(['Valor declarado de la bicicleta', formatUsd(policyFields.declaredValue(policy)) || null]);
  }
  rows.push(
    ['Prima anual', formatUsd(policyFields.annualPrice(policy)) || null],
    ['Fecha de emisión', formatDate(policyFields.validFrom(policy)) || null],
    ['Fecha de vencimiento', formatDate(policyFields.validTo(policy)) || null],
    ['Método de pago', paymentMethodLabel(policyFields.paymentMethod(policy))],
  );

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Detalles de la póliza
        </h2>
        {policy.externo ? <span className={styles.external}>Póliza externa</span> : null}
      </div>
      {documents}
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className={value ? undefined : styles.missing}>{value ?? NOT_INFORMED}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
