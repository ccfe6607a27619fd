import type { GuideContent } from 'contracts';

export const GENERAL_GUIDE_TITLE = 'Lo que necesita todo siniestro de auto en Uruguay';

/**
 * The guide of a car policy whose insurer has none of its own (or is not known): what every car claim in
 * Uruguay needs, whoever the insurer. The insurer, when known, is named where the person must call it.
 */
export function generalCarGuide(insurer: string | null): GuideContent {
  const who = insurer ? `de ${insurer}` : 'de tu aseguradora';
  return {
    procedure: [
      'Detené el vehículo en un lugar seguro, encendé las balizas y colocá los triángulos.',
      'Si hay personas lesionadas, llamá al 911 antes que nada.',
      `Llamá a la línea de siniestros ${who} (figura en tu póliza) para que te asignen un número de siniestro.`,
      'Intercambiá datos con el otro conductor: nombre, cédula, matrícula, aseguradora y número de póliza.',
      'Sacá fotos de los daños, de las matrículas y del lugar del accidente.',
      'Hacé la denuncia del siniestro dentro del plazo que fija tu póliza.',
      'Coordiná la inspección del vehículo antes de hacer cualquier reparación.',
    ],
    criticalPoints: [
      'Fuera del plazo de denuncia de tu póliza la cobertura puede verse afectada.',
      'No reconozcas culpa ni firmes acuerdos con el otro conductor sin hablar con tu aseguradora.',
      'En caso de robo, hacé la denuncia policial antes de llamar a la aseguradora.',
      'No repares el vehículo antes de la inspección del perito.',
      'Verificá que la libreta de conducir y el SOA estén vigentes.',
    ],
    documents: [
      'Cédula de identidad del conductor',
      'Libreta de conducir vigente',
      'Libreta de propiedad (título) del vehículo',
      'Certificado del SOA vigente',
      'Denuncia policial (robo, lesionados o daños a terceros)',
      'Fotos de los daños y del lugar',
      'Datos del otro vehículo y de su aseguradora',
    ],
    contacts: [
      {
        label: 'Emergencias: policía, ambulancia y bomberos',
        phone: '911',
        email: null,
        hours: 'Las 24 horas, todos los días',
        url: null,
      },
    ],
  };
}
