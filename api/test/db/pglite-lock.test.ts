import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteDb, DataDirInUseError, DataDirVersionError } from '../../src/db/pglite-db';

// Two processes on one PGlite folder corrupt it: the second is refused with a message that says what to do.
const fixture = path.join(__dirname, 'fixtures/open-pglite.ts');
// One process (node with tsx's loader), not tsx's CLI, which runs the script in a child of its own.
const node = (dir: string) => ['--import', 'tsx', fixture, dir];
const apiDir = path.resolve(__dirname, '../..');

function openInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, node(dir), { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('opened')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the other process exited ${code}`)));
  });
}

describe('the embedded database folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')), 'pglite');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('refuses a second process while one has it open, and is taken over once that one is killed', async () => {
    const other = await openInAnotherProcess(dir);
    try {
      const refused = createPgliteDb(dir);
      await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(refused).rejects.toThrow(
        `The embedded database in ${dir} is in use by another api process (pid ${other.pid}). PGlite serves one process`,
      );
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // kill -9 left its lock behind: a lock whose process is gone is taken over.
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    const db = await createPgliteDb(dir);
    try {
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // …and now this process holds it: another is refused with the same message, on stderr, exit 3.
      const second = spawnSync(process.execPath, node(dir), { cwd: apiDir, encoding: 'utf8', timeout: 30_000 });
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(`is in use by another api process (pid ${process.pid})`);
      // A second open in the same process is refused too.
      await expect(createPgliteDb(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it('names the cause when the folder was made by an older PostgreSQL (PGlite 0.3), and leaves it as it was', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    const refused = createPgliteDb(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirVersionError);
    await expect(refused).rejects.toThrow(`The embedded database in ${dir} was made by PostgreSQL 17`);
    expect(fs.readdirSync(dir)).toEqual(['PG_VERSION']);
    // The lock taken for the attempt is given back.
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
