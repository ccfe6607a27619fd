import type { PolicyImport } from 'contracts';
import { api, ApiError } from 'shared-ui';

/** Mirrors contracts' POLICY_IMPORT_MAX_BYTES (the api refuses more with a 413). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** contracts' POLICY_IMPORT_FILE_FIELD. */
const FILE_FIELD = 'file';

export const importMessages = {
  failed: 'No pudimos leer el PDF. Probá de nuevo o completá los datos a mano.',
  tooLarge: 'El PDF pesa más de 10 MB. Probá con un archivo más liviano.',
  notPdf: 'El archivo no es un PDF. Elegí la póliza en formato PDF.',
} as const;

/** Checked before sending (the api checks the same by the file's first bytes). */
export function localImportProblem(file: File): string | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return importMessages.notPdf;
  if (file.size > MAX_PDF_BYTES) return importMessages.tooLarge;
  return null;
}

/**
 * POST /policy/import-pdf (multipart, the PDF under `file`): the api keeps the file as a pending upload and
 * proposes what its text tells. 413 and 415 become their Spanish messages even without a server message
 * (the gateway may answer a too-large body itself).
 */
export async function importPolicyPdf(file: File, signal?: AbortSignal): Promise<PolicyImport> {
  const form = new FormData();
  form.append(FILE_FIELD, file, file.name);
  try {
    return await api.post<PolicyImport>('/policy/import-pdf', form, { fallbackMessage: importMessages.failed, signal });
  } catch (error) {
    if (error instanceof ApiError && error.message === importMessages.failed) {
      if (error.status === 413) throw new ApiError(importMessages.tooLarge, 413, error.code);
      if (error.status === 415) throw new ApiError(importMessages.notPdf, 415, error.code);
    }
    throw error;
  }
}
