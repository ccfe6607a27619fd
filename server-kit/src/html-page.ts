import { randomBytes } from 'node:crypto';

/** Text made safe inside HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A fresh Content-Security-Policy nonce, one per answer. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface HtmlPageOptions {
  /** The whole `<title>`, site name included. */
  title: string;
  /** The answer's CSP nonce: the only inline stylesheet and script that run carry it. */
  nonce: string;
  styles: string;
  /** HTML inside `<main>`. */
  body: string;
  /** Inline script, after `<main>`. */
  script?: string;
  /** More `<head>` elements (an icon). */
  head?: string;
}

/**
 * A server-rendered Spanish (es-UY) page of the development stand-ins (idp-dev's login, the sandbox's
 * payment page): not indexed, no external resources, only the nonce'd inline stylesheet and script.
 */
export function htmlPage({ title, nonce, styles, body, script, head = '' }: HtmlPageOptions): string {
  const n = escapeHtml(nonce);
  return `<!DOCTYPE html>
<html lang="es-UY">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head ? `${head}\n` : ''}<title>${escapeHtml(title)}</title>
<style nonce="${n}">${styles}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${n}">${script}</script>\n` : ''}</body>
</html>
`;
}
