// In-memory storage for oidc-provider models (sessions, interactions, grants, codes, refresh
// tokens). Lost on restart, which is fine for development; the signing key is persisted elsewhere.
// Unlike the library's quick-start adapter it has no size cap (so long e2e runs do not evict live
// sessions) and expired entries are swept periodically.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number; // ms epoch, Infinity when the model has no expiry
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export interface MemoryStore {
  entries: Map<string, Entry>;
  sessionByUid: Map<string, string>;
  userCodes: Map<string, string>;
  grantMembers: Map<string, Set<string>>;
  sweep(): void;
}

export function createMemoryStore(): MemoryStore {
  const store: MemoryStore = {
    entries: new Map(),
    sessionByUid: new Map(),
    userCodes: new Map(),
    grantMembers: new Map(),
    sweep() {
      const now = Date.now();
      for (const [key, entry] of store.entries) if (entry.expiresAt <= now) store.entries.delete(key);
      for (const [uid, id] of store.sessionByUid)
        if (!store.entries.has(`Session:${id}`)) store.sessionByUid.delete(uid);
      for (const [grantId, members] of store.grantMembers) {
        for (const member of members) if (!store.entries.has(member)) members.delete(member);
        if (members.size === 0) store.grantMembers.delete(grantId);
      }
    },
  };
  return store;
}

/** Returns the adapter factory oidc-provider calls once per model name. */
export function memoryAdapter(store: MemoryStore, clockToleranceSeconds = 15): (model: string) => Adapter {
  let writes = 0;
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    const read = (id: string | undefined): AdapterPayload | undefined => {
      if (id === undefined) return undefined;
      const entry = store.entries.get(key(id));
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        store.entries.delete(key(id));
        return undefined;
      }
      return entry.payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt =
          typeof expiresIn === 'number' ? Date.now() + (expiresIn + clockToleranceSeconds) * 1000 : Infinity;
        store.entries.set(key(id), { payload, expiresAt });
        if (model === 'Session' && payload.uid) store.sessionByUid.set(payload.uid, id);
        if (payload.userCode) store.userCodes.set(payload.userCode, id);
        if (GRANTABLE.has(model) && payload.grantId) {
          const members = store.grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(key(id));
          store.grantMembers.set(payload.grantId, members);
        }
        if (++writes % 500 === 0) store.sweep();
      },
      async find(id) {
        return read(id);
      },
      async findByUid(uid) {
        return model === 'Session' ? read(store.sessionByUid.get(uid)) : undefined;
      },
      async findByUserCode(userCode) {
        return read(store.userCodes.get(userCode));
      },
      async consume(id) {
        const payload = read(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        const payload = read(id);
        store.entries.delete(key(id));
        if (payload?.uid && store.sessionByUid.get(payload.uid) === id) store.sessionByUid.delete(payload.uid);
        if (payload?.userCode) store.userCodes.delete(payload.userCode);
      },
      async revokeByGrantId(grantId) {
        const members = store.grantMembers.get(grantId);
        if (!members) return;
        for (const member of members) store.entries.delete(member);
        store.grantMembers.delete(grantId);
      },
    };
  };
}
