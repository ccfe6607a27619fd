import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/* Local files: a build folder's files and digest (what a version is), atomic writes, small stat helpers. */

/** The relative paths (sorted, dotfiles and dot-folders excluded) of a folder's files. */
export async function listDist(dir: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(rel: string) {
    for (const e of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) files.push(child);
    }
  }
  await walk('');
  return files.sort();
}

/** sha256 over the sorted relative paths and contents of a folder's files (dotfiles excluded). */
export async function digestDir(dir: string): Promise<string> {
  return (await describeDist(dir)).digest;
}

/** digestDir plus each file's size and sha256 (what .release.json records). */
export async function describeDist(
  dir: string,
): Promise<{ digest: string; files: Record<string, { size: number; sha256: string }> }> {
  const hash = createHash('sha256');
  const files: Record<string, { size: number; sha256: string }> = {};
  for (const f of await listDist(dir)) {
    const bytes = await fs.readFile(path.join(dir, f));
    hash.update(`${f}\0`);
    hash.update(bytes);
    hash.update('\0');
    files[f] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  return { digest: hash.digest('hex'), files };
}

export async function writeAtomic(file: string, body: string | Buffer) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}

export async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.stat(file);
    return true;
  } catch {
    return false;
  }
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}
