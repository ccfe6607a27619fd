import { closestPackageIndex, fireBuildingSum } from '../closest-package';

const FIRE = 'Incendio Edificio y Riesgos Aliados';
const pkg = (fire: number | null) => ({
  coberturas: [
    { nombreCobertura: 'Cristales', sumaAsegurada: 2500 },
    ...(fire === null ? [] : [{ nombreCobertura: FIRE, sumaAsegurada: fire }]),
  ],
});

describe('closestPackageIndex', () => {
  it('picks the package whose fire-building sum is closest to the declared value', () => {
    expect(closestPackageIndex([pkg(160000), pkg(200000), pkg(240000)], 200000)).toBe(1);
    expect(closestPackageIndex([pkg(160000), pkg(200000), pkg(240000)], 235000)).toBe(2);
    expect(closestPackageIndex([pkg(160000), pkg(200000), pkg(240000)], 10000)).toBe(0);
  });

  it('keeps the first on a tie', () => {
    expect(closestPackageIndex([pkg(180000), pkg(220000)], 200000)).toBe(0);
    expect(closestPackageIndex([pkg(100000), pkg(180000), pkg(220000)], 200000)).toBe(1);
  });

  it('ignores packages without the fire-building coverage', () => {
    expect(closestPackageIndex([pkg(null), pkg(500000), pkg(190000)], 200000)).toBe(2);
    expect(closestPackageIndex([pkg(null), pkg(null)], 200000)).toBe(0);
  });

  it('gives -1 for an empty list', () => {
    expect(closestPackageIndex([], 200000)).toBe(-1);
  });

  it('reads the fire-building sum', () => {
    expect(fireBuildingSum(pkg(123000))).toBe(123000);
    expect(fireBuildingSum(pkg(null))).toBeNull();
  });
});
