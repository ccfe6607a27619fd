import { formatUsd } from 'shared-ui';
import { FIRE_BUILDING_COVERAGE } from '@/config/home-coverages';

interface Coverage {
  nombreCobertura: string;
  sumaAsegurada: number | string | null;
}

export interface Underinsurance {
  /** What the plan insures the building for ('Incendio Edificio y Riesgos Aliados'). */
  insured: number;
  declared: number;
  /** insured / declared, as a whole percentage (80). */
  percent: number;
}

/**
 * Infraseguro: the plan insures the building for less than the declared reconstruction cost. Null when it
 * insures as much or more, or when either figure is unknown.
 */
export function underinsurance(
  coverages: readonly Coverage[],
  declaredValue: number | null | undefined,
): Underinsurance | null {
  const fire = coverages.find((coverage) => coverage.nombreCobertura === FIRE_BUILDING_COVERAGE);
  const insured = Number(fire?.sumaAsegurada);
  const declared = Number(declaredValue);
  if (!fire || !Number.isFinite(insured) || !Number.isFinite(declared) || declared <= 0 || insured >= declared) {
    return null;
  }
  return { insured, declared, percent: Math.floor((insured / declared) * 100) };
}

/** What infraseguro means for this plan, in one sentence a person can act on. */
export function underinsuranceText({ insured, declared, percent }: Underinsurance): string {
  return (
    `Infraseguro: este plan asegura tu vivienda por ${formatUsd(insured)}, menos que los ${formatUsd(declared)} ` +
    `que declaraste como costo de reconstrucción. Ante un siniestro te pagarían en proporción: ` +
    `alrededor del ${percent} % de cada daño, aunque el daño sea chico.`
  );
}
