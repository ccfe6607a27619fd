import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSeeds, seed, SEEDS_DIR } from '../../src/db/seed';
import { createTestDb, type TestDb } from '../helpers/build-app';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb?.close());

async function count(table: string) {
  const { rows } = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

describe('seed', () => {
  it('loads the catalogue once; a restart with the same files writes nothing', async () => {
    const [first, second] = await Promise.all([seed(testDb.db), seed(testDb.db)]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await seed(testDb.db)).toBe(false);
    expect(await count('insurers')).toBe(10);
    expect(await count('categories')).toBe(10);
    expect(await count('claim_guides')).toBeGreaterThanOrEqual(5);
    expect(await count('plan_coverages')).toBeGreaterThan(100);
  });

  it('replaces the rows when the files change', async () => {
    const data = readSeeds();
    const changed = {
      ...data,
      catalogue: {
        ...data.catalogue,
        insurers: data.catalogue.insurers.map((i) => (i.slug === 'bse' ? { ...i, name: 'BSE' } : i)),
      },
      checksum: 'changed',
    };
    expect(await seed(testDb.db, changed)).toBe(true);
    const { rows } = await testDb.db.query(`SELECT name FROM insurers WHERE slug = 'bse'`);
    expect(rows).toEqual([{ name: 'BSE' }]);
    expect(await seed(testDb.db)).toBe(true);
  });

  it('refuses seed files that reference what does not exist, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeds-'));
    try {
      for (const file of fs.readdirSync(SEEDS_DIR)) fs.copyFileSync(path.join(SEEDS_DIR, file), path.join(dir, file));
      const coverage = JSON.parse(fs.readFileSync(path.join(dir, 'coverage.json'), 'utf8'));
      coverage.plans.bse['Plan Fantasma'] = { granizo: true };
      fs.writeFileSync(path.join(dir, 'coverage.json'), JSON.stringify(coverage));
      expect(() => readSeeds(dir)).toThrow(/coverage\.json: plans\.bse: "Plan Fantasma" is not a car plan of bse/);

      fs.writeFileSync(path.join(dir, 'guides.json'), '{"guides": [{"insurer": 1}]}');
      expect(() => readSeeds(dir)).toThrow(/guides\.json/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
