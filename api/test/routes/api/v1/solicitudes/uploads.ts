import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../../../../helpers/build-app';

/* Multipart bodies, file bytes of each type and a small .eml reader for the upload routes' tests. */

export interface TestFile {
  name: string;
  bytes: Buffer;
  /** What the client claims (ignored by the api). Default application/octet-stream. */
  type?: string | undefined;
}

export type FormEntries = Array<[string, string | TestFile]>;

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipart(entries: FormEntries): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [field, value] of entries) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

export const bytes = {
  pdf: (size = 200) => pad(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), size),
  png: (size = 200) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size = 200) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), size),
  heic: (size = 200) =>
    pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0])]), size),
  text: (size = 200) => pad(Buffer.from('hola, esto no es un PDF\n'), size),
};

export const file = (name: string, content: Buffer, type?: string): TestFile => ({ name, bytes: content, type });

/** POSTs a multipart form. */
export async function postForm(
  t: TestContext,
  url: string,
  entries: FormEntries,
  headers: Record<string, string> = {},
) {
  const body = await multipart(entries);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

export interface StoredMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  files: Array<{ fileId: string; filename: string; contentType: string }>;
}

/** The e-mails with stored attachments queued in the outbox, oldest first. */
export async function queuedFormMails(t: TestContext): Promise<StoredMail[]> {
  const { rows } = await t.db.query<{ payload: StoredMail }>(
    `SELECT payload FROM outbox WHERE topic = 'mail.send-stored' ORDER BY created_at, id`,
  );
  return rows.map((r) => r.payload);
}

export async function queuedLeads(t: TestContext): Promise<Array<Record<string, unknown>>> {
  const { rows } = await t.db.query<{ payload: Record<string, unknown> }>(
    `SELECT payload FROM outbox WHERE topic = 'lead.forward' ORDER BY created_at, id`,
  );
  return rows.map((r) => r.payload);
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; bytes: Buffer }>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      out.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      out.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(out);
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\n\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: at === -1 ? '' : raw.slice(at + 2) };
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'utf8');
}

/** Reads an .eml as nodemailer writes it: headers, the text part and the attachments. */
export function parseEml(raw: string): ParsedMail {
  const mail: ParsedMail = { headers: {}, subject: '', text: '', attachments: [] };
  const visit = (entity: string, top: boolean) => {
    const { headers, body } = splitEntity(entity);
    if (top) mail.headers = headers;
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const parts = body.split(`--${boundary}`).slice(1, -1);
      for (const part of parts) visit(part.replace(/^\n/, '').replace(/\n$/, ''), false);
      return;
    }
    const disposition = headers['content-disposition'] ?? '';
    if (disposition.startsWith('attachment')) {
      const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
      mail.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), bytes: decodeBody(headers, body) });
    } else if (type.toLowerCase().startsWith('text/plain')) {
      mail.text = decodeBody(headers, body).toString('utf8').replace(/\n$/, '');
    }
  };
  visit(raw.replace(/\r\n/g, '\n'), true);
  mail.subject = decodeWords(mail.headers.subject ?? '');
  return mail;
}

/** The .eml files the outbox wrote, parsed, in file-name order. */
export function sentMails(t: TestContext): ParsedMail[] {
  return fs
    .readdirSync(t.mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(fs.readFileSync(path.join(t.mailDir, f), 'utf8')));
}

/** Seeded PRNG (as generated-input.test.ts), so a failing case reproduces. */
export function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK_TEXT = [
  '',
  ' ',
  '-1',
  '1e308',
  'NaN',
  'true',
  'nulo\u0000byte',
  '💥'.repeat(50),
  "'; DROP TABLE claims; --",
  '../../etc/passwd',
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(40_000),
  '2025-02-30',
];
const JUNK_NAMES = ['', '.', '..', '../../x.pdf', 'a'.repeat(500), 'nul\u0000.pdf', 'x.pdf\r\nX-Injected: 1', '💥.png'];
const JUNK_FIELDS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', '', 'a'.repeat(300), 'campo[0]'];

/** Multipart forms that must never be accepted as they are, nor crash the route: junk values and names for `fields`. */
export function junkForms(fields: string[], count: number, seed: number): FormEntries[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const junkFile = (): TestFile =>
    file(pick(JUNK_NAMES), pick([bytes.text(), bytes.pdf(), Buffer.alloc(0), bytes.png(10), bytes.heic()]));
  const forms: FormEntries[] = [];
  for (let i = 0; i < count; i++) {
    const entries: FormEntries = [];
    for (const field of fields) {
      const roll = random();
      if (roll < 0.45) entries.push([field, pick(JUNK_TEXT)]);
      else if (roll < 0.5) entries.push([field, junkFile()]);
      else if (roll < 0.6) entries.push([field, pick(JUNK_TEXT)], [field, pick(JUNK_TEXT)]);
    }
    if (random() < 0.4) entries.push([pick(JUNK_FIELDS), random() < 0.5 ? pick(JUNK_TEXT) : junkFile()]);
    forms.push(entries);
  }
  return forms;
}

export const RAW_BODIES: Array<{ payload: string; contentType?: string }> = [
  { payload: '{"producto": "soa"}' },
  { payload: '{"__proto__": {"isAdmin": true}}' },
  { payload: 'plain text', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  {
    payload: '--x\r\nContent-Disposition: form-data\r\n\r\nvalor\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"; filename="f.pdf"\r\n\r\n%PDF-1.4',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '--x--', contentType: 'multipart/form-data; boundary=x' },
  { payload: '', contentType: 'multipart/form-data; boundary=x' },
  { payload: 'x'.repeat(10_000), contentType: `multipart/form-data; boundary=${'b'.repeat(200)}` },
];

type RefusalBody = { data?: unknown; meta?: { message?: unknown } };

/** Answers that are neither a 5xx nor a 2xx/3xx, each a Spanish envelope; the failures as text. */
export function checkRefusals(results: Array<{ label: string; statusCode: number; body: string; json(): unknown }>) {
  const failures: string[] = [];
  for (const res of results) {
    if (res.statusCode < 400 || res.statusCode >= 500) {
      failures.push(`${res.statusCode} ${res.label.slice(0, 150)}: ${res.body.slice(0, 200)}`);
      continue;
    }
    let body: RefusalBody | null = null;
    try {
      body = res.json() as RefusalBody;
    } catch {
      // reported below
    }
    if (typeof body?.meta?.message !== 'string' || body.data !== null) {
      failures.push(`bad envelope ${res.statusCode} ${res.label.slice(0, 150)}: ${res.body.slice(0, 200)}`);
    }
  }
  return failures;
}
