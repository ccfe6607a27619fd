import type { Benefit, CoverageTable } from 'contracts';
import { Spinner, useMediaQuery } from 'shared-ui';
import { buttons } from '@/components/buttons';
import { Disclosure } from '@/components/disclosure';
import { DESKTOP_QUERY } from '@/config/breakpoints';
import { useCoveragePlans } from '../api/get-coverage-plans';
import { useCoverageTable } from '../api/get-coverage-table';
import { comparisonModel, type ComparisonCell, type ComparisonModel } from '../lib/comparison-model';
import styles from './coverage-comparison.module.css';

export const NO_COMPARISON = 'No hay comparativa disponible.';
export const COMPARISON_TITLE = 'Comparativa de coberturas';

interface CoverageComparisonProps {
  /** The policy's insurer slug. */
  company: string | null;
  /** The policy's plan, shown first and marked 'Tu plan'. */
  plan: string | null;
  /** The policy's own coverage lines: where one gives another figure than the catalogue, it wins. */
  benefits?: Benefit[];
}

/** Car policies: the insurer's plans side by side, feature by feature (✔ ✖ —), collapsible. */
export function CoverageComparison({ company, plan, benefits = [] }: CoverageComparisonProps) {
  return (
    <div className={styles.panel}>
      <Disclosure title={COMPARISON_TITLE} level={2} defaultOpen>
        {company ? (
          <Comparison company={company} plan={plan} benefits={benefits} />
        ) : (
          <p className={styles.note}>{NO_COMPARISON}</p>
        )}
      </Disclosure>
    </div>
  );
}

function Comparison({ company, plan, benefits }: { company: string; plan: string | null; benefits: Benefit[] }) {
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
  return <ComparisonView table={table.data} plan={plan} benefits={benefits} />;
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

function ComparisonView({ table, plan, benefits }: { table: CoverageTable; plan: string | null; benefits: Benefit[] }) {
  // A table where the columns fit; on a narrow screen one card per coverage, the person's plan on top.
  const wide = useMediaQuery(DESKTOP_QUERY);
  const model = comparisonModel(table, plan, benefits);
  return (
    <>
      {plan && !model.mine ? (
        <p className={styles.note}>Tu plan ({plan}) no figura en la comparativa de la aseguradora.</p>
      ) : null}
      {wide ? <ComparisonTable model={model} /> : <ComparisonCards model={model} />}
      {model.differs ? (
        <p className={styles.footnote}>
          Donde tu póliza dice otra cifra que el plan estándar de la aseguradora, mostramos la de tu póliza: es la que
          vale para vos.
        </p>
      ) : null}
    </>
  );
}

function PlanName({ name, mine }: { name: string; mine: boolean }) {
  return (
    <>
      {mine ? <span className={styles.badge}>Tu plan</span> : null}
      <span className={styles.planName}>{name}</span>
    </>
  );
}

function CellContent({ cell }: { cell: ComparisonCell }) {
  return (
    <>
      <span className={styles[toneOf(cell.symbol)]} aria-hidden="true">
        {cell.symbol}
      </span>
      <span className="visually-hidden">{cell.label}</span>
      {cell.valueText ? <span className={styles.value}>{cell.valueText}</span> : null}
      {cell.note ? <span className={styles.cellNote}>{cell.note}</span> : null}
    </>
  );
}

function ComparisonTable({ model }: { model: ComparisonModel }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Coberturas de los planes de auto</caption>
        <thead>
          <tr>
            <th scope="col">Cobertura</th>
            {model.plans.map((name) => (
              <th key={name} scope="col" className={name === model.mine ? styles.mine : undefined}>
                <PlanName name={name} mine={name === model.mine} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell) => (
                <td key={cell.plan} className={cell.mine ? styles.mine : undefined}>
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per coverage, what the person's plan says first, then the other plans. */
function ComparisonCards({ model }: { model: ComparisonModel }) {
  return (
    <ul className={styles.cards} aria-label="Coberturas de los planes de auto">
      {model.rows.map((row) => (
        <li key={row.key} className={styles.card}>
          <h3 className={styles.cardTitle}>{row.label}</h3>
          <dl className={styles.cardPlans}>
            {row.cells.map((cell) => (
              <div key={cell.plan} className={cell.mine ? `${styles.cardPlan} ${styles.mine}` : styles.cardPlan}>
                <dt>
                  <PlanName name={cell.plan} mine={cell.mine} />
                </dt>
                <dd>
                  <CellContent cell={cell} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function toneOf(symbol: string): 'yes' | 'no' | 'unknown' {
  if (symbol === '✔') return 'yes';
  if (symbol === '✖') return 'no';
  return 'unknown';
}
