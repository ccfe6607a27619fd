// The partner's home coverages (spec §3), by the keys the custom proposal uses.
export const HOME_COVERAGES = {
  incendioEdificio: 'Incendio Edificio y Riesgos Aliados',
  incendioContenido: 'Incendio Contenido',
  hurtoContenido: 'Hurto de Contenido General',
  hurtoEquipos: 'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
  rcExtracontractual: 'Responsabilidad Civil Extracontractual',
  danosAgua: 'Daños por acción directa del Agua',
  cristales: 'Cristales',
  escombros: 'Remoción de Escombros y Limpieza de Restos',
  alojamiento: 'Gastos por Alojamiento',
  inundacion: 'Inundación',
} as const;

export type HomeCoverageKey = keyof typeof HOME_COVERAGES;

/** The coverage whose insured sum must reflect the rebuild cost. */
export const FIRE_BUILDING_COVERAGE = HOME_COVERAGES.incendioEdificio;
