import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Where the api writes its e-mails as .eml files during the e2e run: the stack's data folder
 * (playwright.config.ts starts it with `--data .data/e2e`, relative to the repository) plus `mail`.
 */
export const MAIL_DIR = path.resolve(__dirname, '../../.data/e2e/mail');

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  file: string;
  subject: string;
  replyTo: string;
  text: string;
  attachments: MailAttachment[];
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  const match = header?.match(new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]+))`, 'i'));
  return match ? decodeWords(match[1] ?? match[2] ?? '') : null;
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a (multipart) entity. */
function leaves(raw: string): Array<{ headers: Record<string, string>; content: Buffer }> {
  const { headers, body } = splitEntity(raw);
  const boundary = param(headers['content-type'], 'boundary');
  if (!boundary) return [{ headers, content: decodeBody(headers, body) }];
  const parts = body.split(`--${boundary}`).slice(1);
  return parts.filter((p) => !p.startsWith('--')).flatMap((p) => leaves(p.replace(/^\r?\n/, '')));
}

export function parseMail(file: string): Mail {
  const raw = fs.readFileSync(file, 'latin1');
  const { headers } = splitEntity(raw);
  let text = '';
  const attachments: MailAttachment[] = [];
  for (const part of leaves(raw)) {
    const disposition = part.headers['content-disposition'] ?? '';
    const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    if (/^attachment/i.test(disposition)) {
      attachments.push({
        filename: param(disposition, 'filename') ?? param(part.headers['content-type'], 'name') ?? '',
        contentType: type,
        content: part.content,
      });
    } else if (type === 'text/plain' && !text) {
      text = part.content.toString('utf8');
    }
  }
  return {
    file,
    subject: decodeWords(headers.subject ?? ''),
    replyTo: decodeWords(headers['reply-to'] ?? ''),
    text,
    attachments,
  };
}

/** Every e-mail written so far. */
export function readMails(): Mail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(path.join(MAIL_DIR, f)));
}

/** Waits for the outbox worker to write the e-mail that `matches` (delivery is asynchronous). */
export async function waitForMail(matches: (mail: Mail) => boolean, what: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMails().find(matches);
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1_000], message: `no llegó el correo: ${what} (en ${MAIL_DIR})` },
    )
    .toBe(true);
  return found!;
}
