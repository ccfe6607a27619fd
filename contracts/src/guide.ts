import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Nullable, Slug } from './common';

/** GET /guides/{insurer}/{variant}; without variant, `auto`. */
export const GuideParams = Type.Object({ insurer: Slug, variant: Type.Optional(Slug) });
export type GuideParams = Static<typeof GuideParams>;

export const DEFAULT_GUIDE_VARIANT = 'auto';

export const GuideContact = Type.Object({
  label: Type.String(),
  /** Uruguayan format: `0800 1995`, `*1995`, `2908 1234`, `099 123 456`. */
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  hours: Nullable(Type.String()),
  url: Nullable(Type.String()),
});
export type GuideContact = Static<typeof GuideContact>;

/** What to do after a claim (the policy detail's four collapsible sections). */
export const GuideContent = Type.Object({
  procedure: Type.Array(Type.String()),
  criticalPoints: Type.Array(Type.String()),
  documents: Type.Array(Type.String()),
  contacts: Type.Array(GuideContact),
});
export type GuideContent = Static<typeof GuideContent>;

export const Guide = Type.Object(
  {
    insurer: Type.String(),
    insurerName: Type.String(),
    variant: Type.String(),
    title: Type.String(),
    content: GuideContent,
  },
  { title: 'Guide' },
);
export type Guide = Static<typeof Guide>;
export const GuideResponse = Envelope(Guide);
export type GuideResponse = Static<typeof GuideResponse>;
