import { useId, type ReactNode } from 'react';
import { formatDate, formatUsd, type Policy } from 'shared-ui';
import { isCategory } from '../lib/categories';
import { planName } from '../lib/display-title';
import { insurerName } from '../lib/insurers';
import { paymentMethodLabel, policyFields } from '../lib/policy-fields';
import { daysLeftText, daysToExpiry, EXPIRING_SOON } from '../lib/expiry';
import { statusDisplay } from '../lib/policy-status';
import styles from './policy-details.module.css';

const NOT_INFORMED = 'Sin datos';

const ISSUED_DATES = { from: 'Fecha de emisión', to: 'Fecha de vencimiento' } as const;
const MANUAL_DATES = { from: 'Vigencia desde', to: 'Vigencia hasta' } as const;

/** A theft coverage of the bike: what it insures is the bike's value. */
const THEFT = /\b(hurto|robo)\b/i;

/**
 * The bike's value: the declared one; without it, the sum its theft coverage insures (named as such);
 * without either, no row: 'Sin datos' above a coverage that says USD 1.200 would contradict it.
 */
function bikeValue(policy: Policy): [string, string] | null {
  const declared = formatUsd(policyFields.declaredValue(policy));
  if (declared) return ['Valor declarado de la bicicleta', declared];
  const theft = policy.benefits.find((b) => THEFT.test(b.nombreCobertura) && typeof b.sumaAsegurada === 'number');
  const insured = formatUsd(theft?.sumaAsegurada ?? null);
  return insured ? ['Valor asegurado de la bicicleta', insured] : null;
}

/** The expiry date, and 'Vence pronto' with the days left within the reminders' 30 days. */
function expiryText(policy: Policy): string | null {
  const date = formatDate(policyFields.validTo(policy));
  if (!date) return null;
  const days = daysToExpiry(policy);
  return days === null ? date : `${date} · ${EXPIRING_SOON} (${daysLeftText(days)})`;
}

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
  const rows: Array<[string, string | null]> = [['Aseguradora', insurerName(policy.insurer) || null]];
  // A policy loaded by hand names its product apart from its plan ('Seguro de Automóviles' · 'Todo Riesgo').
  const product = policy.producto?.trim() || null;
  const plan = planName(policy) || null;
  if (product && product !== plan) rows.push(['Producto', product]);
  rows.push(
    ['Plan', plan ?? product],
    ['Número de póliza', policyFields.number(policy)],
    ['Titular', policyFields.holder(policy)],
    ['Estado', statusDisplay(policy.status).label || null],
  );
  if (isCategory(policy.category, 'bike')) {
    const bike = bikeValue(policy);
    if (bike) rows.push(bike);
  }
  // The same figure the card calls 'Precio anual' (price, else the manual form's premioTotal or prima).
  rows.push(['Precio anual', formatUsd(policyFields.annualPrice(policy)) || null]);
  // A policy loaded by hand says when it is valid from and to; one bought here, when it was issued.
  const dates = policyFields.validitySource(policy) === 'manual' ? MANUAL_DATES : ISSUED_DATES;
  rows.push(
    [dates.from, formatDate(policyFields.validFrom(policy)) || null],
    [dates.to, expiryText(policy)],
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
