// What the product says of its insurances beyond the bike and home pages (products.ts), as plain data with no
// imports but a type ('contracts/runtime', no TypeBox): the request form's kinds, how buying works (payment,
// locations, the tailored home proposal). Every sentence is the spec's (marketplace-and-wallet.md §2, §3, §9;
// assistant-signin-forms-pages.md §3, §5, §9); the api's Amparo for visitors answers from them.
import type { InsuranceRequestKind } from './form-lists';

export interface InsuranceRequestKindFacts {
  /** As the request form's select names it. */
  label: string;
  /** What it is and covers, as the form shows under the select. */
  description: string;
  covers: string[];
  /** What it does not cover (absent: the spec says nothing). */
  excludes?: string[];
  /** Who can take it. */
  who?: string;
  /** Deductible. */
  deductible?: string;
  /** What the request needs. */
  requirements: string;
}

/** The request form's kinds (/insurance/other): asked through the form, a proposal within 24 hours. */
export const INSURANCE_REQUEST_KIND_FACTS: Record<InsuranceRequestKind, InsuranceRequestKindFacts> = {
  auto: {
    label: 'Seguro de auto',
    description:
      'Contanos qué auto tenés y cómo lo usás: te enviamos una propuesta personalizada con las coberturas que mejor te quedan.',
    covers: [],
    requirements:
      'En el formulario indicás la marca, el año, el modelo, el departamento y el uso del auto, tu documento y tu email.',
  },
  garantia: {
    label: 'Garantía de Alquiler',
    description:
      'Alquilá sin depósito ni garantía de propietario. Según tu situación laboral te pedimos la cédula y los comprobantes de ingresos.',
    covers: ['Alquilás sin depósito ni garantía de propietario.'],
    who: 'La pueden pedir empleados, profesionales independientes, empresas, jubilados o pensionistas y quienes viven de rentas.',
    requirements:
      'En el formulario indicás tu documento, nombre, nacionalidad, situación laboral y antigüedad, y adjuntás los comprobantes que pide tu situación laboral.',
  },
  soa: {
    label: 'SOA',
    description: 'El Seguro Obligatorio de Automotores: obligatorio para autos y motos empadronados.',
    covers: ['Las lesiones o la muerte que tu vehículo les cause a otras personas.'],
    // api/seeds/guides.json (BSE, auto): 'El SOA cubre las lesiones a personas; los daños materiales dependen de tu póliza.'
    excludes: ['Los daños materiales (a tu vehículo o a otros): el SOA cubre las lesiones a personas.'],
    who: 'Es obligatorio para autos y motos empadronados.',
    requirements:
      'En el formulario indicás el tipo de vehículo (automóvil, moto o trailer) y dónde circula (Montevideo o resto del país).',
  },
  movilidad: {
    label: 'Movilidad Alternativa',
    description:
      'Para monopatines, bicicletas y motos eléctricas: cubre robo, incendio, accidentes y daños a terceros (no los daños al propio vehículo), sin deducible. Para activarlo necesitamos la factura o una foto del vehículo.',
    covers: ['Robo.', 'Incendio.', 'Accidentes.', 'Daños a terceros.'],
    excludes: ['Los daños al propio vehículo (el monopatín, la bici o la moto eléctrica).'],
    who: 'Monopatines, bicicletas y motos eléctricas.',
    deductible: 'No tiene deducible.',
    requirements: 'Para activarlo necesitamos la factura o una foto del vehículo, y en el formulario indicás su valor.',
  },
  accidentes: {
    label: 'Accidentes Personales',
    description:
      'Para personas menores de 65 años. Cobertura anual que se renueva automáticamente: muerte accidental, invalidez total y permanente y reintegro de gastos médicos.',
    covers: ['Muerte accidental.', 'Invalidez total y permanente.', 'Reintegro de gastos médicos.'],
    who: 'Es para personas menores de 65 años.',
    requirements:
      'En el formulario indicás los montos que querés para muerte e invalidez y tu email. Es una cobertura anual que se renueva automáticamente.',
  },
};

/** How a request is answered (spec §1, §9). */
export const INSURANCE_REQUEST_PROMISE =
  'Lo pedís desde el formulario de solicitud (página de inicio, «Explorá nuestros seguros» → Otros): nos dejás tus datos y te respondemos con una propuesta personalizada en menos de 24 horas.';

/** The garantía's work situations and the documents each one attaches (contracts/solicitudes, spec §3). */
export const GARANTIA_DOCUMENTS: Record<
  'empleados' | 'profesionales' | 'empresas' | 'jubilados' | 'rentas',
  { label: string; documents: string[] }
> = {
  empleados: {
    label: 'empleado/a',
    documents: ['la cédula de identidad', 'el recibo de sueldo', 'si tu sueldo es variable, los últimos 6 recibos'],
  },
  profesionales: {
    label: 'profesional independiente',
    documents: ['la cédula de identidad', 'la constancia de RUT', 'un certificado de ingresos'],
  },
  empresas: { label: 'empresa', documents: ['la constancia de RUT', 'un certificado de ingresos'] },
  jubilados: {
    label: 'jubilado/a o pensionista',
    documents: ['la cédula de identidad', 'el recibo de jubilación o pensión'],
  },
  rentas: {
    label: 'quien vive de rentas',
    documents: ['la cédula de identidad', 'la constancia de RUT', 'un certificado de ingresos'],
  },
};

/** Paying a policy bought online (spec §2 emission form, §9). */
export const PAYMENT_FACTS = {
  methods:
    'Pagás con tarjeta, por transferencia bancaria (te enviamos un link) o en la red de cobranza (Abitab o RedPagos).',
  installments:
    'Podés pagar hasta en 10 cuotas: las cuotas se ofrecen pagando en la red de cobranza (Abitab o RedPagos).',
};

/** Where the online quotes work (spec §2 home questionnaire, §5). */
export const LOCATION_FACTS = {
  home: 'El seguro de hogar se cotiza y contrata online en todo el país: en el cuestionario elegís la ubicación «Montevideo / Ciudad de la Costa / Costa de Oro» o «Resto del país» (el interior).',
  bike: 'El seguro de bicicleta se cotiza online desde cualquier lugar del país: te pedimos el valor de tu bici en dólares y tus datos (nombre, apellido, correo y, si querés, celular).',
};

/** The home questionnaire's choices and warnings (spec §2). */
export const HOME_QUOTE_FACTS = {
  property:
    'En el cuestionario elegís Casa o Apartamento: si vivís en planta baja o en un primer piso de un edificio, elegí Casa.',
  construction:
    'La construcción puede ser tradicional o alternativa (steel framing, isopanel, wood framing); las aseguradoras aliadas no aseguran construcciones de madera ni techos de paja.',
  value:
    'También te pedimos el costo estimado de reconstrucción en dólares (sin el terreno; suele ser entre el 60 y el 70% del valor de mercado) y tus datos: nombre, apellido, correo y, si querés, celular.',
};

/** The tailored home proposal (spec §2 'Propuesta a medida', §9 maximum sums). */
export const CUSTOM_HOME_FACTS = {
  what: 'Si querés elegir vos los montos, pedí una «Propuesta a medida» desde la selección de planes del seguro de hogar: indicás tu vivienda y el capital que querés para cada cobertura, y te contactamos con la propuesta.',
  limits:
    'Topes de la propuesta a medida: incendio del edificio hasta USD 800.000, incendio del contenido hasta USD 400.000, responsabilidad civil hasta USD 250.000.',
};
