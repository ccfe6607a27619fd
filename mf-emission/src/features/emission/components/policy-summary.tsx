import type { Policy } from 'contracts';
import { formatUsd } from 'shared-ui';
import styles from './policy-summary.module.css';

const CATEGORY_LABELS: Record<string, string> = {
  home: 'Seguro de Hogar',
  bike: 'Seguro de Bicicleta',
  car: 'Seguro de Auto',
};

/** 'Seguro de Hogar', 'Seguro de Bicicleta'…, else 'Seguro de <category>' (spec §3, display title). */
export function categoryLabel(category: string | null): string {
  if (!category) return 'Seguro';
  return CATEGORY_LABELS[category] ?? `Seguro de ${category}`;
}

type SummaryPolicy = Pick<Policy, 'category' | 'packageName' | 'nombrePaquete' | 'plan' | 'price' | 'declaredValue'>;

/** What is being bought: product, package, annual price and, for a bike, its declared value. */
export function PolicySummary({ policy }: { policy: SummaryPolicy }) {
  const plan = policy.packageName || policy.nombrePaquete || policy.plan;
  const price = formatUsd(policy.price);
  const declared = policy.category === 'bike' ? formatUsd(policy.declaredValue) : '';
  return (
    <section aria-label="Resumen de la póliza" className={styles.summary}>
      <p className={styles.title}>
        {categoryLabel(policy.category)}
        {plan ? <span className={styles.plan}> · {plan}</span> : null}
      </p>
      {price || declared ? (
        <dl className={styles.facts}>
          {price ? (
            <div>
              <dt>Precio anual</dt>
              <dd>{price}</dd>
            </div>
          ) : null}
          {declared ? (
            <div>
              <dt>Valor declarado</dt>
              <dd>{declared}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
