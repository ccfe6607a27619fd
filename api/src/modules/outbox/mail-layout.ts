import { escapeHtml } from 'server-kit';

/*
 * The one layout of the api's e-mails (emission payment and confirmation, expiry reminders, the contact
 * message to the team): a greeting, paragraphs, a table of `label: value` rows, closing paragraphs and the
 * signature, as plain text and as a simple HTML version where every value is escaped.
 */

export interface MailContent {
  /** 'Hola Ana:'; a mail to the team has none. */
  greeting?: string;
  paragraphs?: readonly string[];
  rows: ReadonlyArray<readonly [string, string]>;
  /** Paragraphs after the rows; line breaks are kept. */
  after?: readonly string[];
  /** 'Saludos, El equipo de Seguros' at the end: every mail to a person, never one to the team. */
  signed?: boolean;
}

const SIGNATURE = ['Saludos,', 'El equipo de Seguros'] as const;

export function layoutMail({ greeting, paragraphs = [], rows, after = [], signed = true }: MailContent): {
  text: string;
  html: string;
} {
  const lines = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...after.flatMap((p) => [p, '']),
    ...(signed ? SIGNATURE : []),
  ];
  // An unsigned mail ends on its last paragraph, not on a blank line.
  while (lines.at(-1) === '') lines.pop();
  const html = [
    '<!doctype html><html lang="es"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">',
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align: left; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...after.map((p) => `<p style="white-space: pre-wrap">${escapeHtml(p)}</p>`),
    ...(signed ? [`<p>${SIGNATURE.map(escapeHtml).join('<br>')}</p>`] : []),
    '</body></html>',
  ];
  return { text: lines.join('\n'), html: html.join('\n') };
}
