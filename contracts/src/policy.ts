import { Type, type Static } from '@sinclair/typebox';
import { Envelope, IsoDate, IsoDateTime, Money, Nullable, Slug, StringEnum, Text, Uuid } from './common';

/** One coverage line of a policy: name and insured sum in USD. */
export const Benefit = Type.Object(
  {
    _id: Type.String(),
    nombreCobertura: Type.String(),
    sumaAsegurada: Nullable(Type.Number()),
  },
  { title: 'Benefit' },
);
export type Benefit = Static<typeof Benefit>;

/** What the partner insurer answered for a policy number (add-service wizard), kept with the policy. */
export const Prefill = Type.Object(
  {
    insuredName: Type.Optional(Nullable(Text(200))),
    policyNumber: Type.Optional(Nullable(Text(60))),
    validityDate: Type.Optional(Nullable(Text(40))),
    validityDateEnd: Type.Optional(Nullable(Text(40))),
    isRenewal: Type.Optional(Nullable(Type.Boolean())),
    paymentMethod: Type.Optional(Nullable(Text(60))),
    currency: Type.Optional(Nullable(Text(10))),
    price: Type.Optional(Nullable(Money())),
    brokerCardName: Type.Optional(Nullable(Text(200))),
    productName: Type.Optional(Nullable(Text(200))),
    packageName: Type.Optional(Nullable(Text(200))),
  },
  { title: 'Prefill', additionalProperties: false },
);
export type Prefill = Static<typeof Prefill>;

/** Options of the manual form's selects (spec §5). Stored as sent: the api does not restrict them. */
export const RENEWAL_TYPES = ['Automática', 'Manual', 'No renueva'] as const;
export const MANUAL_PAYMENT_METHODS = ['Débito', 'Tarjeta de crédito', 'Transferencia', 'Efectivo'] as const;

/** At most this many coverage rows on a policy loaded by hand. */
export const MANUAL_POLICY_MAX_BENEFITS = 50;

/**
 * A coverage row of the manual form: name and insured sum in USD (null when the person does not know it).
 * `_id` is the row's id when editing a row the policy already has (kept); new rows get one from the api.
 */
export const ManualBenefit = Type.Object(
  {
    _id: Type.Optional(Uuid),
    nombreCobertura: Text(200, { minLength: 1 }),
    sumaAsegurada: Type.Optional(Nullable(Money())),
  },
  { title: 'ManualBenefit', additionalProperties: false },
);
export type ManualBenefit = Static<typeof ManualBenefit>;

/** Status of a manually loaded policy: complete, or saved for later ('Prefiero completarlo más tarde'). */
export const MANUAL_POLICY_STATUSES = ['activa', 'Faltan completar datos'] as const;
export const ManualPolicyStatus = StringEnum([...MANUAL_POLICY_STATUSES]);

/**
 * A policy of the wallet (spec §3). Every field is always present (null when unknown). `externo` is true
 * for policies bought elsewhere and loaded by hand; those also carry the manual form's fields
 * (asegurado, vigenciaDesde... which mirror titular, fechaEmision...). Dates are `YYYY-MM-DD`, money USD.
 */
export const Policy = Type.Object(
  {
    _id: Uuid,
    name: Nullable(Type.String()),
    /** bike, home, car, garantia, dental, travel, accidentes, soa, movilidad or other. */
    category: Nullable(Type.String()),
    /** Insurer slug (sbi, bse, mapfre...). */
    insurer: Nullable(Type.String()),
    companyId: Nullable(Type.String()),
    plan: Nullable(Type.String()),
    selectedPackage: Nullable(Type.String()),
    packageName: Nullable(Type.String()),
    nombrePaquete: Nullable(Type.String()),
    numeroPoliza: Nullable(Type.String()),
    titular: Nullable(Type.String()),
    userName: Nullable(Type.String()),
    /** 'pendiente', 'activa', 'Faltan completar datos'... shown as received. */
    status: Type.String(),
    declaredValue: Nullable(Type.Number()),
    price: Nullable(Type.Number()),
    fechaEmision: Nullable(Type.String()),
    fechaVencimiento: Nullable(Type.String()),
    metodoPago: Nullable(Type.String()),
    externo: Type.Boolean(),
    benefits: Type.Array(Benefit),
    productId: Nullable(Type.String()),
    packageId: Nullable(Type.String()),
    createdFromQuoteId: Nullable(Type.String()),
    // The manual policy form's fields, as sent (null on policies bought through the product).
    asegurado: Nullable(Type.String()),
    vigenciaDesde: Nullable(Type.String()),
    vigenciaHasta: Nullable(Type.String()),
    tipoRenovacion: Nullable(Type.String()),
    medioPago: Nullable(Type.String()),
    prima: Nullable(Type.Number()),
    premioTotal: Nullable(Type.Number()),
    cuotas: Nullable(Type.Integer()),
    corredor: Nullable(Type.String()),
    producto: Nullable(Type.String()),
    descripcionBien: Nullable(Type.String()),
    cobertura: Nullable(Type.String()),
    limite: Nullable(Type.String()),
    deducible: Nullable(Type.String()),
    prefill: Nullable(Prefill),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'Policy' },
);
export type Policy = Static<typeof Policy>;

/** At most this many policies in one list, newest first. */
export const POLICY_LIST_LIMIT = 200;

export const PolicyList = Type.Array(Policy, { maxItems: POLICY_LIST_LIMIT });
export type PolicyList = Static<typeof PolicyList>;

export const PolicyResponse = Envelope(Policy);
export type PolicyResponse = Static<typeof PolicyResponse>;
export const PolicyListResponse = Envelope(PolicyList);
export type PolicyListResponse = Static<typeof PolicyListResponse>;

export const PolicyIdParams = Type.Object({ id: Uuid });
export type PolicyIdParams = Static<typeof PolicyIdParams>;

export const PolicyCompanyParams = Type.Object({ companyId: Slug });
export type PolicyCompanyParams = Static<typeof PolicyCompanyParams>;

/**
 * POST /policy/external and PUT /policy/{id}: the manual policy form (spec §3, 'Agregar servicio').
 * Saved as 'activa' (then vigenciaDesde, vigenciaHasta, producto and plan are required, numeroPoliza for
 * sbi, cuotas ≥ 1 and vigenciaHasta not before vigenciaDesde) or as 'Faltan completar datos' (only category
 * and insurer). Empty strings read as null. A 400 carries `meta.field` (`vigenciaDesde`,
 * `benefits[1].nombreCobertura`) and names the field as the form labels it (MANUAL_POLICY_FIELD_LABELS).
 *
 * `benefits` are the policy's coverage rows, returned as its `benefits` like a bought policy's: on POST
 * absent means none; on PUT absent keeps the rows it has and `[]` removes them all.
 * `documentFileId` is the `fileId` POST /policy/import-pdf answered to the same person: the PDF becomes
 * the policy's document (GET /policy/{id}/documents). Another person's or an unknown upload is a 404.
 */
export const ManualPolicyBody = Type.Object(
  {
    status: ManualPolicyStatus,
    category: Slug,
    insurer: Slug,
    asegurado: Type.Optional(Nullable(Text(200))),
    numeroPoliza: Type.Optional(Nullable(Text(60))),
    vigenciaDesde: Type.Optional(Nullable(IsoDate)),
    vigenciaHasta: Type.Optional(Nullable(IsoDate)),
    tipoRenovacion: Type.Optional(Nullable(Text(60))),
    medioPago: Type.Optional(Nullable(Text(60))),
    prima: Type.Optional(Nullable(Money())),
    premioTotal: Type.Optional(Nullable(Money())),
    cuotas: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 60 }))),
    corredor: Type.Optional(Nullable(Text(200))),
    producto: Type.Optional(Nullable(Text(200))),
    plan: Type.Optional(Nullable(Text(200))),
    descripcionBien: Type.Optional(Nullable(Text(1000))),
    cobertura: Type.Optional(Nullable(Text(1000))),
    limite: Type.Optional(Nullable(Text(200))),
    deducible: Type.Optional(Nullable(Text(200))),
    /** Left empty by the manual form. */
    productId: Type.Optional(Nullable(Text(60))),
    packageId: Type.Optional(Nullable(Text(60))),
    prefill: Type.Optional(Nullable(Prefill)),
    benefits: Type.Optional(Type.Array(ManualBenefit, { maxItems: MANUAL_POLICY_MAX_BENEFITS })),
    documentFileId: Type.Optional(Nullable(Uuid)),
  },
  { title: 'ManualPolicy', additionalProperties: false },
);
export type ManualPolicyBody = Static<typeof ManualPolicyBody>;

export const DeletedPolicy = Type.Object({ _id: Uuid, deleted: Type.Literal(true) });
export const DeletedPolicyResponse = Envelope(DeletedPolicy);
export type DeletedPolicyResponse = Static<typeof DeletedPolicyResponse>;

/** POST /user/policy: ids to add to the wallet (merged with those already there; never removes). */
export const AttachPoliciesBody = Type.Array(Uuid, { maxItems: 1000 });
export type AttachPoliciesBody = Static<typeof AttachPoliciesBody>;

/** POST /user/policy-from-quote */
export const PolicyFromQuoteBody = Type.Object({ quoteId: Uuid }, { additionalProperties: false });
export type PolicyFromQuoteBody = Static<typeof PolicyFromQuoteBody>;

/*
 * Documents of a policy loaded by hand: the PDF imported with 'Cargar póliza en PDF' once the policy is saved
 * with its `documentFileId`. Only the policy's owner lists or reads them (404 otherwise).
 */

/** GET /policy/{id}/documents: one document. */
export const ExternalPolicyDocument = Type.Object(
  {
    _id: Uuid,
    name: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    contentType: Type.String(),
    createdAt: IsoDateTime,
  },
  { title: 'ExternalPolicyDocument' },
);
export type ExternalPolicyDocument = Static<typeof ExternalPolicyDocument>;

export const ExternalPolicyDocumentsResponse = Envelope(Type.Array(ExternalPolicyDocument));
export type ExternalPolicyDocumentsResponse = Static<typeof ExternalPolicyDocumentsResponse>;

/**
 * GET /policy/{id}/documents/{fileId}: answers the same JSON as the partner's documents
 * (GET /sbi/poliza/file/...: PolicyFileResponse, `{ dataBase64, mime, fileName }`), so one viewer shows both.
 */
export const ExternalPolicyDocumentParams = Type.Object({ id: Uuid, fileId: Uuid });
export type ExternalPolicyDocumentParams = Static<typeof ExternalPolicyDocumentParams>;

/*
 * POST /policy/import-pdf ('Cargar póliza en PDF'): multipart/form-data with one PDF under `file` (by its
 * first bytes, at most POLICY_IMPORT_MAX_BYTES: 413 beyond, 415 when it is not a PDF; nothing is stored on a
 * refusal). The api reads its text and proposes what it recognises; the person reviews it in the form and
 * saves with `documentFileId: fileId`. An upload nobody saves is a pending upload of its sender only.
 */

export const POLICY_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const POLICY_IMPORT_FILE_FIELD = 'file';

export const PolicyImportBody = Type.Object(
  {
    file: Type.Array(Type.String({ format: 'binary' }), {
      minItems: 1,
      maxItems: 1,
      description: 'La póliza en PDF, hasta 10 MB',
    }),
  },
  { title: 'PolicyImportForm', additionalProperties: false },
);
export type PolicyImportBody = Static<typeof PolicyImportBody>;

/** A coverage row read from the PDF. */
export const ImportedBenefit = Type.Object(
  { nombreCobertura: Type.String(), sumaAsegurada: Nullable(Type.Number()) },
  { title: 'ImportedBenefit' },
);
export type ImportedBenefit = Static<typeof ImportedBenefit>;

/**
 * What the PDF told, in the manual form's names; null (benefits empty) when not found. `insurer` is a
 * catalogue slug, `category` a category id when the text names one (Hogar → home…), dates `YYYY-MM-DD`,
 * money USD, `medioPago` and `tipoRenovacion` one of the form's options.
 */
export const PolicyImportPrefill = Type.Object(
  {
    category: Nullable(Type.String()),
    insurer: Nullable(Type.String()),
    asegurado: Nullable(Type.String()),
    numeroPoliza: Nullable(Type.String()),
    vigenciaDesde: Nullable(Type.String()),
    vigenciaHasta: Nullable(Type.String()),
    tipoRenovacion: Nullable(Type.String()),
    medioPago: Nullable(Type.String()),
    prima: Nullable(Type.Number()),
    premioTotal: Nullable(Type.Number()),
    cuotas: Nullable(Type.Integer()),
    corredor: Nullable(Type.String()),
    producto: Nullable(Type.String()),
    plan: Nullable(Type.String()),
    benefits: Type.Array(ImportedBenefit),
  },
  { title: 'PolicyImportPrefill' },
);
export type PolicyImportPrefill = Static<typeof PolicyImportPrefill>;

export const POLICY_IMPORT_FIELDS = [
  'category',
  'insurer',
  'asegurado',
  'numeroPoliza',
  'vigenciaDesde',
  'vigenciaHasta',
  'tipoRenovacion',
  'medioPago',
  'prima',
  'premioTotal',
  'cuotas',
  'corredor',
  'producto',
  'plan',
  'benefits',
] as const satisfies ReadonlyArray<keyof PolicyImportPrefill>;
export type PolicyImportField = (typeof POLICY_IMPORT_FIELDS)[number];

export const PolicyImport = Type.Object(
  {
    /** Pass as the manual policy's `documentFileId`. */
    fileId: Uuid,
    fileName: Type.String(),
    prefill: PolicyImportPrefill,
    /** The prefill's fields that were found (not null, benefits not empty), in the form's order. */
    recognised: Type.Array(StringEnum([...POLICY_IMPORT_FIELDS])),
  },
  { title: 'PolicyImport' },
);
export type PolicyImport = Static<typeof PolicyImport>;

export const PolicyImportResponse = Envelope(PolicyImport);
export type PolicyImportResponse = Static<typeof PolicyImportResponse>;
