import type { Category } from './knowledge';

/**
 * The coverage concepts of the Uruguayan market: what a coverage row is, whatever its insurer calls it.
 * Each coverage name of a wallet (folded, see text.ts) is read into the concepts it names, with the
 * conditions that matter for an answer: where it applies (at home only, or anywhere) and whose loss it pays
 * (the person's own, others', or the person's body). Situations of a question (knowledge.ts) are answered
 * by concept, never by words a question and a coverage name happen to share.
 */

export type ConceptId =
  | 'desempleo'
  | 'rc'
  | 'lesiones-terceros'
  | 'danos-propios'
  | 'danos-accidentales'
  | 'robo-total'
  | 'robo-parcial'
  | 'hurto-contenido'
  | 'hurto-equipos'
  | 'equipos-danos'
  | 'incendio'
  | 'granizo'
  | 'cristales'
  | 'cerraduras'
  | 'agua'
  | 'inundacion'
  | 'electrico'
  | 'asistencia-hogar'
  | 'alojamiento'
  | 'escombros'
  | 'muerte'
  | 'muerte-enfermedad'
  | 'enfermedad'
  | 'perdida-beneficios'
  | 'invalidez'
  | 'gastos-medicos'
  | 'asistencia-mecanica'
  | 'viaje'
  | 'equipaje'
  | 'cancelacion'
  | 'repatriacion'
  | 'terremoto'
  | 'mascota'
  | 'dental'
  | 'obturaciones'
  | 'ortodoncia'
  | 'danos-inmueble'
  | 'rotura-maquinaria'
  | 'falta-frio'
  | 'transito'
  | 'accidente-laboral'
  | 'cirugia'
  | 'rc-profesional'
  | 'ganado'
  | 'helada'
  | 'sequia'
  | 'extravio'
  | 'optica'
  | 'asistencia-legal'
  | 'endodoncia'
  | 'blanqueamiento'
  | 'implantes'
  | 'extracciones'
  | 'celular'
  | 'fraude'
  | 'valores'
  | 'veterinario'
  | 'veterinario-accidente'
  | 'veterinario-enfermedad'
  | 'veterinario-rutina'
  | 'mascota-extravio'
  | 'auto-reemplazo'
  | 'alquiler-impago'
  | 'parto'
  | 'consultas'
  | 'audifonos'
  | 'ambulancia'
  | 'demora'
  | 'regreso-anticipado';

export interface Concept {
  id: ConceptId;
  /** How an answer names what it covers: 'la responsabilidad civil (daños a otras personas)'. */
  label: string;
  /** Over a folded coverage name. */
  pattern: RegExp;
  /** Whose loss it pays. */
  whose: 'own' | 'others' | 'person';
  /** At home only (the contents of a dwelling), or wherever it happens. */
  place: 'home' | 'anywhere';
  /** Kinds of policy where a name read as this concept means it (absent: any kind). */
  kinds?: Category[];
}

// Order matters: the first concepts of a name are its specific ones ('Hurto de Equipos' before 'Hurto').
export const CONCEPTS: Concept[] = [
  {
    id: 'rc',
    label: 'la responsabilidad civil (daños a otras personas o a sus cosas)',
    // ('RC profesional' is a professional's liability: its own concept.)
    pattern: /responsabilidad civil(?! profesional)|danos a terceros|\brc\b(?! profesional)/,
    whose: 'others',
    place: 'anywhere',
  },
  {
    // The SOA (seguro obligatorio automotor): the injuries or death a vehicle causes to people, never things.
    // Read from an SOA policy's rows by conceptsOf, not from a name alone.
    id: 'lesiones-terceros',
    label: 'las lesiones que tu vehículo les cause a otras personas',
    pattern: /(?!)/,
    whose: 'others',
    place: 'anywhere',
  },
  {
    id: 'hurto-equipos',
    label: 'el hurto de equipos electrónicos y electrodomésticos',
    pattern: /(hurto|robo)\b.*\b(equipos|electr|aparatos|electrodomestic)/,
    whose: 'own',
    place: 'home',
  },
  {
    id: 'hurto-contenido',
    label: 'el robo de lo que hay en tu casa',
    pattern: /(hurto|robo)\b.*\bcontenido|contenido\b.*\b(hurto|robo)/,
    whose: 'own',
    place: 'home',
  },
  {
    id: 'robo-parcial',
    label: 'el robo de partes o accesorios del vehículo',
    pattern: /(hurto|robo) parcial|accesorios/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'robo-total',
    label: 'el robo del vehículo entero',
    pattern: /(hurto|robo)( y (hurto|robo))? total|hurto y robo|robo y hurto/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'equipos-danos',
    label: 'la rotura de equipos electrónicos y electrodomésticos',
    pattern:
      /^(?!.*\b(hurto|robo)\b).*(equipos electr|electrodomestic|aparatos electr|rotura (accidental )?de equipos)/,
    whose: 'own',
    place: 'home',
  },
  {
    id: 'danos-propios',
    label: 'los daños a tu propio vehículo',
    pattern:
      /danos propios|danos materiales|danos al vehiculo|danos parciales|\bcasco\b|perdida (total|parcial)(?! por (robo|hurto|incendio))|colision|choque|vuelco|todo riesgo/,
    whose: 'own',
    place: 'anywhere',
    kinds: ['car', 'soa', 'movilidad', 'other', 'embarcacion'],
  },
  {
    id: 'danos-accidentales',
    label: 'los daños accidentales',
    // (A row 'Rotura de Piezas en Exposición y Traslado': the breakage of the things it names.)
    pattern:
      /danos? accidental(es)?|rotura accidental|^roturas?( o \w+)? (de|del) (?!.*\b(cristal|vidri|cerradura|maquinaria|equipos|parabrisas|luneta))/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'incendio',
    label: 'el incendio',
    pattern: /incendio|explosion|\bhumo\b/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'granizo',
    label: 'el granizo y el temporal',
    // ('Incapacidad Temporal' is a disability that ends, not a storm.)
    // ('Los daños por lluvia o viento se cubren…': weather, as a cover text says it.)
    pattern:
      /granizo|huracan|vendaval|(?<!incapacidad )temporal|tormenta|fenomenos? (climatic|meteorolog|naturales)|\bdanos por (lluvia|viento)\b/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'cristales',
    label: 'la rotura de cristales',
    pattern: /cristal|vidrio|parabrisas|vidriera/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'cerraduras',
    label: 'la rotura de cerraduras',
    pattern: /cerradura/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'agua',
    label: 'los daños por agua',
    pattern: /\bagua\b|filtraci|humedad|\bdanos por lluvia\b/,
    whose: 'own',
    place: 'home',
  },
  { id: 'inundacion', label: 'la inundación', pattern: /inundaci/, whose: 'own', place: 'home' },
  {
    id: 'electrico',
    label: 'los daños eléctricos',
    pattern:
      /danos? electricos?|sobretension|fenomenos? electric|cortocircuito|variacion(es)? de tension|descarga electrica/,
    whose: 'own',
    place: 'home',
  },
  {
    id: 'asistencia-hogar',
    label: 'la asistencia de urgencia en el hogar (plomería, cerrajería, electricidad)',
    pattern: /asistencia (al|en el|de) hogar|plomeria|cerrajeria|service del hogar/,
    whose: 'own',
    place: 'home',
  },
  { id: 'alojamiento', label: 'el alojamiento', pattern: /alojamiento|hotel/, whose: 'own', place: 'home' },
  { id: 'escombros', label: 'la remoción de escombros', pattern: /escombro/, whose: 'own', place: 'home' },
  {
    id: 'muerte',
    label: 'la muerte accidental',
    pattern: /muerte|fallecimiento|\bvida\b|sepelio/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    // Death of any cause (an illness too): a life cover. Read by conceptsOf from a death row that does not
    // limit itself to accidents.
    id: 'muerte-enfermedad',
    label: 'el fallecimiento por cualquier causa, también por enfermedad',
    pattern: /(?!)/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'enfermedad',
    label: 'las enfermedades graves',
    pattern: /enfermedad(es)? (grave|critica|terminal)|cancer|oncolog/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'desempleo',
    label: 'la pérdida del empleo',
    pattern: /desempleo|perdida (del|de) (empleo|trabajo)|despido/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'perdida-beneficios',
    label: 'lo que dejás de ganar mientras el negocio está cerrado por un siniestro',
    pattern:
      /perdida de (beneficios|ingresos|ganancias|explotacion)|lucro cesante|paralizacion|interrupcion de (la )?(actividad|negocio|explotacion)/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'invalidez',
    label: 'la invalidez',
    pattern: /invalidez|incapacidad|discapacidad/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'gastos-medicos',
    label: 'los gastos médicos',
    pattern: /gastos medicos|gastos de curacion|asistencia medica|atencion medica|medicamentos|internacion|sanatori/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'asistencia-mecanica',
    label: 'el auxilio mecánico y el remolque',
    pattern: /asistencia mecanica|auxilio|remolque|grua|asistencia (en|al) (ruta|vehiculo)/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'viaje',
    label: 'la asistencia en viaje',
    pattern: /asistencia al viajero|asistencia en viaje|asistencia en el exterior/,
    whose: 'person',
    place: 'anywhere',
  },
  { id: 'equipaje', label: 'la pérdida de equipaje', pattern: /equipaje|valija/, whose: 'own', place: 'anywhere' },
  {
    id: 'cancelacion',
    label: 'la cancelación del viaje',
    pattern: /cancelacion|interrupcion de viaje/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'repatriacion',
    label: 'la repatriación',
    pattern: /repatriacion|traslado sanitario/,
    whose: 'person',
    place: 'anywhere',
  },
  { id: 'terremoto', label: 'el terremoto', pattern: /terremoto|sismo/, whose: 'own', place: 'anywhere' },
  { id: 'mascota', label: 'tu mascota', pattern: /mascota|veterinari/, whose: 'own', place: 'anywhere' },
  {
    id: 'auto-reemplazo',
    label: 'un auto de reemplazo',
    pattern: /\b(auto|vehiculo|coche) (de reemplazo|sustituto|de cortesia|de alquiler)\b|\brent a car\b/,
    whose: 'own',
    place: 'anywhere',
  },
  { id: 'dental', label: 'la atención odontológica', pattern: /\bdental\b|odonto/, whose: 'person', place: 'anywhere' },
  {
    id: 'obturaciones',
    label: 'los arreglos de caries (obturaciones)',
    pattern: /obturacion|empaste|caries|restauracion/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'ortodoncia',
    label: 'la ortodoncia',
    pattern: /ortodoncia|brackets|frenillos/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    // A machine's own breakdown (a burnt motor, a compressor that fails): not an accident.
    id: 'rotura-maquinaria',
    label: 'la rotura o falla de una máquina',
    pattern: /rotura de maquinaria|fallas? (mecanicas?|electricas?|internas?|de funcionamiento)|averia|desperfecto/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    // Goods spoilt when the cold fails (a power cut, a cold room that warmed): the stock, not the machine.
    id: 'falta-frio',
    label: 'la mercadería que se pierde por falta de frío',
    pattern: /falta de frio|cadena de frio|perdida de (frio|refrigeracion)|mercaderia refrigerada|descongelamiento/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    // Goods carried from one place to another (to a fair, to a customer): the load, never the vehicle.
    id: 'transito',
    label: 'la mercadería en tránsito',
    pattern:
      /(mercaderias?|bienes|carga) en transito|carga transportada|transporte de (mercaderias?|carga)|mercaderia transportada|(vehiculos|bienes|objetos|equipos) transportad[oa]s/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'ganado',
    label: 'los animales de campo',
    pattern: /ganado|hacienda|bovinos|vacunos|abigeato|semovientes/,
    whose: 'own',
    place: 'anywhere',
  },
  { id: 'helada', label: 'la helada', pattern: /helada/, whose: 'own', place: 'anywhere' },
  { id: 'sequia', label: 'la sequía', pattern: /sequia|deficit hidrico/, whose: 'own', place: 'anywhere' },
  { id: 'extravio', label: 'la pérdida o el olvido', pattern: /(?!)/, whose: 'own', place: 'anywhere' },
  {
    id: 'rc-profesional',
    label: 'la responsabilidad profesional (mala praxis)',
    pattern: /mala ?praxis|responsabilidad (civil )?profesional|\brc profesional|errores? (y omisiones|profesional)/,
    whose: 'others',
    place: 'anywhere',
  },
  {
    id: 'cirugia',
    label: 'las operaciones (cirugías)',
    pattern: /intervenciones? quirurgicas?|cirugias?|operaciones? quirurgicas?/,
    whose: 'person',
    place: 'anywhere',
  },
  { id: 'optica', label: 'los lentes', pattern: /optica|lentes|anteojos/, whose: 'person', place: 'anywhere' },
  {
    id: 'accidente-laboral',
    label: 'los accidentes de trabajo',
    pattern: /accidentes? (de trabajo|laboral(es)?)|ley 16\.?074/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'asistencia-legal',
    label: 'la asistencia legal (un abogado que te defienda)',
    pattern:
      /asistencia (legal|juridica)|defensa (legal|penal|juridica)|asesoramiento (legal|juridico)|gastos de defensa/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    // A rent guarantee's damage to the rented property, left by the tenants.
    id: 'danos-inmueble',
    label: 'los daños a la vivienda alquilada',
    pattern: /danos (al|en el|a la) (inmueble|propiedad|vivienda)/,
    whose: 'others',
    place: 'anywhere',
    kinds: ['garantia'],
  },
  {
    id: 'endodoncia',
    label: 'la endodoncia (tratamiento de conducto)',
    pattern: /endodoncia|\bconductos?\b/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'blanqueamiento',
    label: 'el blanqueamiento',
    pattern: /blanqueamiento|estetica dental/,
    whose: 'person',
    place: 'anywhere',
  },
  { id: 'implantes', label: 'los implantes', pattern: /implante|protesis/, whose: 'person', place: 'anywhere' },
  { id: 'extracciones', label: 'las extracciones', pattern: /extraccion/, whose: 'person', place: 'anywhere' },
  // A pet's covers: its vet bills (by an accident or an illness), its routine care, its loss.
  {
    id: 'veterinario-accidente',
    label: 'los gastos veterinarios por un accidente de tu mascota',
    pattern: /veterinari\w*.*accident|accident\w*.*veterinari/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'veterinario-enfermedad',
    label: 'los gastos veterinarios por una enfermedad de tu mascota',
    pattern: /veterinari\w*.*enfermedad|enfermedad\w*.*veterinari/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'veterinario-rutina',
    label: 'las vacunas y los controles de rutina de tu mascota',
    pattern: /vacun|preventiv|control(es)? (anual|de rutina|veterinario)|chequeo/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'veterinario',
    label: 'los gastos veterinarios de tu mascota',
    pattern: /veterinari/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    id: 'mascota-extravio',
    label: 'la pérdida o el robo de tu mascota',
    pattern: /extravio|(robo|hurto|perdida) de (la |tu )?mascota|busqueda de (la )?mascota/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    // A card or an account used by a swindler ('Compras Fraudulentas con Tarjeta', 'Phishing y Suplantación de
    // Identidad'): no theft of a thing, and never a home's.
    id: 'fraude',
    label: 'el fraude con tu tarjeta o tu cuenta',
    pattern: /fraud|phishing|suplantacion|ciberdelito|clonacion|uso indebido|estafa/,
    whose: 'own',
    place: 'anywhere',
  },
  {
    // Cash and valuables: a shop's till, a safe ('Valores en Caja Registradora', 'Dinero en efectivo').
    id: 'valores',
    label: 'el dinero y los valores',
    pattern: /\bvalores\b|dinero|efectivo|caja registradora|caja fuerte|caudales/,
    whose: 'own',
    place: 'home',
  },
  {
    // A rent guarantee's rent and common charges left unpaid, and the eviction's costs: paid to the landlord.
    id: 'alquiler-impago',
    label: 'el alquiler impago',
    pattern: /\b(alquileres?|gastos comunes|arrendamientos?) (impag|no pagad|adeudad)|\bdesalojo\b/,
    whose: 'others',
    place: 'anywhere',
    kinds: ['garantia'],
  },
  {
    id: 'parto',
    label: 'el parto',
    pattern: /\bpartos?\b|maternidad|recien nacido/,
    whose: 'person',
    place: 'anywhere',
    kinds: ['salud', 'other'],
  },
  {
    // A health plan's doctor visits ('Consultas con Especialistas'); a dental plan's are its own (dental).
    id: 'consultas',
    label: 'las consultas médicas',
    pattern: /\bconsultas? (medic|con (el )?(medico|especialista))|\bespecialistas?\b|\bconsultas medicas\b/,
    whose: 'person',
    place: 'anywhere',
    kinds: ['salud'],
  },
  {
    id: 'audifonos',
    label: 'los audífonos',
    pattern: /audifono|protesis auditiva/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'ambulancia',
    label: 'el traslado en ambulancia',
    pattern: /ambulancia|emergencia movil|unidad movil|traslados? sanitarios?|evacuacion sanitaria/,
    whose: 'person',
    place: 'anywhere',
  },
  {
    id: 'demora',
    label: 'la demora del vuelo o del equipaje',
    pattern: /\bdemora/,
    whose: 'own',
    place: 'anywhere',
    kinds: ['travel'],
  },
  {
    id: 'regreso-anticipado',
    label: 'el regreso anticipado',
    pattern: /(regreso|retorno|vuelta) anticipad|regreso de emergencia/,
    whose: 'own',
    place: 'anywhere',
    kinds: ['travel'],
  },
  {
    id: 'celular',
    label: 'la rotura de tu celular',
    pattern: /celular|movil|equipos portatiles|pantalla/,
    whose: 'own',
    place: 'anywhere',
  },
];

const PERSON_CONCEPTS: ConceptId[] = ['muerte', 'invalidez', 'gastos-medicos'];

const BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));
export const concept = (id: ConceptId): Concept => BY_ID.get(id)!;

// A car plan named only 'Total' or 'Todo riesgo' covers the car's own damage, its theft and its fire.
const ALL_RISKS = /^(cobertura )?(total|todo riesgo)\b|\btodo riesgo\b|\btotal con deducible\b/;
const ALL_RISKS_CONCEPTS: ConceptId[] = ['danos-propios', 'robo-total', 'robo-parcial', 'incendio', 'cristales'];
const VEHICLE_NAMED = /\b(monopatin\w*|scooter|patineta|bici\w*|moto\w*|auto|automovil|vehiculo|rodado)\b/;
// A bare 'Hurto' or 'Robo' row: what it protects is what the policy insures.
const BARE_THEFT = /\b(hurto|robo|rapina)\b/;

/**
 * The concepts a folded coverage name (or a manual policy's `cobertura` text) names, in a policy of these
 * kinds. 'Robo total' is the theft of the car, never its total loss by a crash; a name of no concept has none.
 */
export function conceptsOf(folded: string, kinds: ReadonlySet<Category>, accidentsOnly = false): ConceptId[] {
  const found: ConceptId[] = [];
  for (const c of CONCEPTS) {
    if (c.kinds && !c.kinds.some((k) => kinds.has(k))) continue;
    if (c.pattern.test(folded)) found.push(c.id);
  }
  const vehicle = kinds.has('car') || kinds.has('soa') || kinds.has('bike') || kinds.has('movilidad');
  // 'Hurto e Incendio Total y Parcial': the vehicle's theft, whole or of its parts.
  if (vehicle && /\b(hurto|robo)\b[^,.]*\btotal y parcial\b/.test(folded)) {
    for (const id of ['robo-total', 'robo-parcial'] as ConceptId[]) if (!found.includes(id)) found.push(id);
  }
  // An equipment policy's bare rows are its equipment's: 'Hurto con Violencia', 'Daño Accidental'; its
  // portable equipment away from the office ('Equipos Portátiles fuera del Local') too.
  if (kinds.has('equipos') && !vehicle && /equipos portatiles/.test(folded)) return ['hurto-equipos', 'equipos-danos'];
  // (A cover text, not a row's name, says more than one thing: 'contra incendio, robo con violencia y daños
  // accidentales' is each of them, the theft and the damage of the equipment.)
  if (kinds.has('equipos') && !vehicle && folded.split(' ').length > 8) {
    const more: ConceptId[] = [];
    if (BARE_THEFT.test(folded) && !found.includes('hurto-equipos')) more.push('hurto-equipos');
    if (found.includes('danos-accidentales')) more.push('equipos-danos');
    return [...new Set<ConceptId>([...found, ...more])];
  }
  if (kinds.has('equipos') && !vehicle) {
    if (BARE_THEFT.test(folded) && !found.includes('hurto-equipos')) return ['hurto-equipos'];
    if (found.includes('danos-accidentales')) return [...new Set<ConceptId>(['equipos-danos', ...found])];
  }
  // A vehicle policy's theft row that names the vehicle ('Robo del scooter eléctrico') is the vehicle's theft.
  if (vehicle && found.includes('hurto-equipos') && VEHICLE_NAMED.test(folded)) {
    found.splice(found.indexOf('hurto-equipos'), 1, 'robo-total');
  }
  // (A pet's 'Extravío o Robo de la Mascota' is the pet's, not the things at home.)
  if (
    !found.some((id) => id.startsWith('robo') || id.startsWith('hurto') || id === 'mascota' || id === 'valores') &&
    BARE_THEFT.test(folded)
  ) {
    found.push(vehicle ? 'robo-total' : 'hurto-contenido');
  }
  // The SOA's rows pay the people a vehicle injures or kills (whoever they are), never the driver's own body.
  if (
    kinds.has('soa') &&
    !kinds.has('car') &&
    (found.some((id) => PERSON_CONCEPTS.includes(id)) || /lesion/.test(folded))
  ) {
    return ['lesiones-terceros'];
  }
  // A death row that does not limit itself to accidents, in a policy that is no accident cover, pays an
  // illness too ('Fallecimiento por cualquier causa'; 'Capital adicional por Fallecimiento Accidental' does not).
  if (found.includes('muerte') && !accidentsOnly && !/accident/.test(folded)) found.push('muerte-enfermedad');
  // A car plan named by what it covers of others: 'Terceros' is liability; 'Terceros completo' adds the car's
  // theft and fire.
  const vehicleKind = kinds.has('car') || kinds.has('moto') || kinds.has('movilidad');
  if (vehicleKind && /\bterceros\b/.test(folded) && found.length === 0) {
    found.push('rc');
    if (/\bterceros (completo|plus|ampliado|full|total)\b/.test(folded)) found.push('robo-total', 'incendio');
  }
  // 'Accidentes personales (del conductor)': the person's cover, as a bundle.
  // ('Accidentes del Conductor' of a bike's or a scooter's policy: its rider's.)
  if (
    found.length === 0 &&
    /accidentes personales|accidentes? (del|de los|de) (conductor|conductores|ciclista|piloto|motociclista|ocupantes|pasajeros)/.test(
      folded,
    )
  )
    found.push('muerte', 'invalidez', 'gastos-medicos');
  if (kinds.has('car') && ALL_RISKS.test(folded) && !found.some((id) => id !== 'danos-propios')) {
    for (const id of ALL_RISKS_CONCEPTS) if (!found.includes(id)) found.push(id);
  }
  return found;
}

/** A coverage name that limits itself to the dwelling ('en el domicilio', 'dentro de la vivienda'). */
export function homeOnly(folded: string, conceptIds: ConceptId[]): boolean {
  if (/domicilio|dentro de la (vivienda|casa)|en la vivienda|en el hogar|en tu casa/.test(folded)) return true;
  return conceptIds.length > 0 && conceptIds.every((id) => concept(id).place === 'home');
}
