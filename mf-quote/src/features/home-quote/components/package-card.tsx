import { useId } from 'react';
import { formatUsd } from 'shared-ui';
import { InfoTip } from '@/components/info-tip';
import { buttons } from '@/components/buttons';
import { FIRE_BUILDING_COVERAGE } from '@/config/home-coverages';
import type { SbiPackage } from '../api/get-product-packages';
import { coverageDescription } from '../lib/coverage-descriptions';
import styles from './package-card.module.css';

interface PackageCardProps {
  pkg: SbiPackage;
  onSelect: (pkg: SbiPackage) => void;
  /** A selection is being sent (this package's or another's). */
  busy: boolean;
  selecting: boolean;
}

/** One package of the carousel: name, annual price, coverages with their sums, and 'Seleccionar Plan'. */
export function PackageCard({ pkg, onSelect, busy, selecting }: PackageCardProps) {
  const titleId = useId();
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
    </article>
  );
}
