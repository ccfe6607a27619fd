import type { AnswerFact, EngineAnswer, Outcome } from './engine';
import { asksForOthersData, emergencyOf, normalise, offTopic, wantsPerson, type Emergency } from './frame';
import { formatUsd } from './text';

/**
 * Amparo for visitors (signed out): what the bike and home insurance sold here cover and exclude, how quoting
 * works, a bike price from the partner's tariff when the bike's value is given, the other kinds through the
 * request form, and an invitation to sign in for questions about one's own policies. The facts are the
 * product pages' (the same figures as mf-landing's insurance pages, from the spec) and the partner's rating;
 * each carries a citation `【<product>:<source>】`.
 */

export interface VisitorPrice {
  /** The bike's value the price was rated for. */
  value: number;
  packages: Array<{ nombre: string; precio: number }>;
}

const BIKE = 'Seguro de bicicleta';
const HOME = 'Seguro de hogar';
const cite = (label: string, source: string) => `【${label}:${source}】`;

const BIKE_COVERS = [
  'Responsabilidad civil: los daños que causes a otras personas o a sus cosas mientras usás tu bici, hasta USD 10.000.',
  'Hurto y rapiña: si te roban la bici, con o sin violencia, según las condiciones del plan.',
  'Daños por accidente: roturas de tu bici por una caída o un choque (en el plan Total).',
  'Sin deducible ni límite de edad.',
];
const BIKE_EXCLUDES = [
  'el desgaste natural y las fallas mecánicas o eléctricas (cadena, frenos, cubiertas, batería)',
  'los daños causados a propósito',
  'el uso en competencias o con fines comerciales, como el reparto a domicilio',
  'los accesorios que no estén fijos a la bici (luces desmontables, cascos, bolsos)',
  'monopatines y motos eléctricas, que van por el seguro de Movilidad Alternativa',
];
const HOME_COVERS = [
  'Incendio del edificio y riesgos aliados (fuego, rayo, explosión) y de tu contenido.',
  'Hurto del contenido y de equipos electrónicos y electrodomésticos.',
  'Daños por agua que se escapa de cañerías o instalaciones, e inundación por lluvia o desbordes.',
  'Rotura de cristales de puertas y ventanas.',
  'Responsabilidad civil por daños que vos o tu familia causen a otras personas o a sus bienes.',
  'Remoción de escombros, y alojamiento si no podés vivir en tu casa tras un siniestro cubierto (hasta el 5% del capital asegurado).',
  'Servicios de emergencia (cerrajería, sanitaria, electricidad, vidriería) hasta USD 50 por evento en Montevideo y Canelones.',
];
const HOME_EXCLUDES = [
  'las viviendas de madera o con techo de paja (quincha)',
  'los daños causados a propósito',
  'el desgaste, la falta de mantenimiento y la humedad o las filtraciones que se producen lentamente',
  'el terreno (no forma parte del capital del edificio)',
  'el dinero en efectivo, las joyas y los objetos de valor que no hayas declarado',
];

const OTHER_KINDS: Array<[RegExp, string]> = [
  [/\b(auto|autos|coche|camioneta|vehiculo|automovil)\b/, 'auto'],
  [/\b(alquiler|garantia)\b/, 'garantía de alquiler'],
  [/\bsoa\b/, 'SOA'],
  [/\b(monopatin|scooter|movilidad|bici electrica|moto electrica)\b/, 'movilidad alternativa'],
  [/\b(accidentes|accidente personal|vida)\b/, 'accidentes personales'],
  [/\b(viaje|viajero|viajar)\b/, 'viaje'],
  [/\b(dental|dentista)\b/, 'dental'],
];

// Things the products exclude, as people name them.
const EXCLUDED =
  /\b(madera|paja|quincha|terreno|efectivo|joyas|desgaste|mantenimiento|competencias?|carreras?|reparto|delivery|cascos?|luces|a proposito|intencional\w*)\b/;

const OWN =
  /\b(mi|mis) (poliza|polizas|seguro|seguros|cobertura|coberturas|billetera|wallet)\b|\b(cuando vence|numero de poliza|mis datos|mi cuenta)\b/;
const ASKS = {
  excludes: /\b(no cubre|no cubren|exclu\w*|que no|no incluye)\b/,
  covers: /\b(cubre|cubren|incluye|coberturas?|que tiene|protege)\b/,
  price: /\b(cuanto (sale|cuesta|pago|vale|saldria|costaria)|precio|costo|cuota|tarifa|barato|caro)\b/,
  deductible: /\b(deducible|franquicia)\b/,
  quote: /\b(cotiz\w*|contrat\w*|como (funciona|hago|compro|saco)|sacar un seguro|comprar)\b/,
  insurer: /\b(aseguradora|quien (emite|asegura)|compania|sbi)\b/,
  claim: /\b(siniestro|denunci\w*|avis\w*|me robaron|reclamo)\b/,
  capital: /\b(cuanto|que valor)\b[^?.!]*\basegur\w*|\bvalor (declarar|declarado)\b|\bcapital\b/,
  age: /\b(edad|anos tengo|mayor|jubilad\w*)\b/,
  catalogue: /\b(que seguros|que otros seguros|que venden|que ofrecen|que tienen|tipos de seguro)\b/,
};

const EMERGENCY_TEXT: Record<Exclude<Emergency, null>, string> = {
  injury: 'Si hay alguien lastimado, lo primero es llamar al 911 (emergencias).',
  fire: 'Si hay fuego o humo, salí del lugar con todos y llamá ya a Bomberos al 104 (o al 911).',
  gas: 'Si hay olor a gas: no prendas ni apagues luces ni aparatos, abrí puertas y ventanas, salí y llamá a Bomberos al 104 (o al 911).',
  flood:
    'Si el agua está subiendo: cortá la luz solo si podés hacerlo sin tocar agua, subí a un lugar alto y, si hay peligro, llamá al 911.',
};

const HAPPENED =
  /\b(me robaron|me afanaron|me chocaron|choque|se me rompio|se me inundo|se me quemo|tuve un|me paso|se me prendio)\b/;
const SIGN_IN =
  'Para consultas sobre tus propias pólizas, iniciá sesión con «Iniciar sesión»: con tu cuenta te digo qué te cubre, por cuánto y cuándo vence cada una.';
const HELLO =
  '¡Hola! Soy Amparo. Te cuento qué cubren los seguros de bicicleta y de hogar, cuánto sale asegurar tu bici y cómo cotizar. ¿Qué querés saber?';
const QUOTE_BIKE =
  'Cotizás tu bici en unos 2 minutos y la contratás en 5, 100% online, desde «Cotizá tu bici» en la página del seguro de bicicleta; cotizar es gratis y no te compromete.';
const QUOTE_HOME =
  'Cotizás tu hogar respondiendo unas preguntas sobre tu casa y lo contratás en 5 minutos, 100% online, desde «Cotizá tu hogar» en la página del seguro de hogar.';

/** The bike's value a question gives ('mi bici vale 1500', 'una bici de USD 2.000', '2 mil dólares'). */
export function bikeValueIn(question: string): number | null {
  const folded = normalise(question).folded;
  if (!/\b(bici|bicicleta|bicis)\b/.test(folded)) return null;
  const match = /(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*(mil|k)?\b/.exec(question.toLowerCase());
  if (!match) return null;
  const raw = match[1]!;
  let value = /^\d{1,3}([.,]\d{3})+$/.test(raw) ? Number(raw.replace(/[.,]/g, '')) : Number(raw.replace(',', '.'));
  if (match[2]) value *= 1000;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

function kindsAsked(folded: string): { bike: boolean; home: boolean; other: string[] } {
  const electric = /\b(electric\w*|monopatin|scooter)\b/.test(folded);
  return {
    bike: /\b(bici|bicis|bicicleta|bicicletas)\b/.test(folded) && !electric,
    home: /\b(hogar|casas?|apartamentos?|aptos?|deptos?|viviendas?)\b/.test(folded),
    other: OTHER_KINDS.filter(([words]) => words.test(folded)).map(([, name]) => name),
  };
}

function priceText(price: VisitorPrice): string {
  const items = price.packages.map((p) => `plan ${p.nombre}: ${formatUsd(p.precio)} al año${cite(BIKE, 'tarifa')}`);
  return `Para una bici de ${formatUsd(price.value)}, el seguro cuesta ${items.join('; ')}. ${QUOTE_BIKE}`;
}

/** Answers a visitor's question. Pure: the bike price, when one is needed, is rated before and passed in. */
export function answerVisitor(
  question: string,
  price: VisitorPrice | null = null,
  priceError: string | null = null,
): EngineAnswer {
  const { folded } = normalise(question);
  const emergency = emergencyOf(folded, question);
  const parts: string[] = [];
  if (emergency) parts.push(EMERGENCY_TEXT[emergency]);
  let outcome: Outcome = 'answer';
  let unsure = false;

  const kinds = kindsAsked(folded);
  const asks = Object.fromEntries(Object.entries(ASKS).map(([k, re]) => [k, re.test(folded)])) as Record<
    keyof typeof ASKS,
    boolean
  >;
  // A question naming something the products exclude ('¿aseguran casas de madera?') asks for the exclusions.
  if (EXCLUDED.test(folded)) asks.excludes = true;
  // A price rated for the question is what it asks ('¿y si vale 2000?').
  if (price || priceError) asks.price = true;
  const any = Object.values(asks).some(Boolean);

  if (asksForOthersData(folded)) {
    parts.push(
      'No puedo darte datos de pólizas de otras personas. Si querés consultar las tuyas, iniciá sesión con «Iniciar sesión».',
    );
  } else if (wantsPerson(folded)) {
    parts.push(
      'Claro: dejanos tus datos desde «Contacto» (el formulario «Dejanos tus datos») y una persona del equipo te responde a la brevedad.',
    );
    outcome = 'handoff';
  } else if (OWN.test(folded) && !kinds.other.length) {
    parts.push(SIGN_IN);
  } else if (kinds.other.length > 0 && !kinds.bike && !kinds.home) {
    parts.push(
      `El seguro de ${kinds.other.join(' y de ')} lo pedís desde el formulario de solicitud de la página de inicio (Explorá nuevos seguros → Otros): nos dejás tus datos y te respondemos con una propuesta personalizada en menos de 24 horas.`,
    );
  } else if (kinds.bike || kinds.home || any) {
    const products = kinds.bike || kinds.home ? { bike: kinds.bike, home: kinds.home } : { bike: true, home: true };
    if (asks.catalogue && !kinds.bike && !kinds.home) {
      parts.push(
        'Online podés cotizar y contratar el seguro de bicicleta y el de hogar, con SBI como aseguradora. Auto, garantía de alquiler, SOA, movilidad alternativa y accidentes personales los pedís desde el formulario de solicitud y te respondemos en menos de 24 horas.',
      );
    } else {
      if (products.bike) {
        if (asks.price) {
          if (price) parts.push(priceText(price));
          else if (priceError) parts.push(`${priceError} ${QUOTE_BIKE}`);
          else
            parts.push(
              `El precio depende del valor de tu bici: decime cuánto vale (por ejemplo, "mi bici vale USD 1.500") y te digo cuánto sale. ${QUOTE_BIKE}`,
            );
        }
        if (asks.excludes)
          parts.push(`El ${BIKE.toLowerCase()} no cubre ${BIKE_EXCLUDES.join('; ')}${cite(BIKE, 'qué no cubre')}.`);
        else if (
          asks.covers ||
          (!asks.price && !asks.deductible && !asks.quote && !asks.insurer && !asks.claim && !asks.age)
        )
          parts.push(
            `El ${BIKE.toLowerCase()} cubre:\n${BIKE_COVERS.map((c) => `- ${c}`).join('\n')}${cite(BIKE, 'qué cubre')}`,
          );
        if (asks.deductible)
          parts.push(`El ${BIKE.toLowerCase()} no tiene deducible${cite(BIKE, 'preguntas frecuentes')}.`);
        if (asks.age) parts.push(`No hay límite de edad para asegurar tu bici${cite(BIKE, 'preguntas frecuentes')}.`);
        if (asks.claim)
          parts.push(
            `Si te pasa algo con la bici asegurada, avisás dentro de los 5 días por WhatsApp o a la línea gratuita de siniestros; si te la robaron, primero la denuncia policial${cite(BIKE, 'si te pasa algo')}.`,
          );
        if (asks.quote && !asks.price) parts.push(QUOTE_BIKE);
      }
      if (products.home) {
        if (asks.price)
          parts.push(
            `El precio del seguro de hogar depende de la ubicación, la construcción y los capitales que elijas: ${QUOTE_HOME}`,
          );
        if (asks.excludes)
          parts.push(`El ${HOME.toLowerCase()} no cubre ${HOME_EXCLUDES.join('; ')}${cite(HOME, 'qué no cubre')}.`);
        else if (
          asks.covers ||
          (!asks.price && !asks.deductible && !asks.quote && !asks.insurer && !asks.capital && !asks.claim)
        )
          parts.push(
            `El ${HOME.toLowerCase()} cubre:\n${HOME_COVERS.map((c) => `- ${c}`).join('\n')}${cite(HOME, 'qué cubre')}`,
          );
        if (asks.capital)
          parts.push(
            `El capital del edificio es lo que costaría reconstruir tu casa (como guía, entre el 60 y el 70% de su valor de mercado, sin el terreno); para el contenido, entre el 10 y el 20% del valor del edificio${cite(HOME, '¿cuánto asegurar?')}.`,
          );
        if (asks.deductible)
          parts.push(
            'El deducible del seguro de hogar depende del plan y de la cobertura: lo ves antes de contratar al cotizar.',
          );
        if (asks.quote && !asks.price) parts.push(QUOTE_HOME);
      }
      if (asks.insurer)
        parts.push(
          'Los seguros de bicicleta y de hogar los emite SBI, nuestra aseguradora aliada; tu póliza queda guardada en tu wallet.',
        );
    }
  } else if (/\b(hola|buenas|buen dia|buenas tardes|buenas noches|que tal|gracias)\b/.test(folded)) {
    parts.push(HELLO);
  } else if (!emergency && offTopic(folded)) {
    parts.push(
      'De eso no sé, lo mío son los seguros 🙂. Te cuento qué cubren los seguros de bicicleta y de hogar y cómo cotizarlos.',
    );
  } else if (!emergency) {
    outcome = 'clarify';
    unsure = true;
    parts.push(
      'No estoy segura de haber entendido. Te puedo contar qué cubren los seguros de bicicleta y de hogar, cuánto sale asegurar tu bici y cómo cotizar.',
    );
  }
  // Something that already happened: whoever has a policy here gets their own answer once signed in.
  if (outcome === 'answer' && HAPPENED.test(folded) && !parts.includes(SIGN_IN)) {
    parts.push(
      'Si ya tenés un seguro con nosotros, iniciá sesión con «Iniciar sesión» y te digo qué te cubre tu póliza y qué hacer.',
    );
  }
  if (parts.length === (emergency ? 1 : 0))
    parts.push('Cuando estén a salvo, si querés te cuento cómo asegurar tu casa o tu bici.');
  const text = parts.join('\n\n');
  const facts: AnswerFact[] = parts.map((p, i) => ({
    id: `f${i + 1}`,
    text: p,
    emergency: Boolean(emergency) && i === 0,
  }));
  return { outcome, text, unsure, facts };
}
