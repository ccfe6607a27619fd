import { CLAIM_LIST_LIMIT, type Claim, type ClaimStatus } from 'contracts';
import type { Queryable } from '../../db/db';

/*
 * Every statement of the claims service: claims (read as the API's Claim, their files aggregated), their
 * files, and the caller's policies a claim links to. Takes the database or a transaction's `tx`; the service
 * keeps the rules, the messages and the transactions.
 */

interface ClaimRow {
  id: string;
  created_at: Date | string;
  status: ClaimStatus;
  numero_poliza: string | null;
  policy_id: string | null;
  nombre: string;
  apellido: string;
  email: string;
  celular: string;
  mensaje: string | null;
  attachments: Array<{ _id: string; name: string; size: number; contentType: string }> | string;
}

/** The API's shape of a claims row (its attachments aggregated by the reads). */
export function toClaim(row: ClaimRow): Claim {
  // pg parses json columns; PGlite too, but a driver that does not hands the text.
  const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
  return {
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    numeroPoliza: row.numero_poliza,
    policyId: row.policy_id,
    nombre: row.nombre,
    apellido: row.apellido,
    email: row.email,
    celular: row.celular,
    mensaje: row.mensaje,
    attachments,
  };
}

export interface NewClaim {
  id: string;
  ownerUserId: string;
  policyId: string | null;
  numeroPoliza: string | null;
  nombre: string;
  apellido: string;
  email: string;
  celular: string;
  mensaje: string | null;
}

export interface ClaimsRepository {
  /** The user's claims, newest first, optionally only those on one policy. */
  list(sub: string, policyId: string | null, limit?: number): Promise<Claim[]>;
  /** One of the user's claims. */
  findOwned(sub: string, id: string): Promise<Claim | null>;
  insert(claim: NewClaim): Promise<void>;
  /** The claim's files, in the order given (their `position`). */
  addFiles(claimId: string, files: ReadonlyArray<{ fileId: string; name: string }>): Promise<void>;
  /** Locks a claim for a status change (FOR UPDATE): its status and its owner's sign-in. */
  lockStatus(id: string): Promise<{ status: ClaimStatus; ownerSub: string } | null>;
  setStatus(id: string, status: ClaimStatus): Promise<void>;
  /** One file of the user's claim: its name and type. */
  attachment(sub: string, claimId: string, fileId: string): Promise<{ name: string; contentType: string } | null>;
  /** The user's own policy of that id, with its number. */
  ownPolicy(userId: string, policyId: string): Promise<{ id: string; numeroPoliza: string | null } | null>;
  /** The id of the user's newest policy with that number (trimmed, any case). */
  ownPolicyByNumber(userId: string, numero: string): Promise<string | null>;
}

export function createClaimsRepository(q: Queryable): ClaimsRepository {
  async function select(sub: string, id: string | null, policyId: string | null, limit: number): Promise<Claim[]> {
    const { rows } = await q.query<ClaimRow>(
      `SELECT c.id, c.created_at, c.status, c.numero_poliza, c.policy_id, c.nombre, c.apellido, c.email, c.celular,
              c.mensaje,
              COALESCE((
                SELECT json_agg(json_build_object('_id', f.id, 'name', cf.name, 'size', f.size_bytes,
                                                  'contentType', f.content_type) ORDER BY cf.position)
                FROM claim_files cf JOIN files f ON f.id = cf.file_id
                WHERE cf.claim_id = c.id
              ), '[]'::json) AS attachments
       FROM claims c JOIN users u ON u.id = c.owner_user_id
       WHERE u.auth_sub = $1 AND ($2::uuid IS NULL OR c.id = $2) AND ($3::uuid IS NULL OR c.policy_id = $3)
       ORDER BY c.created_at DESC, c.id DESC
       LIMIT $4`,
      [sub, id, policyId, limit],
    );
    return rows.map(toClaim);
  }

  return {
    list: (sub, policyId, limit = CLAIM_LIST_LIMIT) => select(sub, null, policyId, limit),

    findOwned: async (sub, id) => (await select(sub, id, null, 1))[0] ?? null,

    async insert(c) {
      await q.query(
        `INSERT INTO claims (id, owner_user_id, policy_id, numero_poliza, nombre, apellido, email, celular, mensaje)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [c.id, c.ownerUserId, c.policyId, c.numeroPoliza, c.nombre, c.apellido, c.email, c.celular, c.mensaje],
      );
    },

    async addFiles(claimId, files) {
      for (const [position, file] of files.entries()) {
        await q.query('INSERT INTO claim_files (claim_id, file_id, position, name) VALUES ($1, $2, $3, $4)', [
          claimId,
          file.fileId,
          position,
          file.name,
        ]);
      }
    },

    async lockStatus(id) {
      const { rows } = await q.query<{ status: ClaimStatus; auth_sub: string }>(
        `SELECT c.status, u.auth_sub FROM claims c JOIN users u ON u.id = c.owner_user_id
         WHERE c.id = $1 FOR UPDATE OF c`,
        [id],
      );
      return rows[0] ? { status: rows[0].status, ownerSub: rows[0].auth_sub } : null;
    },

    async setStatus(id, status) {
      await q.query('UPDATE claims SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
    },

    async attachment(sub, claimId, fileId) {
      const { rows } = await q.query<{ name: string; content_type: string }>(
        `SELECT cf.name, f.content_type
         FROM claim_files cf
         JOIN claims c ON c.id = cf.claim_id
         JOIN users u ON u.id = c.owner_user_id
         JOIN files f ON f.id = cf.file_id
         WHERE cf.claim_id = $1 AND cf.file_id = $2 AND u.auth_sub = $3`,
        [claimId, fileId, sub],
      );
      return rows[0] ? { name: rows[0].name, contentType: rows[0].content_type } : null;
    },

    async ownPolicy(userId, policyId) {
      const { rows } = await q.query<{ id: string; numero_poliza: string | null }>(
        'SELECT id, numero_poliza FROM policies WHERE id = $1 AND owner_user_id = $2',
        [policyId, userId],
      );
      return rows[0] ? { id: rows[0].id, numeroPoliza: rows[0].numero_poliza } : null;
    },

    async ownPolicyByNumber(userId, numero) {
      const { rows } = await q.query<{ id: string }>(
        `SELECT id FROM policies WHERE owner_user_id = $1 AND lower(btrim(numero_poliza)) = lower($2)
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId, numero],
      );
      return rows[0]?.id ?? null;
    },
  };
}
