import { createCatalogueRepository } from '../../../src/modules/catalogue/catalogue-repository';
import { readSeeds, seed } from '../../../src/db/seed';
import { createTestDb, type TestDb } from '../../helpers/build-app';

/** Read against the seed files themselves: what the repository answers is what the files say. */
describe('catalogue repository', () => {
  let testDb: TestDb;
  const seeds = readSeeds();

  beforeAll(async () => {
    testDb = await createTestDb();
    await seed(testDb.db, seeds);
  });

  afterAll(async () => {
    await testDb?.close();
  });

  it('answers the external catalogue: categories, insurers, plans by category and insurer, integrated insurers', async () => {
    const catalogue = await createCatalogueRepository(testDb.db).externalCatalogue();
    expect(catalogue.categories).toEqual(seeds.catalogue.categories.map(({ id, label }) => ({ id, label })));
    expect(catalogue.insurers).toEqual(seeds.catalogue.insurers.map(({ slug, name }) => ({ slug, name })));
    expect(catalogue.integratedInsurers).toEqual(
      seeds.catalogue.insurers.filter((i) => 'integrated' in i && i.integrated).map((i) => i.slug),
    );
    expect(catalogue.catalog.car?.sbi).toEqual(seeds.catalogue.plans.car?.sbi);
  });

  it('names an insurer, or none', async () => {
    const repository = createCatalogueRepository(testDb.db);
    expect(await repository.insurerName('sbi')).toBe('SBI Seguros');
    expect(await repository.insurerName('nadie')).toBeNull();
  });

  it('lists the plans with coverage rows and their cells, and every feature in order', async () => {
    const repository = createCatalogueRepository(testDb.db);
    const plans = await repository.plansWithCoverage('car', 'sbi');
    expect(plans).toEqual(Object.keys(seeds.coverage.plans.sbi ?? {}));
    expect((await repository.coverageFeatures()).map((f) => f.key)).toEqual(seeds.coverage.features.map((f) => f.key));

    const cells = await repository.coverageCells('car', 'sbi', ['Auto Total']);
    expect(cells).toContainEqual({
      plan_name: 'Auto Total',
      feature_key: 'responsabilidad_civil',
      covered: true,
      value_text: 'USD 1.000.000',
    });
    expect(cells).toContainEqual({
      plan_name: 'Auto Total',
      feature_key: 'robo_total',
      covered: true,
      value_text: null,
    });
    expect(await repository.coverageCells('car', 'sbi', [])).toEqual([]);
    expect(await repository.plansWithCoverage('car', 'nadie')).toEqual([]);
  });

  it('reads a claim guide by insurer and variant', async () => {
    const repository = createCatalogueRepository(testDb.db);
    const seeded = seeds.guides.guides.find((g) => g.insurer === 'sbi' && g.variant === 'auto')!;
    expect(await repository.guide('sbi', 'auto')).toEqual({
      variant: 'auto',
      title: seeded.title,
      content: seeded.content,
    });
    expect(await repository.guide('sbi', 'yate')).toBeNull();
  });

  it('reads every guide with its insurer’s name', async () => {
    const guides = await createCatalogueRepository(testDb.db).allGuides();
    expect(guides).toHaveLength(seeds.guides.guides.length);
    const seeded = seeds.guides.guides.find((g) => g.insurer === 'sbi' && g.variant === 'auto')!;
    expect(guides).toContainEqual({
      insurer: 'sbi',
      insurerName: 'SBI Seguros',
      variant: 'auto',
      title: seeded.title,
      content: seeded.content,
    });
  });
});
