// How much memory a 30 MB claim costs the api: the peak resident set (VmHWM) growth of the api process that
// receives POST /api/v1/claims with three 10 MB PDFs, and of the api process whose outbox worker sends the
// team's e-mail with them attached, through SMTP. Two api processes (tsx src/server.ts as `npm start` runs
// it) on one PostgreSQL database: one receives the upload and runs no outbox worker, the other only delivers,
// so each figure is one job's. Run once with the files in the database, once in an S3 bucket (server-kit's
// S3 stand-in, in this process: its memory is not counted). A figure, not a timed assertion.
//
//   pnpm --dir api exec tsx bench/claim-memory.ts [--store database|s3|both] [--runs 3]
//
// BENCH_POSTGRES_URL: an administrative connection to the server a database is created on (default
// postgres://postgres@127.0.0.1:5432/postgres); the database (claim_memory_<time>) is dropped afterwards.
// Needs Linux's /proc (VmHWM is reset through /proc/<pid>/clear_refs, which needs the same user or root).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { startFakeS3, type FakeS3 } from '../../server-kit/src/fake-s3';

const API_DIR = path.resolve(__dirname, '..');
const ISSUER = 'https://bench.invalid/';
const AUDIENCE = 'https://api.seguros.uy';
const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
const FILES = 3;

const { values } = parseArgs({
  options: { store: { type: 'string', default: 'both' }, runs: { type: 'string', default: '3' } },
});
const stores = values.store === 'both' ? ['database', 's3'] : [values.store!];
const runs = Number(values.runs);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const status = (pid: number) => fs.readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status(pid))![1]);
/** Resets the peak (VmHWM) to the current resident set. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
const mb = (kib: number) => (kib / 1024).toFixed(1);

/** An SMTP server that accepts every message and counts them (no TLS, no auth). */
async function smtpSink() {
  let received = 0;
  const waiters: Array<() => void> = [];
  const server = net.createServer((socket) => {
    let data = false;
    let tail = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      if (data) {
        tail = (tail + chunk.toString('latin1')).slice(-5);
        if (tail === '\r\n.\r\n') {
          data = false;
          received += 1;
          socket.write('250 2.0.0 queued\r\n');
          for (const w of waiters.splice(0)) w();
        }
        return;
      }
      for (const line of chunk.toString('latin1').split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          tail = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    get received() {
      return received;
    },
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function issuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const token = await new SignJWT({ email: 'bench@example.com', name: 'Usuaria de Prueba' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setSubject('auth0|bench-claims')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);
  const { port } = server.address() as net.AddressInfo;
  return { jwksUrl: `http://127.0.0.1:${port}/jwks.json`, token, close: () => server.close() };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node --import tsx src/server.ts` (not tsx's own launcher): the pid is the api's. */
function startApi(env: Record<string, string>, logFile: string): ChildProcess {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  return child;
}

async function stop(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer /healthz`);
}

/** Three PDFs of `size` bytes each (random after the signature, as a scan compresses badly). */
function claimForm(size: number): FormData {
  const form = new FormData();
  form.set('nombre', 'Ana');
  form.set('apellido', 'Pérez');
  form.set('email', 'ana@example.com');
  form.set('celular', '099 123 456');
  for (let i = 0; i < FILES; i++) {
    const bytes = Buffer.allocUnsafe(size);
    for (let at = 0; at < size; at += 65536)
      bytes.set(crypto.getRandomValues(new Uint8Array(Math.min(65536, size - at))), at);
    bytes.write('%PDF-1.4\n', 0, 'latin1');
    form.append('attachments', new Blob([bytes], { type: 'application/pdf' }), `informe-${i + 1}.pdf`);
  }
  return form;
}

async function postClaim(url: string, token: string, form: FormData) {
  const res = await fetch(`${url}/api/v1/claims`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /claims answered ${res.status}: ${text.slice(0, 300)}`);
}

async function measureStore(store: string, idp: Awaited<ReturnType<typeof issuer>>, logDir: string) {
  const name = `claim_memory_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const smtp = await smtpSink();
  let s3: FakeS3 | null = null;
  const children: ChildProcess[] = [];
  try {
    if (store === 's3') s3 = await startFakeS3({ bucket: 'bench-files' });
    const common = {
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl.href,
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: AUDIENCE,
      AUTH_JWKS_URL: idp.jwksUrl,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      REMINDERS_INTERVAL_MS: '0',
      ...(s3 ? s3.awsEnv('FILES_STORE_URL', 'bench') : {}),
    };
    const results: Array<{ upload: number; mail: number }> = [];
    // Fresh processes for each run: V8 keeps the memory a run made resident, so a second run in the same
    // processes would read less than a first claim costs.
    for (let run = 0; run < runs; run++) {
      const [uploadPort, mailPort] = [await freePort(), await freePort()];
      const logs = (job: string) => path.join(logDir, `${store}-${job}-${run + 1}.log`);
      const uploader = startApi({ ...common, API_PORT: String(uploadPort), OUTBOX_POLL_MS: '0' }, logs('upload'));
      children.push(uploader);
      await waitForHealth(`http://127.0.0.1:${uploadPort}`);
      // Migrated by the first; the second only delivers the outbox.
      const mailer = startApi({ ...common, API_PORT: String(mailPort), OUTBOX_POLL_MS: '200' }, logs('mail'));
      children.push(mailer);
      await waitForHealth(`http://127.0.0.1:${mailPort}`);
      const upload = `http://127.0.0.1:${uploadPort}`;

      // Warm-up: the same route and the same e-mail with small files (JIT, pools, the SMTP connection).
      for (let i = 0; i < 2; i++) {
        const sent = smtp.next();
        await postClaim(upload, idp.token, claimForm(64 * 1024));
        await sent;
      }
      const form = claimForm(FILE_BYTES);
      await new Promise((r) => setTimeout(r, 1500));
      const uploadBase = kb(uploader.pid!, 'VmRSS');
      const mailBase = kb(mailer.pid!, 'VmRSS');
      resetPeak(uploader.pid!);
      resetPeak(mailer.pid!);
      const sent = smtp.next();
      await postClaim(upload, idp.token, form);
      const uploadPeak = kb(uploader.pid!, 'VmHWM');
      await sent;
      const mailPeak = kb(mailer.pid!, 'VmHWM');
      results.push({ upload: uploadPeak - uploadBase, mail: mailPeak - mailBase });
      console.log(
        `  ${store} run ${run + 1}: upload process +${mb(uploadPeak - uploadBase)} MB (RSS ${mb(uploadBase)} → peak ${mb(uploadPeak)}), ` +
          `mail process +${mb(mailPeak - mailBase)} MB (RSS ${mb(mailBase)} → peak ${mb(mailPeak)})`,
      );
      await stop(children.splice(0));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `claim_30mb_peak_rss_growth ${store}: upload +${mb(median(results.map((r) => r.upload)))} MB, ` +
        `e-mail +${mb(median(results.map((r) => r.mail)))} MB (median of ${runs}; ${FILES} × ${FILE_BYTES / MB} MB PDFs)`,
    );
  } finally {
    await stop(children);
    await s3?.close();
    await smtp.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-memory-'));
  console.log(`Logs of the api processes: ${logDir}`);
  const idp = await issuer();
  try {
    for (const store of stores) await measureStore(store, idp, logDir);
  } finally {
    idp.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
