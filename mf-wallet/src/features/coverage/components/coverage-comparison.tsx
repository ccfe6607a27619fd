import type { CoverageTable } from 'contracts';
import { buttons } from '@/components/buttons';
import { Disclosure } from '@/components/disclosure';
import { Spinner } from 'shared-ui';
import { useCoveragePlans } from '../api/get-coverage-plans';
import { useCoverageTable } from '../api/get-coverage-table';
import { cellDisplay } from '../lib/coverage-cell';
import styles from './coverage-comparison.module.css';

export const NO_COMPARISON = 'No hay comparativa disponible.';
export const COMPARISON_TITLE = 'Comparativa de coberturas';

interface CoverageComparisonProps {
  /** The policy's insurer slug. */
  company: string | null;
  /** The policy's plan, marked in the table. */
  plan: string | null;
}

/** Car policies: the insurer's plans side by side, feature by feature (✔ ✖ —), collapsible. */
export function CoverageComparison({ company, plan }: CoverageComparisonProps) {
  return (
    <div className={styles.panel}>
      <Disclosure title={COMPARISON_TITLE} level={2} defaultOpen>
        {company ? <Comparison company={company} plan={plan} /> : <p className={styles.note}>{NO_COMPARISON}</p>}
      </Disclosure>
    </div>
  );
}

function Comparison({ company, plan }: { company: string; plan: string | null }) {
  const plans = useCoveragePlans(company);
  const table = useCoverageTable(company, plans.status === 'success' ? plans.data.plans : null);

  if (plans.status === 'error') return <Failure message={plans.error} onRetry={plans.reload} />;
  if (plans.status !== 'success') return <Spinner label="Cargando planes…" showLabel className={styles.loading} />;
  if (plans.data.plans.length === 0) return <p className={styles.note}>{NO_COMPARISON}</p>;
  if (table.status === 'error') return <Failure message={table.error} onRetry={table.reload} />;
  if (table.status !== 'success') {
    return <Spinner label="Cargando la comparativa…" showLabel className={styles.loading} />;
  }
  if (table.data.rows.length === 0 || table.data.plans.length === 0) {
    return <p className={styles.note}>{NO_COMPARISON}</p>;
  }
  return <ComparisonTable table={table.data} plan={plan} />;
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <button type="button" className={`${buttons.button} ${buttons.secondary} ${buttons.small}`} onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}

function samePlan(a: string, b: string | null): boolean {
  return !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function ComparisonTable({ table, plan }: { table: CoverageTable; plan: string | null }) {
  return (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label="Tabla comparativa">
      <table className={styles.table}>
        <caption className="visually-hidden">Coberturas de los planes de auto</caption>
        <thead>
          <tr>
            <th scope="col">Cobertura</th>
            {table.plans.map((name) => (
              <th key={name} scope="col" className={samePlan(name, plan) ? styles.mine : undefined}>
                {name}
                {samePlan(name, plan) ? <span className={styles.badge}>Tu plan</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.featureKey}>
              <th scope="row">{row.featureLabel}</th>
              {table.plans.map((name) => {
                const cell = cellDisplay(row.byPlan[name]);
                return (
                  <td key={name} className={samePlan(name, plan) ? styles.mine : undefined}>
                    <span className={styles[toneOf(cell.symbol)]} aria-hidden="true">
                      {cell.symbol}
                    </span>
                    <span className="visually-hidden">{cell.label}</span>
                    {cell.valueText ? <span className={styles.value}>{cell.valueText}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function toneOf(symbol: string): 'yes' | 'no' | 'unknown' {
  if (symbol === '✔') return 'yes';
  if (symbol === '✖') return 'no';
  return 'unknown';
}
