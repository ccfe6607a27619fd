import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { documentsTypedInSpecs, scanLines, stackSecrets, type Leak } from '../support/log-scan';

/*
 * Runs after every other spec (project `logs`, which depends on project `e2e`): the stack wrote each
 * service's JSON logs to .data/e2e/logs/ (scripts/stack.mjs --logs) during the whole run.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const LOG_DIR = path.join(ROOT, '.data', 'e2e', 'logs');
const TRACED = ['gateway', 'api', 'sbi-sandbox'] as const;

function readLog(service: string): string[] {
  const file = path.join(LOG_DIR, `${service}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

function releaseSigningSecret(): string[] {
  const file = path.join(ROOT, '.data', 'release-signing-secret');
  return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8').trim()] : [];
}

const options = () => ({
  documents: documentsTypedInSpecs(path.join(ROOT, 'e2e')),
  secrets: [...stackSecrets(), ...releaseSigningSecret()],
});

test('the grep of the logs catches a planted e-mail, token, card, document number and secret', () => {
  const planted = [
    JSON.stringify({ msg: 'sent', to: 'lucia@example.com', from: 'no-responder@seguros.uy', time: 1732390000000 }),
    JSON.stringify({ headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' } }),
    JSON.stringify({ tarjeta: '4111 1111 1111 1111', otro: '4111111111111112' }),
    JSON.stringify({ persona: { doc: '1.234.567-2' } }),
    JSON.stringify({ body: { numero: '12345672' }, reqId: '12345672-4e1f-4c00-8000-000000000000' }),
    JSON.stringify({ 'x-api-key': 'sbi-dev-key' }),
    // Clean: a redacted header, UUIDs with digit groups (the second's first three pass Luhn's check), the
    // decimals of a duration, pino's time.
    JSON.stringify({
      reqId: '65be4042-1908-4713-914a-329c91f2c672',
      policyId: '23833940-1993-4975-8c4e-0a1b2c3d4e5f',
      responseTime: 3.4550150000031863,
      time: 4111111111111111,
      authorization: '[REDACTED]',
      stack: 'at x (/repo/node_modules/.pnpm/end-of-stream@1.4.5/node_modules/end-of-stream/index.js:56:86)',
    }),
  ];
  const leaks = scanLines('planted.log', planted, { documents: ['1.234.567-2'], secrets: ['sbi-dev-key'] });
  expect(leaks.map((l: Leak) => `${l.line}:${l.kind}:${l.match}`)).toEqual([
    '1:e-mail:lucia@example.com',
    '2:token:eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    '2:token:Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    '3:card:4111 1111 1111 1111',
    '4:document:1.234.567-2',
    '5:document:12345672',
    '6:secret:sbi-dev-key',
  ]);
});

test('a browser request is logged under one request id by the gateway, the api and the partner', async ({ page }) => {
  await page.goto('/');
  // A home value nobody asked for: the api's rating cache misses and the partner is called.
  const value = 150_000 + Math.floor(Math.random() * 100_000);
  const answer = await page.evaluate(async (valorDeclarado) => {
    const res = await fetch(
      `/api/v1/sbi/productos/202?valorDeclarado=${valorDeclarado}&ubicacion=montevideo&construccion=tradicional`,
    );
    return { status: res.status, id: res.headers.get('x-request-id') };
  }, value);
  expect(answer.status).toBe(200);
  const id = answer.id!;
  expect(id, 'el gateway no devolvió x-request-id').toMatch(/^[\w.:-]{8,128}$/);

  const servicesWithId = () =>
    TRACED.filter((service) =>
      readLog(service).some((line) => {
        try {
          return (JSON.parse(line) as { reqId?: unknown }).reqId === id;
        } catch {
          return false;
        }
      }),
    );
  await expect.poll(servicesWithId, { message: `reqId ${id} en los logs de ${LOG_DIR}` }).toEqual([...TRACED]);
});

test('no e-mail, document number, token, card number or secret in any log line of the run', () => {
  const files = fs.readdirSync(LOG_DIR).filter((f) => f.endsWith('.log'));
  expect(files, `logs del e2e en ${LOG_DIR}`).toEqual(expect.arrayContaining(TRACED.map((s) => `${s}.log`)));
  const leaks = files.flatMap((file) => scanLines(file, readLog(file.replace(/\.log$/, '')), options()));
  const report = leaks.slice(0, 30).map((l) => `${l.file}:${l.line} ${l.kind} ${l.match}`);
  expect(report, `${leaks.length} datos que no deben estar en los logs`).toEqual([]);
});
