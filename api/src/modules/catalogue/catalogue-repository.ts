import type { ExternalCatalogue, Guide } from 'contracts';
import type { Queryable } from '../../db/db';

/*
 * Every statement of the catalogue service, over the seeded tables (categories, insurers, insurer_plans,
 * coverage_features, plan_coverages, claim_guides). The service keeps the rules (which plans a comparison
 * shows, how a guide variant is named) and the messages.
 */

export interface CoverageCellRow {
  plan_name: string;
  feature_key: string;
  covered: boolean | null;
  value_text: string | null;
}

export interface CatalogueRepository {
  /** Categories, insurers and each category's plans by insurer, in the catalogue's order. */
  externalCatalogue(): Promise<ExternalCatalogue>;
  /** The insurer's display name; null when there is no such insurer. */
  insurerName(slug: string): Promise<string | null>;
  /** The insurer's plans of a category that have coverage rows, in the catalogue's order. */
  plansWithCoverage(category: string, slug: string): Promise<string[]>;
  /** Every feature a coverage comparison may list, in order. */
  coverageFeatures(): Promise<Array<{ key: string; label: string }>>;
  /** The coverage cells of those plans. */
  coverageCells(category: string, slug: string, plans: string[]): Promise<CoverageCellRow[]>;
  /** The insurer's claim guide of that variant. */
  guide(slug: string, variant: string): Promise<Pick<Guide, 'variant' | 'title' | 'content'> | null>;
  /** Every insurer's claim guides, as the API's Guide (what Amparo cites). */
  allGuides(): Promise<Guide[]>;
}

export function createCatalogueRepository(q: Queryable): CatalogueRepository {
  return {
    async externalCatalogue() {
      const [categories, insurers, plans] = await Promise.all([
        q.query<{ id: string; label: string }>('SELECT id, label FROM categories ORDER BY position, id'),
        q.query<{ slug: string; name: string; integrated: boolean }>(
          'SELECT slug, name, integrated FROM insurers ORDER BY position, slug',
        ),
        q.query<{ category_id: string; insurer_slug: string; name: string }>(
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

    async insurerName(slug) {
      const { rows } = await q.query<{ name: string }>('SELECT name FROM insurers WHERE slug = $1', [slug]);
      return rows[0]?.name ?? null;
    },

    async plansWithCoverage(category, slug) {
      const { rows } = await q.query<{ name: string }>(
        `SELECT ip.name FROM insurer_plans ip
         WHERE ip.category_id = $1 AND ip.insurer_slug = $2
           AND EXISTS (SELECT 1 FROM plan_coverages pc
                       WHERE pc.category_id = ip.category_id AND pc.insurer_slug = ip.insurer_slug AND pc.plan_name = ip.name)
         ORDER BY ip.position, ip.name`,
        [category, slug],
      );
      return rows.map((r) => r.name);
    },

    async coverageFeatures() {
      const { rows } = await q.query<{ key: string; label: string }>(
        'SELECT key, label FROM coverage_features ORDER BY position, key',
      );
      return rows;
    },

    async coverageCells(category, slug, plans) {
      const { rows } = await q.query<CoverageCellRow>(
        `SELECT plan_name, feature_key, covered, value_text FROM plan_coverages
         WHERE category_id = $1 AND insurer_slug = $2 AND plan_name = ANY($3::text[])`,
        [category, slug, plans],
      );
      return rows;
    },

    async guide(slug, variant) {
      const { rows } = await q.query<{ variant: string; title: string; content: Guide['content'] }>(
        'SELECT variant, title, content FROM claim_guides WHERE insurer_slug = $1 AND variant = $2',
        [slug, variant],
      );
      return rows[0] ?? null;
    },

    async allGuides() {
      const { rows } = await q.query<{
        insurer: string;
        insurer_name: string;
        variant: string;
        title: string;
        content: Guide['content'];
      }>(
        `SELECT g.insurer_slug AS insurer, i.name AS insurer_name, g.variant, g.title, g.content
         FROM claim_guides g JOIN insurers i ON i.slug = g.insurer_slug`,
      );
      return rows.map((r) => ({
        insurer: r.insurer,
        insurerName: r.insurer_name,
        variant: r.variant,
        title: r.title,
        content: r.content,
      }));
    },
  };
}
