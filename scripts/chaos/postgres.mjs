// A private PostgreSQL 15 cluster for `npm run chaos`: its own temp dir and free port, trust auth, so the
// check can count rows and restart the server under load without touching anyone else's database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib.mjs';

const BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` system user. */
function command(tool, args) {
  const asRoot = process.getuid?.() === 0;
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]] : [path.join(BIN, tool), args];
}

function pgTool(tool, args) {
  const res = spawnSync(...command(tool, args), { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${res.stderr || res.stdout || res.error}`);
  return res.stdout;
}

/**
 * Creates, starts and returns the cluster: `url` for DATABASE_URL, `restart()` (fast mode), `query()`,
 * `countRows()` (every table of the public schema) and `destroy()` (stop and remove).
 */
export async function startPrivatePostgres() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-pg-'));
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', base]);
  const data = path.join(base, 'data');
  const port = await freePort();
  pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args) => pgTool('pg_ctl', ['-D', data, '-l', path.join(base, 'server.log'), '-o', opts, ...args]);
  ctl('-w', 'start');
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'chaos']);
  const url = `postgres://postgres@127.0.0.1:${port}/chaos`;

  async function query(sql, params) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  return {
    url,
    port,
    query,
    /** `pg_ctl restart -m fast`: open connections are cut, the server is back when this resolves. */
    restart: () =>
      new Promise((resolve, reject) => {
        // Not spawnSync: the load must keep running while the server goes down and comes back.
        const child = spawn(
          ...command('pg_ctl', [
            '-D',
            data,
            '-l',
            path.join(base, 'server.log'),
            '-o',
            opts,
            '-w',
            '-m',
            'fast',
            'restart',
          ]),
          { stdio: 'ignore' },
        );
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart: ${code}`))));
      }),
    async countRows() {
      const tables = await query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
      const counts = {};
      for (const { name } of tables) counts[name] = (await query(`SELECT count(*)::int AS n FROM "${name}"`))[0].n;
      return counts;
    },
    destroy() {
      try {
        ctl('-w', '-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
