/**
 * The card payment tab (spec §4): opened as a placeholder before the emission request, while the
 * browser still counts the click as a user gesture (popup blockers allow it), and sent to the payment
 * link once the partner returns one.
 */
export const PAYMENT_PLACEHOLDER_TEXT = 'Redirigiendo a la pasarela de pago...';

/** How long the placeholder's blob URL lives (spec §9). */
export const BLOB_URL_LIFETIME_MS = 60_000;

export interface PaymentWindow {
  /** Sends the tab to the payment gateway. */
  redirect: (url: string) => void;
  close: () => void;
}

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="es-UY"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAYMENT_PLACEHOLDER_TEXT}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;color:#14213d;background:#f5f7fb">
<p role="status" style="font-size:1.125rem">${PAYMENT_PLACEHOLDER_TEXT}</p>
</body></html>`;

/**
 * Opens the placeholder tab. Call it synchronously from the click or submit handler. Returns null when
 * the browser blocked the tab: the result screen then offers the payment link instead.
 */
export function openPaymentWindow(): PaymentWindow | null {
  const canBlob = typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined';
  const url = canBlob ? URL.createObjectURL(new Blob([PLACEHOLDER_HTML], { type: 'text/html' })) : 'about:blank';
  if (canBlob) setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);

  let win: Window | null;
  try {
    win = window.open(url, '_blank');
  } catch {
    win = null;
  }
  if (!win) return null;
  // The tab will show a third-party page: it must not reach back into ours through window.opener.
  try {
    win.opener = null;
  } catch {
    // Read-only in some browsers: nothing more we can do from here.
  }
  const tab = win;
  return {
    redirect: (link) => {
      tab.location.href = link;
    },
    close: () => {
      try {
        tab.close();
      } catch {
        // Already closed by the user.
      }
    },
  };
}
