import type { PolicyFile } from 'contracts';
import { base64ToBytes } from '@/lib/base64';

/** Spec §9: object URLs are revoked 60 seconds after use. */
export const REVOKE_AFTER_MS = 60_000;

/** Saves a file the api sent as base64 under its own name. */
export function saveFile(file: PolicyFile): void {
  const blob = new Blob([base64ToBytes(file.dataBase64)], { type: file.mime || 'application/pdf' });
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
