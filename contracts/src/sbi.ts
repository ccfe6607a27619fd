import { Type, type Static } from '@sinclair/typebox';
import { Email, Envelope, IsoDate, Nullable, StringEnum, Text, Uuid } from './common';
import { EMISSION_TEXT_RULES as R, type EmissionTextField } from './emission-rules';

/*
 * /sbi/*: the partner insurer (SBI) as the browser sees it, through the api. The api talks to the
 * partner; these are the api's own shapes (spec §7 call table).
 */

/** A product of the partner: bike '101', homes '201' to '204'. */
export const SbiProduct = Type.Object(
  {
    id: Type.String(),
    nombre: Type.String(),
    ramo: StringEnum(['bicicleta', 'hogar']),
  },
  { title: 'SbiProduct' },
);
export type SbiProduct = Static<typeof SbiProduct>;

export const SbiProductsResponse = Envelope(Type.Array(SbiProduct));
export type SbiProductsResponse = Static<typeof SbiProductsResponse>;

/** A coverage of a package: insured sum in USD. */
export const SbiCoverage = Type.Object(
  {
    nombreCobertura: Type.String(),
    sumaAsegurada: Type.Number(),
    descripcion: Type.Optional(Type.String()),
  },
  { title: 'SbiCoverage' },
);
export type SbiCoverage = Static<typeof SbiCoverage>;

/** A package priced for a declared value. Its id encodes the rating ('202-REC-200000-MVD'): send it back as is. */
export const SbiPackage = Type.Object(
  {
    id: Type.String(),
    nombre: Type.String(),
    /** Annual price in USD. */
    precio: Type.Number(),
    coberturas: Type.Array(SbiCoverage),
  },
  { title: 'SbiPackage' },
);
export type SbiPackage = Static<typeof SbiPackage>;

export const SbiProductPackages = Type.Object(
  { id: Type.String(), nombre: Type.String(), paquetes: Type.Array(SbiPackage) },
  { title: 'SbiProductPackages' },
);
export type SbiProductPackages = Static<typeof SbiProductPackages>;

export const SbiProductPackagesResponse = Envelope(SbiProductPackages);
export type SbiProductPackagesResponse = Static<typeof SbiProductPackagesResponse>;

export const SbiProductParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type SbiProductParams = Static<typeof SbiProductParams>;

/** GET /sbi/productos/{id}: the rating inputs (all optional: the partner has defaults). */
export const SbiPackagesQuery = Type.Object(
  {
    valorDeclarado: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 })),
    ubicacion: Type.Optional(StringEnum(['montevideo', 'interior'])),
    construccion: Type.Optional(StringEnum(['tradicional', 'alternativa'])),
  },
  { additionalProperties: false },
);
export type SbiPackagesQuery = Static<typeof SbiPackagesQuery>;

// Optional text fields arrive as '' from the form: empty is the same as absent.
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Text(maxLength)));
const RequiredText = (field: EmissionTextField) => Text(R[field].maxLength, { minLength: 1 });
const EMAIL_OR_EMPTY = '^$|^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$';

/** Additional fields of the emission: bike Marca, Modelo, Serie, Archivo (JSON [{fileName, base64}]); home 'Ubicación de riesgo'. */
export const CampoAdicional = Type.Object(
  {
    nombre: Text(60, { minLength: 1 }),
    // Archivo carries the invoice as base64: the route's body limit bounds it (8 MB). No pattern on a text
    // this long (the api looks for NUL characters itself).
    valor: Type.String({ maxLength: 8 * 1024 * 1024 }),
  },
  { additionalProperties: false },
);
export type CampoAdicional = Static<typeof CampoAdicional>;

/**
 * POST /sbi/emision: the spec's emission request (§3) plus `policyId`, the caller's pending policy. The
 * api fills `urlNotificacionNumeroDePoliza` itself (a value sent here is ignored), forces 0 installments
 * for R and 's/n' for an empty door number.
 */
export const EmissionBody = Type.Object(
  {
    policyId: Uuid,
    productoId: Text(40, { minLength: 1 }),
    paqueteId: Text(80, { minLength: 1 }),
    tipoDeDocumento: StringEnum(['CI', 'RUT']),
    // The texts' lengths and patterns are emission-rules.ts's, which the emission form checks before sending.
    numeroDeDocumentoODeRut: Type.String({
      minLength: 1,
      maxLength: R.numeroDeDocumentoODeRut.maxLength,
      pattern: R.numeroDeDocumentoODeRut.pattern,
    }),
    nombreORazonSocial: RequiredText('nombreORazonSocial'),
    apellido: OptionalText(R.apellido.maxLength),
    /** YYYY-MM-DD, or empty. */
    fechaDeNacimiento: Type.Optional(Nullable(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }))),
    correoElectronico: Email,
    celular: OptionalText(R.celular.maxLength),
    calle: RequiredText('calle'),
    numeroDePuerta: OptionalText(R.numeroDePuerta.maxLength),
    apartamento: OptionalText(R.apartamento.maxLength),
    codigoPostal: OptionalText(R.codigoPostal.maxLength),
    departamento: RequiredText('departamento'),
    /** ISO date (a date-time's date part is used). */
    inicioDeVigencia: Type.String({
      maxLength: 40,
      pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
    }),
    formaDePago: StringEnum(['T', 'L', 'R']),
    cantidadDeCuotas: Type.Integer({ minimum: 0, maximum: 10 }),
    camposAdicionales: Type.Optional(Type.Array(CampoAdicional, { maxItems: 20 })),
    emailTo: Type.Optional(Nullable(Type.String({ maxLength: 254, pattern: EMAIL_OR_EMPTY }))),
    emailCC: Type.Optional(Nullable(Type.String({ maxLength: 254, pattern: EMAIL_OR_EMPTY }))),
    /** Ignored: the api sends its own signed URL. */
    urlNotificacionNumeroDePoliza: OptionalText(2048),
    paymentCode: OptionalText(100),
    createdFromQuoteId: OptionalText(100),
  },
  { title: 'EmissionRequest', additionalProperties: false },
);
export type EmissionBody = Static<typeof EmissionBody>;

/** The emission recorded for the policy: `linkDePago` is the card payment page (T), null for L and R. */
export const EmissionResult = Type.Object(
  {
    emisionId: Type.String(),
    linkDePago: Nullable(Type.String()),
    /** The partner's state: 'pendiente_pago' until paid, then 'emitida'. */
    estado: Type.String(),
  },
  { title: 'EmissionResult' },
);
export type EmissionResult = Static<typeof EmissionResult>;

export const EmissionResponse = Envelope(EmissionResult);
export type EmissionResponse = Static<typeof EmissionResponse>;

/** A policy number at the partner ('SBI-10000001'). */
export const PartnerPolicyNumber = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$',
});

export const PartnerPolicyParams = Type.Object({ number: PartnerPolicyNumber });
export type PartnerPolicyParams = Static<typeof PartnerPolicyParams>;

/** Prefill from the partner insurer (spec §3): what the add-service form fills in. */
export const PartnerPrefill = Type.Object(
  {
    insuredName: Type.String(),
    policyNumber: Type.String(),
    validityDate: Type.String(),
    validityDateEnd: Type.String(),
    isRenewal: Type.Boolean(),
    paymentMethod: Type.String(),
    currency: Type.String(),
    price: Type.Number(),
    brokerCardName: Type.String(),
    productName: Type.String(),
    packageName: Type.String(),
  },
  { title: 'PartnerPrefill' },
);
export type PartnerPrefill = Static<typeof PartnerPrefill>;

export const PartnerPrefillResponse = Envelope(PartnerPrefill);
export type PartnerPrefillResponse = Static<typeof PartnerPrefillResponse>;

/** A document of a policy: the certificate ('poliza_SBI-12345678.pdf') or the invoice ('1234567.pdf'). */
export const PolicyDocumentInfo = Type.Object(
  { fileName: Type.String(), mime: Type.String() },
  { title: 'PolicyDocumentInfo' },
);
export type PolicyDocumentInfo = Static<typeof PolicyDocumentInfo>;

export const PolicyDocumentsResponse = Envelope(Type.Array(PolicyDocumentInfo));
export type PolicyDocumentsResponse = Static<typeof PolicyDocumentsResponse>;

/** GET /sbi/poliza/file/{number}/name/{name}: `name` is base64url of the file name without '.pdf', padded or not. */
export const PolicyFileParams = Type.Object({
  number: PartnerPolicyNumber,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
});
export type PolicyFileParams = Static<typeof PolicyFileParams>;

export const PolicyFile = Type.Object(
  { dataBase64: Type.String(), mime: Type.String(), fileName: Type.String() },
  { title: 'PolicyFile' },
);
export type PolicyFile = Static<typeof PolicyFile>;

export const PolicyFileResponse = Envelope(PolicyFile);
export type PolicyFileResponse = Static<typeof PolicyFileResponse>;

/*
 * POST /sbi/notificaciones/{policyId}?sig=: the partner's "policy issued" event (server to server, signed
 * with x-sbi-signature over the raw body; see api/README.md).
 */
export const PartnerNotificationParams = Type.Object({ policyId: Uuid });
export type PartnerNotificationParams = Static<typeof PartnerNotificationParams>;

export const PartnerNotificationQuery = Type.Object({ sig: Type.Optional(Type.String({ maxLength: 128 })) });
export type PartnerNotificationQuery = Static<typeof PartnerNotificationQuery>;

export const PartnerNotificationBody = Type.Object(
  {
    emisionId: Type.String({ minLength: 1, maxLength: 100 }),
    referencia: Type.String({ minLength: 1, maxLength: 100 }),
    numeroPoliza: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]*$' }),
    fechaEmision: IsoDate,
    fechaVencimiento: IsoDate,
    estado: Type.Literal('emitida'),
  },
  { title: 'PartnerNotification' },
);
export type PartnerNotificationBody = Static<typeof PartnerNotificationBody>;

export const PartnerNotificationAck = Type.Object({ received: Type.Literal(true), duplicate: Type.Boolean() });
export const PartnerNotificationResponse = Envelope(PartnerNotificationAck);
export type PartnerNotificationResponse = Static<typeof PartnerNotificationResponse>;

/** The holder, address and mail fields of an emission request (the api's and the partner's alike). */
export interface EmissionHolderFields {
  numeroDeDocumentoODeRut: string;
  nombreORazonSocial: string;
  apellido?: string | null;
  correoElectronico: string;
  celular?: string | null;
  calle: string;
  numeroDePuerta?: string | null;
  apartamento?: string | null;
  codigoPostal?: string | null;
  departamento: string;
  emailTo?: string | null;
  emailCC?: string | null;
  paymentCode?: string | null;
}

/** A text trimmed, or null when nothing is left. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The holder, address and mail fields of an emission request as both the api and the partner read them
 * (spec §3): texts trimmed, the e-mail lower-cased, an empty optional text null, no surname '' and an empty
 * door number 's/n'.
 */
export function normalizeEmissionHolder(body: EmissionHolderFields) {
  return {
    numeroDeDocumentoODeRut: body.numeroDeDocumentoODeRut.trim(),
    nombreORazonSocial: body.nombreORazonSocial.trim(),
    apellido: textOrNull(body.apellido) ?? '',
    correoElectronico: body.correoElectronico.trim().toLowerCase(),
    celular: textOrNull(body.celular),
    calle: body.calle.trim(),
    numeroDePuerta: textOrNull(body.numeroDePuerta) ?? 's/n',
    apartamento: textOrNull(body.apartamento),
    codigoPostal: textOrNull(body.codigoPostal),
    departamento: body.departamento.trim(),
    emailTo: textOrNull(body.emailTo),
    emailCC: textOrNull(body.emailCC),
    paymentCode: textOrNull(body.paymentCode),
  };
}

/** The additional field a home emission carries (spec §3: 'Ubicación de riesgo'). */
export const UBICACION_DE_RIESGO = 'Ubicación de riesgo';

/** What a home's 'Ubicación de riesgo' names: the apartment ('' when none), a note, and the composed address. */
export interface UbicacionDeRiesgo {
  apartmentNumber: string;
  aclaracion: string;
  address: string;
}

/**
 * The home's 'Ubicación de riesgo' value, checked: a JSON object with `apartmentNumber` (a string, a number or
 * null), `aclaracion` (a string), `map` holding the composed `address` (not blank) and a `marker` that is
 * null, and `pinChanged` false (spec §3). Texts trimmed; null when the value is not that shape.
 */
export function parseUbicacionDeRiesgo(value: string): UbicacionDeRiesgo | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { apartmentNumber, aclaracion, map, pinChanged } = parsed as Record<string, unknown>;
  const apartmentOk =
    typeof apartmentNumber === 'string' || typeof apartmentNumber === 'number' || apartmentNumber === null;
  if (!apartmentOk || typeof aclaracion !== 'string' || pinChanged !== false) return null;
  if (typeof map !== 'object' || map === null) return null;
  const { address, marker } = map as Record<string, unknown>;
  if (typeof address !== 'string' || address.trim() === '' || marker !== null) return null;
  return {
    apartmentNumber: apartmentNumber === null ? '' : String(apartmentNumber),
    aclaracion: aclaracion.trim(),
    address: address.trim(),
  };
}
