/** Spec §9: object URLs are revoked 60 seconds after use (long enough for the download to read them). */
export const REVOKE_AFTER_MS = 60_000;

/** Saves a blob under a file name (a hidden link with `download`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
