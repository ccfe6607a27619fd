import fs from 'node:fs';
import path from 'node:path';

/*
 * The grep of an e2e run's logs (.data/e2e/logs/<service>.log, written by scripts/stack.mjs --logs):
 * what must never be in any line, whatever field it sits in.
 */

export interface Leak {
  file: string;
  line: number;
  kind: 'e-mail' | 'token' | 'card' | 'document' | 'secret';
  match: string;
}

export interface ScanOptions {
  /** Document numbers the specs typed, as typed (`1.234.567-2`); their bare digits are looked for too. */
  documents: readonly string[];
  /** API keys and secrets of the stack (values, at least 8 characters). */
  secrets: readonly string[];
}

// No `/` on either side: `…/.pnpm/end-of-stream@1.4.5/node_modules/…` in a stack trace is a path, not an address.
const EMAIL = /[^\s"'<>()[\]{}\\,;:/]+@[^\s"'<>()[\]{}\\,;:/]+\.[a-z]{2,}/gi;
// Our own role addresses (MAIL_FROM no-responder@, CONTACT_INBOX hola@, the beta feedback mailto:) are the
// company's, not a person's: logging where a message went from/to on our side is allowed.
const OWN_DOMAIN = /@seguros\.uy$/i;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\bBearer\s+(?!\[REDACTED\])[\w.~+/-]{8,}/gi;
// Digit runs, allowing the single spaces or dashes a card is typed with, that are not part of a longer token:
// not inside a UUID (`65be4042-1908-4713-914a`, `23833940-1993-4975-8c4e`: neither after nor before a dash and
// more of the token) nor the decimals of a number (`responseTime: 3.4550150000031863`).
const DIGITS = /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.]|-\w)/g;

/** Luhn's check, which every card number passes (and only one in ten random digit strings). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The text of a log line as scanned: pino's `time` (13-digit epoch milliseconds, Luhn-valid one time in
 * ten) is dropped; everything else stays. A line that is not JSON is scanned as is.
 */
function scannable(line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (entry && typeof entry === 'object') {
      delete entry.time;
      return JSON.stringify(entry);
    }
  } catch {
    // Not JSON (a stack trace, a warning of a dependency): scanned whole.
  }
  return line;
}

/** Every forbidden thing in `lines` of `file`. */
export function scanLines(file: string, lines: readonly string[], options: ScanOptions): Leak[] {
  const leaks: Leak[] = [];
  const documents = options.documents.flatMap((doc) => [doc, doc.replace(/\D/g, '')]).filter((d) => d.length >= 6);
  const secrets = options.secrets.filter((s) => s.length >= 8);
  lines.forEach((raw, index) => {
    const text = scannable(raw);
    const add = (kind: Leak['kind'], match: string) => leaks.push({ file, line: index + 1, kind, match });
    for (const m of text.matchAll(EMAIL)) if (!OWN_DOMAIN.test(m[0])) add('e-mail', m[0]);
    for (const m of text.matchAll(JWT)) add('token', m[0]);
    for (const m of text.matchAll(BEARER)) add('token', m[0]);
    for (const m of text.matchAll(DIGITS)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) add('card', m[0]);
    }
    for (const doc of documents) {
      // Bare digits only where they are not part of a longer number (an id, a timestamp).
      const found = /^\d+$/.test(doc) ? new RegExp(`(?<!\\d)${doc}(?!\\d)`).test(text) : text.includes(doc);
      if (found) add('document', doc);
    }
    for (const secret of secrets) if (text.includes(secret)) add('secret', secret);
  });
  return leaks;
}

/** The document numbers typed in the e2e sources (`1.234.567-2`, the cédula format the specs use). */
export function documentsTypedInSpecs(e2eDir: string): string[] {
  const found = new Set<string>();
  for (const dir of ['tests', 'support']) {
    for (const name of fs.readdirSync(path.join(e2eDir, dir))) {
      if (!name.endsWith('.ts')) continue;
      const source = fs.readFileSync(path.join(e2eDir, dir, name), 'utf8');
      for (const m of source.matchAll(/'(\d\.\d{3}\.\d{3}-\d|\d{12})'/g)) found.add(m[1]!);
    }
  }
  return [...found];
}

/**
 * The stack's keys and secrets: the development defaults the services fall back on, and any variable of
 * this environment whose name says it holds one.
 */
export function stackSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const defaults = ['sbi-dev-key', 'sbi-dev-webhook-secret', 'dev-notify-url-secret-change-me'];
  const named = Object.entries(env)
    .filter(([name, value]) => /SECRET|TOKEN|API_KEY|PASSWORD/i.test(name) && value && value.length >= 8)
    .map(([, value]) => value!);
  return [...new Set([...defaults, ...named])];
}
