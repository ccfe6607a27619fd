import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Nullable, Slug, Text } from './common';

export const CoverageCompanyParams = Type.Object({ company: Slug });
export type CoverageCompanyParams = Static<typeof CoverageCompanyParams>;

/** GET /coverage/{company}/plans: the insurer's car plans that have a coverage comparison. */
export const CoveragePlans = Type.Object(
  { company: Type.String(), plans: Type.Array(Type.String()) },
  { title: 'CoveragePlans' },
);
export type CoveragePlans = Static<typeof CoveragePlans>;
export const CoveragePlansResponse = Envelope(CoveragePlans);
export type CoveragePlansResponse = Static<typeof CoveragePlansResponse>;

/** POST /coverage/table. Without `plans`, every plan of the company. */
export const CoverageTableBody = Type.Object(
  {
    company: Slug,
    plans: Type.Optional(Nullable(Type.Array(Text(200), { maxItems: 20 }))),
    /** Also list features no chosen plan says anything about. Default false. */
    includeEmptyFeatures: Type.Optional(Nullable(Type.Boolean())),
  },
  { title: 'CoverageTableRequest', additionalProperties: false },
);
export type CoverageTableBody = Static<typeof CoverageTableBody>;

/**
 * What a plan says about a feature: `covered` true (✔), false (✖) or null (— unknown); `valueText`
 * the limit or detail when there is one ('USD 500.000'), which implies covered.
 */
export const CoverageCell = Type.Object({ covered: Nullable(Type.Boolean()), valueText: Nullable(Type.String()) });
export type CoverageCell = Static<typeof CoverageCell>;

export const CoverageRow = Type.Object({
  featureKey: Type.String(),
  featureLabel: Type.String(),
  byPlan: Type.Record(Type.String(), CoverageCell),
});
export type CoverageRow = Static<typeof CoverageRow>;

export const CoverageTable = Type.Object(
  { company: Type.String(), plans: Type.Array(Type.String()), rows: Type.Array(CoverageRow) },
  { title: 'CoverageTable' },
);
export type CoverageTable = Static<typeof CoverageTable>;
export const CoverageTableResponse = Envelope(CoverageTable);
export type CoverageTableResponse = Static<typeof CoverageTableResponse>;
