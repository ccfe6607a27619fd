import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http';
import { createPendingUploadsRepository } from './pending-uploads-repository';

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
  await createPendingUploadsRepository(tx).add(userId, fileId, name);
}

/**
 * Links the upload `fileId` of `userId` to `policyId` as its document, in the policy's transaction. Already
 * linked to that policy: nothing to do. Another person's, unknown or already used elsewhere: 404 (field
 * `documentFileId`). Taking the pending row deletes it, so two saves cannot both take it.
 */
export async function attachPendingUpload(
  tx: Queryable,
  userId: string,
  policyId: string,
  fileId: string,
): Promise<void> {
  const uploads = createPendingUploadsRepository(tx);
  if (await uploads.isLinked(policyId, fileId)) return;
  const name = await uploads.take(userId, fileId);
  if (name === null) throw new HttpError(404, pendingUploadMessages.notFound, { field: 'documentFileId' });
  await uploads.link(policyId, fileId, name);
}

/** Deletes pending uploads older than PENDING_UPLOAD_TTL_HOURS and their files; returns how many. */
export async function sweepPendingUploads(db: Queryable, now: Date = new Date()): Promise<number> {
  return createPendingUploadsRepository(db).deleteOlderThan(now, PENDING_UPLOAD_TTL_HOURS);
}
