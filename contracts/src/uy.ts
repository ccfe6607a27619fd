// Plain data and code with no outside imports, so the browser can take it through `contracts/runtime` without
// pulling TypeBox (the package's main entry) into a remote's bundle.

export { formatDate, formatDateRange, formatNumber, formatUsd } from './uy-format';

/** Uruguay's 19 departments, as the forms list them (spec §9). */
export const UY_DEPARTAMENTOS = [
  'Artigas',
  'Canelones',
  'Cerro Largo',
  'Colonia',
  'Durazno',
  'Flores',
  'Florida',
  'Lavalleja',
  'Maldonado',
  'Montevideo',
  'Paysandú',
  'Río Negro',
  'Rivera',
  'Rocha',
  'Salto',
  'San José',
  'Soriano',
  'Tacuarembó',
  'Treinta y Tres',
] as const;
export type UyDepartamento = (typeof UY_DEPARTAMENTOS)[number];
