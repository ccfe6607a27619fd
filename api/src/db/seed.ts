import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Db, Queryable } from './db';

/**
 * The catalogue is data: api/seeds/*.json (categories, insurers, plans; car coverage; claim guides).
 * `seed` loads them at start in one transaction, replacing the previous rows only when the files changed
 * (their checksum is kept in seed_state), so a restart with the same files writes nothing.
 */
export const SEEDS_DIR = path.resolve(__dirname, '../../seeds');

/** Tables `seed` owns: tests keep them between cases instead of truncating them. */
export const SEED_TABLES = [
  'categories',
  'insurers',
  'insurer_plans',
  'coverage_features',
  'plan_coverages',
  'claim_guides',
  'seed_state',
] as const;

const Id = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 40 });
const Name = Type.String({ minLength: 1, maxLength: 200 });

const CatalogueFile = Type.Object({
  categories: Type.Array(Type.Object({ id: Id, label: Name }), { minItems: 1 }),
  insurers: Type.Array(Type.Object({ slug: Id, name: Name, integrated: Type.Optional(Type.Boolean()) }), {
    minItems: 1,
  }),
  plans: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Name))),
});

const CoverageFile = Type.Object({
  category: Id,
  features: Type.Array(Type.Object({ key: Type.String({ pattern: '^[a-z0-9_]+$' }), label: Name })),
  plans: Type.Record(
    Type.String(),
    Type.Record(Type.String(), Type.Record(Type.String(), Type.Union([Type.Boolean(), Name]))),
  ),
});

const Strings = Type.Array(Type.String({ minLength: 1 }));
const GuidesFile = Type.Object({
  guides: Type.Array(
    Type.Object({
      insurer: Id,
      variant: Id,
      title: Name,
      content: Type.Object(
        {
          procedure: Strings,
          criticalPoints: Strings,
          documents: Strings,
          contacts: Type.Array(
            Type.Object(
              {
                label: Name,
                phone: Type.Union([Type.Null(), Type.String({ pattern: '^\\*?[0-9 ]{3,20}$' })]),
                email: Type.Union([Type.Null(), Type.String()]),
                hours: Type.Union([Type.Null(), Type.String()]),
                url: Type.Union([Type.Null(), Type.String()]),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    }),
  ),
});

export interface SeedData {
  catalogue: Static<typeof CatalogueFile>;
  coverage: Static<typeof CoverageFile>;
  guides: Static<typeof GuidesFile>;
  checksum: string;
}

/** Reads and checks the seed files; a broken file or a dangling reference throws, naming the file. */
export function readSeeds(dir: string = SEEDS_DIR): SeedData {
  const hash = createHash('sha256');
  const read = <S extends TSchema>(name: string, schema: S): Static<S> => {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    hash.update(name).update('\0').update(text).update('\0');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    const first = Value.Errors(schema, data).First();
    if (first) throw new Error(`${file}: ${first.path || '/'} ${first.message}`);
    return data as Static<S>;
  };
  const catalogue = read('catalogue.json', CatalogueFile);
  const coverage = read('coverage.json', CoverageFile);
  const guides = read('guides.json', GuidesFile);

  const categories = new Set(catalogue.categories.map((c) => c.id));
  const insurers = new Set(catalogue.insurers.map((i) => i.slug));
  const fail = (file: string, message: string): never => {
    throw new Error(`${path.join(dir, file)}: ${message}`);
  };
  for (const [category, byInsurer] of Object.entries(catalogue.plans)) {
    if (!categories.has(category)) fail('catalogue.json', `plans: unknown category "${category}"`);
    for (const slug of Object.keys(byInsurer)) {
      if (!insurers.has(slug)) fail('catalogue.json', `plans.${category}: unknown insurer "${slug}"`);
    }
  }
  const features = new Set(coverage.features.map((f) => f.key));
  for (const [slug, byPlan] of Object.entries(coverage.plans)) {
    const plans = catalogue.plans[coverage.category]?.[slug] ?? [];
    for (const [plan, cells] of Object.entries(byPlan)) {
      if (!plans.includes(plan))
        fail(
          'coverage.json',
          `plans.${slug}: "${plan}" is not a ${coverage.category} plan of ${slug} in catalogue.json`,
        );
      for (const key of Object.keys(cells)) {
        if (!features.has(key)) fail('coverage.json', `plans.${slug}.${plan}: unknown feature "${key}"`);
      }
    }
  }
  for (const guide of guides.guides) {
    if (!insurers.has(guide.insurer)) fail('guides.json', `unknown insurer "${guide.insurer}"`);
  }
  return { catalogue, coverage, guides, checksum: hash.digest('hex') };
}

// Same lock for every instance starting together (keyed by schema, as migrations are).
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('seed:' || coalesce(current_schema(), '')))`;

/** Loads the seed files into the catalogue tables if they changed. Returns whether it wrote anything. */
export async function seed(db: Db, data: SeedData = readSeeds()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    const { rows } = await tx.query<{ checksum: string }>(`SELECT checksum FROM seed_state WHERE name = 'catalogue'`);
    if (rows[0]?.checksum === data.checksum) return false;
    await replaceCatalogue(tx, data);
    await tx.query(
      `INSERT INTO seed_state (name, checksum) VALUES ('catalogue', $1)
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [data.checksum],
    );
    return true;
  });
}

async function replaceCatalogue(tx: Queryable, { catalogue, coverage, guides }: SeedData) {
  // Children first; the catalogue is only read elsewhere, nothing else references it.
  for (const table of [
    'claim_guides',
    'plan_coverages',
    'coverage_features',
    'insurer_plans',
    'insurers',
    'categories',
  ]) {
    await tx.query(`DELETE FROM ${table}`);
  }
  // One statement per table: the rows travel as one JSON parameter.
  const insert = (sql: string, records: object[]) => tx.query(sql, [JSON.stringify(records)]);

  await insert(
    `INSERT INTO categories (id, label, position)
     SELECT id, label, position FROM jsonb_to_recordset($1::jsonb) AS r(id text, label text, position int)`,
    catalogue.categories.map((c, position) => ({ ...c, position })),
  );
  await insert(
    `INSERT INTO insurers (slug, name, integrated, position)
     SELECT slug, name, integrated, position FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name text, integrated boolean, position int)`,
    catalogue.insurers.map((i, position) => ({
      slug: i.slug,
      name: i.name,
      integrated: i.integrated ?? false,
      position,
    })),
  );
  await insert(
    `INSERT INTO insurer_plans (category_id, insurer_slug, name, position)
     SELECT category_id, insurer_slug, name, position
     FROM jsonb_to_recordset($1::jsonb) AS r(category_id text, insurer_slug text, name text, position int)
     ON CONFLICT DO NOTHING`,
    Object.entries(catalogue.plans).flatMap(([category_id, byInsurer]) =>
      Object.entries(byInsurer).flatMap(([insurer_slug, names]) =>
        names.map((name, position) => ({ category_id, insurer_slug, name, position })),
      ),
    ),
  );
  await insert(
    `INSERT INTO coverage_features (key, label, position)
     SELECT key, label, position FROM jsonb_to_recordset($1::jsonb) AS r(key text, label text, position int)`,
    coverage.features.map((f, position) => ({ ...f, position })),
  );
  await insert(
    `INSERT INTO plan_coverages (category_id, insurer_slug, plan_name, feature_key, covered, value_text)
     SELECT category_id, insurer_slug, plan_name, feature_key, covered, value_text
     FROM jsonb_to_recordset($1::jsonb)
       AS r(category_id text, insurer_slug text, plan_name text, feature_key text, covered boolean, value_text text)`,
    Object.entries(coverage.plans).flatMap(([insurer_slug, byPlan]) =>
      Object.entries(byPlan).flatMap(([plan_name, cells]) =>
        Object.entries(cells).map(([feature_key, cell]) => ({
          category_id: coverage.category,
          insurer_slug,
          plan_name,
          feature_key,
          // A limit ('USD 500.000') means the plan covers it.
          covered: typeof cell === 'boolean' ? cell : true,
          value_text: typeof cell === 'string' ? cell : null,
        })),
      ),
    ),
  );
  await insert(
    `INSERT INTO claim_guides (insurer_slug, variant, title, content)
     SELECT insurer_slug, variant, title, content
     FROM jsonb_to_recordset($1::jsonb) AS r(insurer_slug text, variant text, title text, content jsonb)`,
    guides.guides.map((g) => ({ insurer_slug: g.insurer, variant: g.variant, title: g.title, content: g.content })),
  );
}
