import fp from 'fastify-plugin';
import {
  DEFAULT_GUIDE_VARIANT,
  type CoverageCell,
  type CoveragePlans,
  type CoverageTable,
  type ExternalCatalogue,
  type Guide,
} from 'contracts';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';

export const catalogueMessages = {
  unknownInsurer: 'No encontramos la aseguradora.',
  // Spec §5, word for word.
  noPlans: 'No hay planes para la compañía',
  noGuide: 'No encontramos la guía de esa aseguradora.',
} as const;

/** The coverage comparison is of car plans (policy detail of a car policy). */
const COVERAGE_CATEGORY = 'car';

/** Guide variants are named in Spanish; the browser may ask by category id. */
const VARIANT_BY_CATEGORY: Record<string, string> = { car: 'auto', home: 'hogar', bike: 'bicicleta' };

export interface CatalogueService {
  externalCatalogue(): Promise<ExternalCatalogue>;
  coveragePlans(company: string): Promise<CoveragePlans>;
  coverageTable(company: string, plans: string[] | null, includeEmptyFeatures: boolean): Promise<CoverageTable>;
  guide(insurer: string, variant?: string): Promise<Guide>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export function createCatalogueService(db: Db): CatalogueService {
  async function insurerName(slug: string): Promise<string> {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM insurers WHERE slug = $1', [slug]);
    if (!rows[0]) throw new HttpError(404, catalogueMessages.unknownInsurer);
    return rows[0].name;
  }

  async function plansWithCoverage(slug: string): Promise<string[]> {
    const { rows } = await db.query<{ name: string }>(
      `SELECT ip.name FROM insurer_plans ip
       WHERE ip.category_id = $1 AND ip.insurer_slug = $2
         AND EXISTS (SELECT 1 FROM plan_coverages pc
                     WHERE pc.category_id = ip.category_id AND pc.insurer_slug = ip.insurer_slug AND pc.plan_name = ip.name)
       ORDER BY ip.position, ip.name`,
      [COVERAGE_CATEGORY, slug],
    );
    return rows.map((r) => r.name);
  }

  return {
    async externalCatalogue() {
      const [categories, insurers, plans] = await Promise.all([
        db.query<{ id: string; label: string }>('SELECT id, label FROM categories ORDER BY position, id'),
        db.query<{ slug: string; name: string; integrated: boolean }>(
          'SELECT slug, name, integrated FROM insurers ORDER BY position, slug',
        ),
        db.query<{ category_id: string; insurer_slug: string; name: string }>(
          `SELECT ip.category_id, ip.insurer_slug, ip.name FROM insurer_plans ip
           JOIN insurers i ON i.slug = ip.insurer_slug
           ORDER BY ip.category_id, i.position, ip.position, ip.name`,
        ),
      ]);
      const catalog: ExternalCatalogue['catalog'] = {};
      for (const category of categories.rows) catalog[category.id] = {};
      for (const plan of plans.rows) {
        const byInsurer = (catalog[plan.category_id] ??= {});
        (byInsurer[plan.insurer_slug] ??= []).push(plan.name);
      }
      return {
        categories: categories.rows,
        insurers: insurers.rows.map(({ slug, name }) => ({ slug, name })),
        catalog,
        integratedInsurers: insurers.rows.filter((i) => i.integrated).map((i) => i.slug),
      };
    },

    async coveragePlans(company) {
      const slug = company.toLowerCase();
      await insurerName(slug);
      return { company: slug, plans: await plansWithCoverage(slug) };
    },

    async coverageTable(company, requested, includeEmptyFeatures) {
      const slug = company.toLowerCase();
      await insurerName(slug);
      const available = await plansWithCoverage(slug);
      // Requested names match case- and space-insensitively and come back as the catalogue spells them.
      const byKey = new Map(available.map((name) => [name.trim().toLowerCase(), name]));
      const plans = requested
        ? [
            ...new Set(
              requested.map((name) => byKey.get(name.trim().toLowerCase())).filter((name): name is string => !!name),
            ),
          ]
        : available;
      if (plans.length === 0) throw new HttpError(400, catalogueMessages.noPlans);

      const [features, cells] = await Promise.all([
        db.query<{ key: string; label: string }>('SELECT key, label FROM coverage_features ORDER BY position, key'),
        db.query<{ plan_name: string; feature_key: string; covered: boolean | null; value_text: string | null }>(
          `SELECT plan_name, feature_key, covered, value_text FROM plan_coverages
           WHERE category_id = $1 AND insurer_slug = $2 AND plan_name = ANY($3::text[])`,
          [COVERAGE_CATEGORY, slug, plans],
        ),
      ]);
      const known = new Map(cells.rows.map((c) => [`${c.feature_key}\u0000${c.plan_name}`, c]));
      const rows: CoverageTable['rows'] = [];
      for (const feature of features.rows) {
        // A null-prototype record: plan names are data, and one could be called "__proto__".
        const byPlan: Record<string, CoverageCell> = Object.create(null);
        let any = false;
        for (const plan of plans) {
          const cell = known.get(`${feature.key}\u0000${plan}`);
          if (cell) any = true;
          byPlan[plan] = { covered: cell?.covered ?? null, valueText: cell?.value_text ?? null };
        }
        if (any || includeEmptyFeatures) rows.push({ featureKey: feature.key, featureLabel: feature.label, byPlan });
      }
      return { company: slug, plans, rows };
    },

    async guide(insurer, variant = DEFAULT_GUIDE_VARIANT) {
      const slug = insurer.toLowerCase();
      const name = await insurerName(slug);
      const wanted = variant.toLowerCase();
      const resolved = VARIANT_BY_CATEGORY[wanted] ?? wanted;
      const { rows } = await db.query<{ variant: string; title: string; content: Guide['content'] }>(
        'SELECT variant, title, content FROM claim_guides WHERE insurer_slug = $1 AND variant = $2',
        [slug, resolved],
      );
      if (!rows[0]) throw new HttpError(404, catalogueMessages.noGuide);
      return {
        insurer: slug,
        insurerName: name,
        variant: rows[0].variant,
        title: rows[0].title,
        content: rows[0].content,
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueService(app.db));
  },
  { name: 'catalogue', dependencies: ['db'] },
);
