import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from 'contracts';

// Shapes the shell reads at startup. They belong in `contracts` once the shell consumes them typed.

/** GET /config.json: runtime configuration of the browser app. */
export const RuntimeConfig = Type.Object({
  auth: Type.Object({
    domain: Type.String(),
    clientId: Type.String(),
    audience: Type.String(),
    organization: Type.Optional(Type.String()),
  }),
  apiBaseUrl: Type.String(),
  feedbackUrl: Type.String(),
  environment: Type.String(),
  monitoring: Nullable(
    Type.Object({
      applicationId: Type.String(),
      clientToken: Type.String(),
      site: Type.String(),
      service: Type.String(),
    }),
  ),
  analytics: Nullable(Type.Object({ measurementId: Type.String() })),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/** GET /remotes.json: the remotes the shell registers with the federation runtime. */
export const RemotesManifest = Type.Object({
  revision: Type.Integer(),
  remotes: Type.Array(
    Type.Object({ name: Type.String(), package: Type.String(), version: Type.String(), entry: Type.String() }),
  ),
  /** Versions a QA cookie pins for this browser (shown by the shell's badge). */
  override: Type.Optional(
    Type.Object({ versions: Type.Record(Type.String(), Type.String()), expiresAt: Type.String() }),
  ),
});
export type RemotesManifest = Static<typeof RemotesManifest>;

export const ReleaseFileParams = Type.Object({
  package: Type.String({ maxLength: 64 }),
  version: Type.String({ maxLength: 128 }),
  '*': Type.String(),
});
export type ReleaseFileParams = Static<typeof ReleaseFileParams>;
