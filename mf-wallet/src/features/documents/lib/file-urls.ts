import { base64ToBytes } from '@/lib/base64url';
import type { PolicyFile } from '../api/get-policy-file';

/** Spec §9: object URLs are revoked 60 seconds after use (long enough for the tab or the download to read them). */
export const REVOKE_AFTER_MS = 60_000;

export function fileObjectUrl(file: PolicyFile): string {
  const blob = new Blob([base64ToBytes(file.dataBase64)], { type: file.mime || 'application/pdf' });
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}

/**
 * Opens an empty tab right inside the click handler, while the browser still counts it as the person's
 * gesture (a tab opened after an await is blocked as a popup). Null when the browser refused anyway.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    // The document will not script its opener; the reference we hold is enough to send it the file.
    tab.opener = null;
    tab.document.title = 'Cargando documento…';
    tab.document.body.textContent = 'Cargando documento…';
  } catch {
    // Some browsers give a restricted window; it can still be navigated.
  }
  return tab;
}

function clickAnchor(setup: (anchor: HTMLAnchorElement) => void): void {
  const anchor = document.createElement('a');
  setup(anchor);
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Shows the file in the tab opened by openPendingTab, or (if it was blocked) through a new-tab link. */
export function showInTab(url: string, tab: Window | null): void {
  if (tab && !tab.closed) {
    tab.location.href = url;
    return;
  }
  clickAnchor((a) => {
    a.href = url;
    a.target = '_blank';
    a.rel = 'noopener';
  });
}

export function downloadFile(url: string, fileName: string): void {
  clickAnchor((a) => {
    a.href = url;
    a.download = fileName;
  });
}
