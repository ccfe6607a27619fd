import { FIRE_BUILDING_COVERAGE } from '@/config/home-coverages';

interface PackageLike {
  coberturas: readonly { nombreCobertura: string; sumaAsegurada: number }[];
}

/** The package's 'Incendio Edificio y Riesgos Aliados' sum, or null when it has none. */
export function fireBuildingSum(pkg: PackageLike): number | null {
  const coverage = pkg.coberturas.find((c) => c.nombreCobertura === FIRE_BUILDING_COVERAGE);
  const sum = coverage ? Number(coverage.sumaAsegurada) : NaN;
  return Number.isFinite(sum) ? sum : null;
}

/**
 * Where the carousel starts (spec §4): the package whose fire-building sum is closest to the declared
 * value; on a tie the first one. 0 when no package has that coverage, -1 for an empty list.
 */
export function closestPackageIndex(packages: readonly PackageLike[], declaredValue: number): number {
  if (packages.length === 0) return -1;
  let best = 0;
  let bestDistance = Infinity;
  packages.forEach((pkg, index) => {
    const sum = fireBuildingSum(pkg);
    if (sum === null) return;
    const distance = Math.abs(sum - declaredValue);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
