import type { Queryable } from '../../db/db';

/*
 * Every statement of the uploads waiting for the record that names them (`pending_uploads`, purpose
 * 'policy-import'). Takes the database or a transaction's `tx`; pending-uploads.ts keeps the rules (who may
 * attach, once; how long one waits) and the message.
 */

export interface PendingUploadsRepository {
  /** Records `fileId` as an upload of `userId` waiting to be attached. */
  add(userId: string, fileId: string, name: string): Promise<void>;
  /** Whether the file is already a document of that policy. */
  isLinked(policyId: string, fileId: string): Promise<boolean>;
  /** Deletes (and so locks) the user's pending upload; its name, or null when it is not theirs or not pending. */
  take(userId: string, fileId: string): Promise<string | null>;
  /** Makes the file a document of the policy, under that name. */
  link(policyId: string, fileId: string, name: string): Promise<void>;
  /** Deletes the files of pending uploads created before `hours` before `now`; returns how many. */
  deleteOlderThan(now: Date, hours: number): Promise<number>;
}

export function createPendingUploadsRepository(q: Queryable): PendingUploadsRepository {
  return {
    async add(userId, fileId, name) {
      await q.query(
        `INSERT INTO pending_uploads (file_id, owner_user_id, purpose, name) VALUES ($1, $2, 'policy-import', $3)`,
        [fileId, userId, name],
      );
    },

    async isLinked(policyId, fileId) {
      const { rows } = await q.query('SELECT 1 FROM policy_files WHERE policy_id = $1 AND file_id = $2', [
        policyId,
        fileId,
      ]);
      return rows.length > 0;
    },

    async take(userId, fileId) {
      const { rows } = await q.query<{ name: string }>(
        `DELETE FROM pending_uploads WHERE file_id = $1 AND owner_user_id = $2 AND purpose = 'policy-import'
         RETURNING name`,
        [fileId, userId],
      );
      return rows[0]?.name ?? null;
    },

    async link(policyId, fileId, name) {
      await q.query('INSERT INTO policy_files (policy_id, file_id, name) VALUES ($1, $2, $3)', [
        policyId,
        fileId,
        name,
      ]);
    },

    async deleteOlderThan(now, hours) {
      // The pending row goes with its file (ON DELETE CASCADE).
      const { rowCount } = await q.query(
        `DELETE FROM files WHERE id IN (
           SELECT file_id FROM pending_uploads WHERE created_at < $1::timestamptz - make_interval(hours => $2)
         )`,
        [now.toISOString(), hours],
      );
      return rowCount;
    },
  };
}
