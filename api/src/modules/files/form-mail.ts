import type { Upload } from './uploads';

/*
 * The team's e-mail for a form (request form, claims): one `field: value` line per form field, in the form's
 * order; files as `[archivo] name`; an empty value as `-` (spec §3, request-form text).
 */

export type FormValue = string | number | readonly Upload[] | null | undefined;

/** `field: value`. A value is kept on its line; a multi-line message continues indented, so it cannot fake a line. */
export function formLine(field: string, value: FormValue): string {
  let text: string;
  if (Array.isArray(value)) text = value.map((u: Upload) => `[archivo] ${u.name}`).join(', ');
  else if (typeof value === 'number') text = String(value);
  else text = typeof value === 'string' ? value.trim() : '';
  return `${field}: ${text === '' ? '-' : text.replace(/\r\n?/g, '\n').replace(/\n/g, '\n  ')}`;
}

/** A display name is quoted so commas or angle brackets in it cannot add recipients. */
export function mailbox(name: string, email: string): string {
  return `"${name.replace(/["\\\r\n]/g, ' ').trim()}" <${email}>`;
}

/** The attachments of a form's e-mail, named as in the text. */
export function mailFiles(uploads: readonly Upload[], fileIds: readonly string[]) {
  return uploads.map((u, i) => ({ fileId: fileIds[i]!, filename: u.name, contentType: u.contentType }));
}
