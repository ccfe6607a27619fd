import { HOME_COVERAGES } from '@/config/home-coverages';

// Shown in the coverage tooltips when the partner sends no `descripcion`.
const DESCRIPTIONS: Record<string, string> = {
  [HOME_COVERAGES.incendioEdificio]:
    'Cubre los daños a la estructura de tu vivienda por incendio, rayo, explosión y riesgos aliados como humo o caída de objetos. La suma debe alcanzar para reconstruirla.',
  [HOME_COVERAGES.incendioContenido]:
    'Cubre tus muebles, ropa y demás objetos dentro de la vivienda cuando se dañan por un incendio o sus riesgos aliados.',
  [HOME_COVERAGES.hurtoContenido]:
    'Cubre el robo de los objetos de tu hogar cuando alguien entra a la vivienda por la fuerza.',
  [HOME_COVERAGES.hurtoEquipos]:
    'Cubre el robo de televisores, computadoras, electrodomésticos y otros equipos que tengas en tu hogar.',
  [HOME_COVERAGES.rcExtracontractual]:
    'Cubre los daños que vos, tu familia o tu vivienda causen a otras personas o a sus bienes, por ejemplo una filtración al vecino.',
  [HOME_COVERAGES.danosAgua]:
    'Cubre los daños por pérdidas, roturas de cañerías o desbordes de agua dentro de la vivienda.',
  [HOME_COVERAGES.cristales]: 'Cubre la rotura accidental de vidrios, ventanas, mamparas y espejos fijos.',
  [HOME_COVERAGES.escombros]:
    'Cubre el costo de retirar escombros y limpiar la vivienda después de un siniestro cubierto.',
  [HOME_COVERAGES.alojamiento]:
    'Cubre dónde quedarte mientras tu vivienda no se puede habitar después de un siniestro cubierto.',
  [HOME_COVERAGES.inundacion]: 'Cubre los daños por inundación o crecida de ríos, arroyos y otros cursos de agua.',
};

const GENERIC = 'Consultá el alcance y las exclusiones de esta cobertura en las condiciones de la póliza.';

/** The partner's description when it sends one, else ours for the coverage's name. */
export function coverageDescription(coverage: { nombreCobertura: string; descripcion?: string | null }): string {
  return coverage.descripcion?.trim() || DESCRIPTIONS[coverage.nombreCobertura] || GENERIC;
}
