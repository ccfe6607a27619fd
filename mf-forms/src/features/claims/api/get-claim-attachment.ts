import { ApiError, getApiBaseUrl, useAuthStore } from 'shared-ui';

/** The spec's message when a file cannot be fetched. */
export const ATTACHMENT_ERROR = 'Error al obtener archivo';

export interface GetClaimAttachmentInput {
  claimId: string;
  attachmentId: string;
}

/**
 * GET /claims/{id}/attachments/{attachmentId}: the file's bytes (not the JSON envelope the api client reads),
 * fetched with the person's token like every other call.
 */
export async function getClaimAttachment({ claimId, attachmentId }: GetClaimAttachmentInput): Promise<Blob> {
  const token = await useAuthStore
    .getState()
    .getAccessToken()
    .catch(() => null);
  const url = `${getApiBaseUrl()}/claims/${encodeURIComponent(claimId)}/attachments/${encodeURIComponent(attachmentId)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(ATTACHMENT_ERROR, 0, -1);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { meta?: { message?: string } } | null;
    throw new ApiError(payload?.meta?.message || ATTACHMENT_ERROR, response.status, response.status);
  }
  return response.blob();
}
