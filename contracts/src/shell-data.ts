import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

// What the gateway answers the shell with before the app starts (and inlines in the page): the runtime
// configuration and this browser's remotes. The gateway validates its answers with these; the shell reads
// them through its own parsers (a bad field shows a Spanish startup error, never a crash) into these types.

/** GET /config.json: the runtime configuration of the browser app; nothing secret. */
export const RuntimeConfig = Type.Object(
  {
    auth: Type.Object({
      /** IdP origin, e.g. http://localhost:8083 (no trailing slash; Auth0 adds https:// to a bare host). */
      domain: Type.String(),
      clientId: Type.String(),
      /** API identifier: an absolute URI. */
      audience: Type.String(),
      /** Organisation hint passed at sign-in (spec §6); absent when the deployment has none. */
      organization: Type.Optional(Type.String()),
    }),
    apiBaseUrl: Type.String(),
    /** Beta feedback link (mailto: or https:); null hides the link. */
    feedbackUrl: Nullable(Type.String()),
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
  },
  { title: 'RuntimeConfig' },
);
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/** One remote the shell registers with the federation runtime. */
export const RemoteManifestEntry = Type.Object({
  /** Federation name, e.g. mf_landing. */
  name: Type.String(),
  package: Type.String(),
  version: Type.String(),
  /** URL of its remoteEntry.js, with the version in the path. */
  entry: Type.String(),
});
export type RemoteManifestEntry = Static<typeof RemoteManifestEntry>;

/** Versions a QA link pinned for this browser (shown by the shell's QA badge). */
export const QaOverrideInfo = Type.Object({
  versions: Type.Record(Type.String(), Type.String()),
  expiresAt: Type.String(),
});
export type QaOverrideInfo = Static<typeof QaOverrideInfo>;

/** GET /remotes.json: this browser's remotes, all from one snapshot revision. */
export const RemotesManifest = Type.Object(
  {
    revision: Type.Integer(),
    remotes: Type.Array(RemoteManifestEntry),
    override: Type.Optional(QaOverrideInfo),
  },
  { title: 'RemotesManifest' },
);
export type RemotesManifest = Static<typeof RemotesManifest>;

/** GET /remotes/:package/:version/*: a file of a stored remote version. */
export const ReleaseFileParams = Type.Object({
  package: Type.String({ maxLength: 64 }),
  version: Type.String({ maxLength: 128 }),
  '*': Type.String(),
});
export type ReleaseFileParams = Static<typeof ReleaseFileParams>;
