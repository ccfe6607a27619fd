// /remotes.json: which remotes are live and where their remoteEntry.js is. Published by the gateway.

export interface RemoteManifestEntry {
  /** Federation name, e.g. mf_landing. */
  name: string;
  /** URL of remoteEntry.js (usually a same-origin path). */
  entry: string;
  package?: string;
  version?: string;
}

const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Keeps the valid entries and reports the rest. A bad manifest never stops the app: its routes simply
 * show 'Esta sección todavía no está disponible.'.
 */
export function parseRemotesManifest(raw: unknown): { remotes: RemoteManifestEntry[]; problems: string[] } {
  const problems: string[] = [];
  const list = typeof raw === 'object' && raw !== null ? (raw as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return { remotes: [], problems: ['remotes.json no tiene una lista "remotes".'] };
  const seen = new Set<string>();
  const remotes: RemoteManifestEntry[] = [];
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
  return { remotes, problems };
}
