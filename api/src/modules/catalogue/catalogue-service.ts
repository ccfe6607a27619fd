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
import { createCatalogueRepository } from './catalogue-repository';

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
  const catalogue = createCatalogueRepository(db);

  async function insurerName(slug: string): Promise<string> {
    const name = await catalogue.insurerName(slug);
    if (name === null) throw new HttpError(404, catalogueMessages.unknownInsurer);
    return name;
  }

  const plansWithCoverage = (slug: string) => catalogue.plansWithCoverage(COVERAGE_CATEGORY, slug);

  return {
    externalCatalogue: () => catalogue.externalCatalogue(),

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
        catalogue.coverageFeatures(),
        catalogue.coverageCells(COVERAGE_CATEGORY, slug, plans),
      ]);
      const known = new Map(cells.map((c) => [`${c.feature_key}\u0000${c.plan_name}`, c]));
      const rows: CoverageTable['rows'] = [];
      for (const feature of features) {
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
      const guide = await catalogue.guide(slug, resolved);
      if (!guide) throw new HttpError(404, catalogueMessages.noGuide);
      return { insurer: slug, insurerName: name, variant: guide.variant, title: guide.title, content: guide.content };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogueService(app.db));
  },
  { name: 'catalogue', dependencies: ['db'] },
);
