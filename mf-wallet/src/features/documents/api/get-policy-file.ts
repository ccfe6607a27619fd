import { api } from 'shared-ui';
import { base64UrlEncode } from '@/lib/base64url';

export const FILE_ERROR = 'Error al obtener archivo';

/** A document's content as the API sends it. */
export interface PolicyFile {
  dataBase64: string;
  mime?: string;
  fileName?: string;
}

/** The last path segment: base64url of the file name without its '.pdf' (spec §7). */
export function fileNameSegment(fileName: string): string {
  return base64UrlEncode(fileName.replace(/\.pdf$/i, ''));
}

/**
 * GET /sbi/poliza/file/{numeroPoliza}/name/{base64url(name)}. Any failure (or an answer without content)
 * is the spec's one message, 'Error al obtener archivo'.
 */
export async function getPolicyFile(policyNumber: string, fileName: string): Promise<PolicyFile> {
  const path = `/sbi/poliza/file/${encodeURIComponent(policyNumber)}/name/${fileNameSegment(fileName)}`;
  let file: PolicyFile | null;
  try {
    file = await api.get<PolicyFile | null>(path, { fallbackMessage: FILE_ERROR });
  } catch (error) {
    throw new Error(FILE_ERROR, { cause: error });
  }
  if (!file || typeof file.dataBase64 !== 'string' || !file.dataBase64) throw new Error(FILE_ERROR);
  return file;
}
