import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http';

/*
 * Uploads waiting for the record that names them (`pending_uploads`): the PDF of 'Cargar póliza en PDF'
 * until its sender saves the policy with `documentFileId`. Only the sender can attach it, once.
 */

export const pendingUploadMessages = {
  notFound: 'No encontramos la póliza en PDF que cargaste. Volvé a cargarla.',
} as const;

/** Pending uploads nobody saved are deleted after this long (with their files). */
export const PENDING_UPLOAD_TTL_HOURS = 48;

/** Records `fileId` (saved in `tx`) as an upload of `userId` waiting to be attached. */
export async function addPendingUpload(tx: Queryable, userId: string, fileId: string, name: string): Promise<void> {
  await tx.query(
    `INSERT INTO pending_uploads (file_id, owner_user_id, purpose, name) VALUES ($1, $2, 'policy-import', $3)`,
    [fileId, userId, name],
  );
}

/**
 * Links the upload `fileId` of `userId` to `policyId` as its document, in the policy's transaction. Already
 * linked to that policy: nothing to do. Another person's, unknown or already used elsewhere: 404 (field
 * `documentFileId`). Deleting the pending row locks it, so two saves cannot both take it.
 */
export async function attachPendingUpload(
  tx: Queryable,
  userId: string,
  policyId: string,
  fileId: string,
): Promise<void> {
  const { rows: linked } = await tx.query('SELECT 1 FROM policy_files WHERE policy_id = $1 AND file_id = $2', [
    policyId,
    fileId,
  ]);
  if (linked.length > 0) return;
  const { rows } = await tx.query<{ name: string }>(
    `DELETE FROM pending_uploads WHERE file_id = $1 AND owner_user_id = $2 AND purpose = 'policy-import'
     RETURNING name`,
    [fileId, userId],
  );
  const upload = rows[0];
  if (!upload) throw new HttpError(404, pendingUploadMessages.notFound, { field: 'documentFileId' });
  await tx.query('INSERT INTO policy_files (policy_id, file_id, name) VALUES ($1, $2, $3)', [
    policyId,
    fileId,
    upload.name,
  ]);
}

/** Deletes pending uploads older than PENDING_UPLOAD_TTL_HOURS and their files; returns how many. */
export async function sweepPendingUploads(db: Queryable, now: Date = new Date()): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM files WHERE id IN (
       SELECT file_id FROM pending_uploads WHERE created_at < $1::timestamptz - make_interval(hours => $2)
     )`,
    [now.toISOString(), PENDING_UPLOAD_TTL_HOURS],
  );
  return rowCount;
}
