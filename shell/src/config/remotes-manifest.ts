// /remotes.json: which remotes are live and where their remoteEntry.js is. Published by the gateway
// (contracts' `RemotesManifest`): one snapshot (its revision) for the whole page load, with explicit version
// paths, and the versions a QA link pinned for this browser. Read here leniently: a bad entry is dropped and
// reported, never a crash.
import type { QaOverrideInfo, RemoteManifestEntry } from 'contracts';

export type { QaOverrideInfo };

/** An entry as read: name and entry are required, package and version kept when present. */
export type RegisteredRemote = Pick<RemoteManifestEntry, 'name' | 'entry'> &
  Partial<Pick<RemoteManifestEntry, 'package' | 'version'>>;

const NAME = /^[A-Za-z_$][\w$]*$/;

/** What the shell takes from /remotes.json. */
export interface ParsedRemotesManifest {
  remotes: RegisteredRemote[];
  problems: string[];
  /** The snapshot revision the gateway answered from (null from an older gateway). */
  revision: number | null;
  override: QaOverrideInfo | null;
}

function parseOverride(raw: unknown): QaOverrideInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { versions, expiresAt } = raw as { versions?: unknown; expiresAt?: unknown };
  if (typeof versions !== 'object' || versions === null || typeof expiresAt !== 'string') return null;
  const pins = Object.entries(versions).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { versions: Object.fromEntries(pins), expiresAt };
}

/**
 * Keeps the valid entries and reports the rest. A bad manifest never stops the app: its routes simply
 * show 'Esta sección todavía no está disponible.'.
 */
export function parseRemotesManifest(raw: unknown): ParsedRemotesManifest {
  const problems: string[] = [];
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const list = body.remotes;
  const revision = Number.isInteger(body.revision) ? (body.revision as number) : null;
  const override = parseOverride(body.override);
  if (!Array.isArray(list))
    return { remotes: [], problems: ['remotes.json no tiene una lista "remotes".'], revision, override };
  const seen = new Set<string>();
  const remotes: RegisteredRemote[] = [];
  for (const item of list) {
    const r = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof r.name !== 'string' || !NAME.test(r.name) || typeof r.entry !== 'string' || r.entry === '') {
      problems.push(`Remote inválido en remotes.json: ${JSON.stringify(item)}`);
      continue;
    }
    if (seen.has(r.name)) {
      problems.push(`Remote repetido en remotes.json: ${r.name}`);
      continue;
    }
    seen.add(r.name);
    remotes.push({
      name: r.name,
      entry: r.entry,
      ...(typeof r.package === 'string' ? { package: r.package } : {}),
      ...(typeof r.version === 'string' ? { version: r.version } : {}),
    });
  }
  return { remotes, problems, revision, override };
}
