/*
 * The fields a person fills, as the browser form that sends them labels them, keyed by their path in the
 * request body. Each label carries its article so a sentence can be built around it: the api answers a
 * 400 on `numeroDeDocumentoODeRut` with 'Completá el número de documento.', never with the wire name.
 * A field inside a list is keyed with empty brackets: `benefits[].sumaAsegurada`.
 */

export type FieldLabels = Readonly<Record<string, string>>;

// Labelled the same in every form that asks for them (bike quote, home questionnaire, custom proposal).
const PERSON = {
  name: 'el nombre',
  surname: 'el apellido',
  email: 'el correo electrónico',
  phoneNumber: 'el teléfono',
} as const;

/** mf-emission's emission form → POST /sbi/emision. */
export const EMISSION_FIELD_LABELS: FieldLabels = {
  tipoDeDocumento: 'el tipo de documento',
  numeroDeDocumentoODeRut: 'el número de documento',
  nombreORazonSocial: 'el nombre',
  apellido: 'el apellido',
  fechaDeNacimiento: 'la fecha de nacimiento',
  correoElectronico: 'el correo electrónico',
  celular: 'el celular',
  calle: 'la calle',
  numeroDePuerta: 'el número de puerta',
  apartamento: 'el apartamento',
  codigoPostal: 'el código postal',
  departamento: 'el departamento',
  inicioDeVigencia: 'el inicio de vigencia',
  formaDePago: 'la forma de pago',
  cantidadDeCuotas: 'la cantidad de cuotas',
};

/** mf-quote's bike quote form → POST /quote/create with category 'bike' (both payload shapes). */
export const BIKE_QUOTE_FIELD_LABELS: FieldLabels = {
  ...PERSON,
  value: 'el valor de tu bici (USD)',
  declaredValue: 'el valor de tu bici (USD)',
  nombre: PERSON.name,
  contactEmail: PERSON.email,
};

/** mf-quote's home questionnaire → POST /quote/create with category 'home'. */
export const HOME_QUOTE_FIELD_LABELS: FieldLabels = {
  ...PERSON,
  value: 'el costo estimado de reconstrucción (USD)',
  declaredValue: 'el costo estimado de reconstrucción (USD)',
  nombre: PERSON.name,
  contactEmail: PERSON.email,
  ubicacion: 'la ubicación',
  construccion: 'el tipo de construcción',
};

/**
 * mf-quote's custom proposal 'Propuesta a medida' → POST /email/send. `name` joins Nombre and Apellido,
 * `text` carries the answers and the Comentario (the only free text), `phoneNumber` comes from the
 * home questionnaire's Teléfono.
 */
export const CUSTOM_PROPOSAL_FIELD_LABELS: FieldLabels = {
  name: PERSON.name,
  email: PERSON.email,
  phoneNumber: PERSON.phoneNumber,
  text: 'el comentario',
};

/** 'Quiero que me llamen' on the quote result → POST /leads, with what the quote form asked. */
export const LEAD_FIELD_LABELS: FieldLabels = {
  firstName: PERSON.name,
  lastName: PERSON.surname,
  email: PERSON.email,
  phone: PERSON.phoneNumber,
};

/**
 * The manual policy form 'Agregar servicio' → POST /policy/external and PUT /policy/{id}, with its
 * coverage rows (Cobertura, Suma asegurada (USD)) and the PDF of 'Cargar póliza en PDF'.
 */
export const MANUAL_POLICY_FIELD_LABELS: FieldLabels = {
  category: 'la categoría',
  insurer: 'la aseguradora',
  asegurado: 'el nombre del asegurado',
  numeroPoliza: 'el número de póliza / endoso',
  vigenciaDesde: 'la vigencia desde',
  vigenciaHasta: 'la vigencia hasta',
  tipoRenovacion: 'el tipo de renovación',
  medioPago: 'el medio de pago',
  cuotas: 'las cuotas',
  prima: 'la prima',
  premioTotal: 'el premio total',
  corredor: 'el nombre del corredor',
  producto: 'el producto',
  plan: 'el plan',
  cobertura: 'la cobertura',
  limite: 'el límite',
  deducible: 'el deducible',
  descripcionBien: 'la descripción del bien asegurado',
  benefits: 'las coberturas',
  'benefits[].nombreCobertura': 'el nombre de la cobertura',
  'benefits[].sumaAsegurada': 'la suma asegurada (USD)',
  documentFileId: 'la póliza en PDF',
};

/** 'Cargar póliza en PDF' → POST /policy/import-pdf. */
export const POLICY_IMPORT_FIELD_LABELS: FieldLabels = {
  file: 'la póliza en PDF',
};

/** 'Mi Perfil' → PUT /user/profile. */
export const PROFILE_FIELD_LABELS: FieldLabels = {
  phone: 'el celular o teléfono',
  documentType: 'el tipo de documento',
  documentNumber: 'el número de documento',
};

/**
 * The labels of the form that sends `body` to `method route`, the route as the api declares it after
 * `/api/v1` (`/sbi/emision`, `/policy/:id`); undefined for requests no form sends.
 */
export function formFieldLabels(method: string, route: string, body?: unknown): FieldLabels | undefined {
  switch (`${method.toUpperCase()} ${route}`) {
    case 'POST /sbi/emision':
      return EMISSION_FIELD_LABELS;
    case 'POST /quote/create':
      return (body as { category?: unknown } | null)?.category === 'home'
        ? HOME_QUOTE_FIELD_LABELS
        : BIKE_QUOTE_FIELD_LABELS;
    case 'POST /email/send':
      return CUSTOM_PROPOSAL_FIELD_LABELS;
    case 'POST /leads':
      return LEAD_FIELD_LABELS;
    case 'POST /policy/external':
    case 'PUT /policy/:id':
      return MANUAL_POLICY_FIELD_LABELS;
    case 'POST /policy/import-pdf':
      return POLICY_IMPORT_FIELD_LABELS;
    case 'PUT /user/profile':
      return PROFILE_FIELD_LABELS;
    default:
      return undefined;
  }
}

/** The label of a body path (`benefits[2].sumaAsegurada` is looked up as `benefits[].sumaAsegurada`). */
export function fieldLabel(labels: FieldLabels | undefined, field: string): string | undefined {
  if (!labels) return undefined;
  const own = (key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);
  return own(field) ?? own(field.replace(/\[\d+\]/g, '[]'));
}
