// The claim's attachments (spec §2, §5): PDF, JPG, JPEG, PNG or HEIC; a file already in the list (same name,
// size and last-modified time) is not added twice. The types and the limit are contracts' (the api's).
import { CLAIM_FILE_TYPES as CLAIM_TYPES, CLAIM_MAX_FILES as CLAIM_MAX } from 'contracts/runtime';
import { formatMb, hasType, totalBytes, typeList } from '@/lib/files';
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES } from '@/lib/upload-limits';

export { CLAIM_TYPES, CLAIM_MAX };

export const attachmentMessages = {
  type: (name: string) => `No agregamos ${name}: solo se aceptan archivos ${typeList(CLAIM_TYPES)}.`,
  size: (name: string) => `No agregamos ${name}: cada archivo puede pesar hasta ${formatMb(MAX_FILE_BYTES)}.`,
  count: (name: string) => `No agregamos ${name}: podés adjuntar hasta ${CLAIM_MAX} archivos.`,
  total: (name: string) =>
    `No agregamos ${name}: entre todos, los archivos pueden pesar hasta ${formatMb(MAX_REQUEST_BYTES)}.`,
} as const;

/** Same name, size and last-modified time: the same file chosen again. */
export function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface AddedAttachments {
  files: File[];
  /** Why each refused file was left out (duplicates are left out silently). */
  refused: string[];
}

/** The list after choosing `incoming`: in order, without duplicates, other types or files over the limits. */
export function addAttachments(current: readonly File[], incoming: readonly File[]): AddedAttachments {
  const files = [...current];
  const refused: string[] = [];
  for (const file of incoming) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (!hasType(file, CLAIM_TYPES)) refused.push(attachmentMessages.type(file.name));
    else if (file.size > MAX_FILE_BYTES) refused.push(attachmentMessages.size(file.name));
    else if (files.length >= CLAIM_MAX) refused.push(attachmentMessages.count(file.name));
    else if (totalBytes(files) + file.size > MAX_REQUEST_BYTES) refused.push(attachmentMessages.total(file.name));
    else files.push(file);
  }
  return { files, refused };
}
