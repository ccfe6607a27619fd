import { Type, type Static } from '@sinclair/typebox';

/** GET /healthz (outside /api/v1, not enveloped: load balancers read it). */
export const Health = Type.Object({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;
