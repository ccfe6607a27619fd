import { useId } from 'react';
import { CONTACT_PLAN_SUBJECTS, formatUsd, useContactDialog } from 'shared-ui';
import { InfoTip } from '@/components/info-tip';
import { buttons } from '@/components/buttons';
import { FIRE_BUILDING_COVERAGE } from '@/config/home-coverages';
import type { SbiPackage } from '../api/get-product-packages';
import { underinsurance, underinsuranceText } from '@/lib/underinsurance';
import { coverageDescription } from '../lib/coverage-descriptions';
import styles from './package-card.module.css';

/** Opens the contact dialog about this plan (subject 'Preguntas', spec §3). */
export const PLAN_QUESTIONS = 'Tengo preguntas sobre este plan';

interface PackageCardProps {
  pkg: SbiPackage;
  /** The reconstruction cost the person declared: a plan insuring less says so (infraseguro). */
  declaredValue: number;
  onSelect: (pkg: SbiPackage) => void;
  /** A selection is being sent (this package's or another's). */
  busy: boolean;
  selecting: boolean;
}

/**
 * One package of the carousel: name, annual price, the infraseguro warning when it insures the building for
 * less than the declared reconstruction cost, coverages with their sums, 'Seleccionar Plan', and a way to ask about the plan.
 */
export function PackageCard({ pkg, declaredValue, onSelect, busy, selecting }: PackageCardProps) {
  const titleId = useId();
  const under = underinsurance(pkg.coberturas, declaredValue);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {pkg.nombre}
        </h2>
        <p className={styles.price}>
          <span className={styles.amount}>{formatUsd(pkg.precio)}</span>
          <span className={styles.period}>por año</span>
        </p>
      </header>
      {under ? (
        <p className={styles.warning} role="note">
          {underinsuranceText(under)}
        </p>
      ) : null}
      <ul className={styles.coverages} aria-label={`Coberturas del plan ${pkg.nombre}`}>
        {pkg.coberturas.map((coverage) => {
          const fire = coverage.nombreCobertura === FIRE_BUILDING_COVERAGE;
          return (
            <li
              key={coverage.nombreCobertura}
              className={fire ? `${styles.coverage} ${styles.highlight}` : styles.coverage}
            >
              <span className={styles.coverageName}>
                {coverage.nombreCobertura}
                <InfoTip label={`Qué cubre ${coverage.nombreCobertura}`} text={coverageDescription(coverage)} />
              </span>
              <span className={styles.sum}>{formatUsd(coverage.sumaAsegurada)}</span>
              {fire ? (
                <span className={styles.note}>Esta suma debe reflejar el costo de reconstrucción de tu vivienda.</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          onClick={() => onSelect(pkg)}
          disabled={busy}
          aria-busy={selecting}
          aria-describedby={titleId}
        >
          {selecting ? 'Seleccionando…' : 'Seleccionar Plan'}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}
          onClick={() =>
            useContactDialog.getState().open({ about: { plan: pkg.nombre, subject: CONTACT_PLAN_SUBJECTS.questions } })
          }
          aria-describedby={titleId}
        >
          {PLAN_QUESTIONS}
        </button>
      </div>
    </article>
  );
}
