import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { enqueue, OutboxWorker, PermanentDeliveryError } from '../../../src/modules/outbox/outbox';
import { countRows } from '../../helpers/fixtures';
import { testConfig, useTestApp } from '../../helpers/build-app';

declare module '../../../src/modules/outbox/outbox' {
  interface OutboxTopics {
    'test.count': { n: number };
  }
}

const t = useTestApp({ outbox: { backoffBaseMs: 1000 } });

const mail = { to: 'ana@example.com', subject: 'Tu póliza', text: 'Hola Ana, tu póliza está pendiente de pago.' };

async function outboxRows() {
  const { rows } = await t.db.query<{ topic: string; status: string; attempts: number; last_error: string | null }>(
    'SELECT topic, status, attempts, last_error FROM outbox ORDER BY created_at',
  );
  return rows;
}

describe('enqueue', () => {
  it('writes nothing when the transaction it belongs to fails', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, 'mail.send', mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows()).toEqual([]);
  });
});

describe('mail.send', () => {
  it('writes an .eml file named by the message when there is no SMTP server', async () => {
    const id = await t.db.transaction((tx) => enqueue(tx, 'mail.send', { ...mail, cc: ['copia@seguros.uy'] }));
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });

    const files = fs.readdirSync(t.mailDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}Z-${id}\\.eml$`))]);
    const eml = fs.readFileSync(path.join(t.mailDir, files[0]!), 'utf8');
    expect(eml).toContain('From: Seguros <no-responder@seguros.uy>');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Cc: copia@seguros.uy');
    expect(eml).toContain(`Message-ID: <${id}@seguros.uy>`);
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Tu_p=C3=B3liza\?=/);

    // Delivered again (a worker died before recording it, so the payload is still there): the same file.
    await t.db.query(`UPDATE outbox SET status = 'pending', next_attempt_at = now(), payload = $1::jsonb`, [
      JSON.stringify({ ...mail, cc: ['copia@seguros.uy'] }),
    ]);
    await t.app.outbox.drain();
    expect(fs.readdirSync(t.mailDir)).toEqual(files);
  });

  it('sends through SMTP_URL when it is set', async () => {
    const smtp = await startFakeSmtp();
    const app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url }), db: t.db });
    try {
      await t.db.transaction((tx) => enqueue(tx, 'mail.send', mail));
      expect(await app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ from: 'no-responder@seguros.uy', to: ['ana@example.com'] });
      expect(smtp.messages[0]!.data).toContain('Hola Ana');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('what the outbox keeps', () => {
  const contact = {
    to: 'hola@seguros.uy',
    replyTo: '"Ana Pérez" <ana@example.com>',
    subject: '[Web] Consulta',
    text: 'Nombre: Ana Pérez\nCorreo: ana@example.com\nTeléfono: 099 123 456',
    attachments: [{ filename: 'ci.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQK' }],
  };

  async function payloads() {
    const { rows } = await t.db.query<{ status: string; payload: unknown }>(
      'SELECT status, payload FROM outbox ORDER BY created_at',
    );
    return rows;
  }

  it('empties the payload (attachments, names, e-mails, phones) when the message is delivered', async () => {
    await t.db.transaction((tx) => enqueue(tx, 'mail.send', contact));
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await payloads()).toEqual([{ status: 'delivered', payload: { purged: true } }]);
    expect(JSON.stringify(await payloads())).not.toMatch(/ana|099|JVBER|ci\.pdf/i);
  });

  it('deletes delivered and dead rows after OUTBOX_RETENTION_DAYS (default 30), never pending ones', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['old-delivered', 'new-delivered', 'old-dead', 'old-pending']) {
      ids[name] = await t.db.transaction((tx) => enqueue(tx, 'mail.send', { ...mail, subject: name }));
    }
    const set = (id: string, status: string, daysAgo: number) =>
      t.db.query(
        `UPDATE outbox SET status = $2, created_at = now() - make_interval(days => $3),
                delivered_at = CASE WHEN $2 = 'delivered' THEN now() - make_interval(days => $3) END
         WHERE id = $1`,
        [id, status, daysAgo],
      );
    await set(ids['old-delivered']!, 'delivered', 31);
    await set(ids['new-delivered']!, 'delivered', 29);
    await set(ids['old-dead']!, 'dead', 31);
    await set(ids['old-pending']!, 'pending', 400);
    const result = await t.app.reminders.run('2026-01-10');
    expect(result.deletedOutbox).toBe(2);
    const { rows } = await t.db.query<{ id: string; status: string; payload: unknown }>(
      'SELECT id, status, payload FROM outbox ORDER BY status',
    );
    expect(rows).toEqual([
      // Delivered before payloads were emptied (or by an older instance): emptied by the run.
      { id: ids['new-delivered'], status: 'delivered', payload: { purged: true } },
      { id: ids['old-pending'], status: 'pending', payload: { ...mail, subject: 'old-pending' } },
    ]);
  });

  it('keeps rows as long as OUTBOX_RETENTION_DAYS says', async () => {
    const app = await buildApp({ config: testConfig({ OUTBOX_RETENTION_DAYS: '90' }), db: t.db });
    try {
      const id = await t.db.transaction((tx) => enqueue(tx, 'mail.send', mail));
      await t.db.query(
        `UPDATE outbox SET status = 'delivered', delivered_at = now() - interval '60 days' WHERE id = $1`,
        [id],
      );
      expect((await app.reminders.run('2026-01-10')).deletedOutbox).toBe(0);
      await t.db.query(`UPDATE outbox SET delivered_at = now() - interval '91 days' WHERE id = $1`, [id]);
      expect((await app.reminders.run('2026-01-10')).deletedOutbox).toBe(1);
      expect((await countRows(t.db)).outbox).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('OutboxWorker', () => {
  it('is started by the app when OUTBOX_POLL_MS is set, and stopped when it closes', async () => {
    const app = await buildApp({ config: testConfig({ MAIL_DIR: t.mailDir, OUTBOX_POLL_MS: '10' }), db: t.db });
    try {
      await app.ready();
      await t.db.transaction((tx) => enqueue(tx, 'mail.send', mail));
      for (let i = 0; i < 200 && fs.readdirSync(t.mailDir).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      await app.close();
    }
    expect(fs.readdirSync(t.mailDir)).toHaveLength(1);
    expect(await outboxRows()).toEqual([{ topic: 'mail.send', status: 'delivered', attempts: 1, last_error: null }]);
  });

  it('loses nothing across a restart: another app on the same database delivers what was left pending', async () => {
    await t.db.transaction((tx) => enqueue(tx, 'mail.send', mail));
    const restarted = await buildApp({ config: testConfig({ MAIL_DIR: t.mailDir }), db: t.db });
    try {
      expect(await restarted.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    } finally {
      await restarted.close();
    }
    expect(fs.readdirSync(t.mailDir)).toHaveLength(1);
  });

  it('leaves a message claimed by a worker that died to its lease, then delivers it', async () => {
    await t.db.transaction((tx) => enqueue(tx, 'mail.send', mail));
    await t.db.query(`UPDATE outbox SET attempts = 1, next_attempt_at = now() + interval '2 minutes'`);
    expect(await t.app.outbox.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    await t.db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second'`);
    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await outboxRows()).toEqual([{ topic: 'mail.send', status: 'delivered', attempts: 2, last_error: null }]);
  });

  it('backs off exponentially, then marks the message dead after the last attempt', async () => {
    const worker = new OutboxWorker(t.db, { pollMs: 0, maxAttempts: 3, backoffBaseMs: 1000 });
    worker.register('test.count', async () => {
      throw new Error('destino caído');
    });
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 1 }));

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await worker.drain();
      const { rows } = await t.db.query<{ wait: number }>(
        `SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS wait FROM outbox`,
      );
      waits.push(Number(rows[0]!.wait));
      expect(result).toEqual(
        attempt < 3 ? { delivered: 0, retried: 1, dead: 0 } : { delivered: 0, retried: 0, dead: 1 },
      );
      expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 }); // not due yet
      await t.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    }
    expect(waits[0]).toBeGreaterThan(800);
    expect(waits[0]).toBeLessThan(1200);
    expect(waits[1]).toBeGreaterThan(1700);
    expect(waits[1]).toBeLessThan(2300);
    expect(await outboxRows()).toEqual([
      { topic: 'test.count', status: 'dead', attempts: 3, last_error: 'destino caído' },
    ]);
  });

  it('gives up at once on a permanent failure', async () => {
    const worker = new OutboxWorker(t.db, { pollMs: 0 });
    worker.register('test.count', async () => {
      throw new PermanentDeliveryError('dirección rechazada');
    });
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 1 }));
    expect(await worker.drain()).toEqual({ delivered: 0, retried: 0, dead: 1 });
  });

  it('delivers each message once when several workers drain together', async () => {
    const seen: number[] = [];
    const workers = [1, 2, 3].map(() => {
      const worker = new OutboxWorker(t.db, { pollMs: 0, batchSize: 4 });
      worker.register('test.count', async ({ n }) => {
        seen.push(n);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      return worker;
    });
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await enqueue(tx, 'test.count', { n });
    });
    const results = await Promise.all(workers.map((w) => w.drain()));
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(30);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('leaves a row of its batch that another worker claimed once its lease ran out, and renews the others', async () => {
    const first = new OutboxWorker(t.db, { pollMs: 0, batchSize: 2, leaseMs: 60_000 });
    const second = new OutboxWorker(t.db, { pollMs: 0, batchSize: 2, leaseMs: 60_000 });
    const seen: string[] = [];
    let stalled: Promise<unknown> | null = null;
    first.register('test.count', async ({ n }) => {
      seen.push(`first ${n}`);
      // The first delivery is slow: the other row's lease (taken with the batch) runs out meanwhile and the
      // second worker claims it.
      if (seen.length === 1) {
        await t.db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE payload->>'n' <> $1`, [
          String(n),
        ]);
        stalled = second.drain();
        await stalled;
      }
    });
    second.register('test.count', async ({ n }) => {
      seen.push(`second ${n}`);
    });
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 0 }));
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 1 }));
    expect(await first.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    // Without the renewal the first worker sent the other row as well, after the second one had.
    expect(stalled).not.toBeNull();
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.split(' ')[1]).sort()).toEqual(['0', '1']);
    expect(seen[1]).toMatch(/^second /);
    const { rows } = await t.db.query<{ attempts: number; status: string }>(
      'SELECT status, attempts FROM outbox ORDER BY attempts',
    );
    expect(rows).toEqual([
      { status: 'delivered', attempts: 1 },
      { status: 'delivered', attempts: 2 },
    ]);
  });

  it('only claims topics it has a handler for', async () => {
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 1 }));
    expect(await t.app.outbox.drain()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await outboxRows()).toEqual([{ topic: 'test.count', status: 'pending', attempts: 0, last_error: null }]);
  });

  it('polls on its own once started, and stop() waits for the delivery in progress', async () => {
    const seen: number[] = [];
    const worker = new OutboxWorker(t.db, { pollMs: 10 });
    worker.register('test.count', async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(n);
    });
    worker.start();
    await t.db.transaction((tx) => enqueue(tx, 'test.count', { n: 7 }));
    for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(seen).toEqual([7]);
    expect(await outboxRows()).toEqual([{ topic: 'test.count', status: 'delivered', attempts: 1, last_error: null }]);
  });
});

/** Just enough SMTP for nodemailer: records envelope and data of each message. */
async function startFakeSmtp() {
  const messages: Array<{ from: string; to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let current = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
