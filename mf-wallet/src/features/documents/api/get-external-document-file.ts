import { api } from 'shared-ui';
import { FILE_ERROR, type PolicyFile } from './get-policy-file';

export interface GetExternalDocumentFileInput {
  policyId: string;
  fileId: string;
}

/**
 * GET /policy/{id}/documents/{fileId}: the same `{ dataBase64, mime, fileName }` as the partner's documents.
 * Any failure (or an answer without content) is 'Error al obtener archivo'.
 */
export async function getExternalDocumentFile({ policyId, fileId }: GetExternalDocumentFileInput): Promise<PolicyFile> {
  let file: PolicyFile | null;
  try {
    file = await api.get<PolicyFile | null>(
      `/policy/${encodeURIComponent(policyId)}/documents/${encodeURIComponent(fileId)}`,
      { fallbackMessage: FILE_ERROR },
    );
  } catch (error) {
    throw new Error(FILE_ERROR, { cause: error });
  }
  if (!file || typeof file.dataBase64 !== 'string' || !file.dataBase64) throw new Error(FILE_ERROR);
  return file;
}
