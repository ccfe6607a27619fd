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
 * Saved as 'activa' (then vigenciaDesde, vigenciaHasta, producto and plan are required, and numeroPoliza
 * for sbi) or as 'Faltan completar datos'. Empty strings read as null.
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
