import { Quote } from 'contracts';
import { createQuotesRepository, type NewQuote } from '../../../src/modules/quotes/quotes-repository';
import { useRepositoryDb, userRow } from '../../helpers/rows';

describe('quotes repository', () => {
  const testDb = useRepositoryDb();

  const priced = (ownerUserId: string | null): NewQuote => ({
    ownerUserId,
    category: 'home',
    declaredValue: 150000,
    price: 12.5,
    contactEmail: 'ana@example.com',
    name: 'Ana',
    surname: 'Pérez',
    phoneNumber: '099123456',
    birthDate: '1990-05-01',
    productId: 'hogar-1',
    productName: 'Hogar',
    packageId: 'pkg-2',
    packageName: 'Completo',
    selectedPackage: 'Completo',
    coberturas: [{ nombreCobertura: 'Incendio', sumaAsegurada: 150000 }],
  });

  it('stores a priced quote and reads it back as the API’s Quote, with its owner’s sign-in', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const quotes = createQuotesRepository(testDb.db);

    const stored = await quotes.insert(priced(ana));
    expect(Object.keys(stored).sort()).toEqual(Object.keys(Quote.properties).sort());
    const { ownerUserId: _, ...fields } = priced(ana);
    expect(stored).toMatchObject({ ...fields, currency: 'USD' });
    expect(stored.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect(await quotes.findWithOwner(stored._id)).toEqual({ quote: stored, ownerSub: 'auth0|ana' });
    expect(await quotes.findWithOwner('00000000-0000-4000-8000-000000000009')).toBeNull();
  });

  it('keeps a visitor’s quote without an owner, and blank contact fields as null', async () => {
    const quotes = createQuotesRepository(testDb.db);
    const stored = await quotes.insert({
      ...priced(null),
      category: 'bike',
      contactEmail: null,
      name: null,
      surname: null,
      phoneNumber: null,
      birthDate: null,
    });
    expect(await quotes.findWithOwner(stored._id)).toEqual({
      quote: expect.objectContaining({ category: 'bike', name: null, birthDate: null }),
      ownerSub: null,
    });
  });

  it('finds the user’s newest quote, optionally only one created after a time', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    const quotes = createQuotesRepository(testDb.db);
    const older = await quotes.insert(priced(ana));
    await testDb.db.query(`UPDATE quotes SET created_at = now() - interval '1 hour' WHERE id = $1`, [older._id]);
    const newer = await quotes.insert(priced(ana));
    await quotes.insert(priced(bruno));
    await quotes.insert(priced(null));

    expect((await quotes.latestOf('auth0|ana', null))?._id).toBe(newer._id);
    const between = new Date(Date.now() - 30 * 60 * 1000).toISOString();
    expect((await quotes.latestOf('auth0|ana', between))?._id).toBe(newer._id);
    expect(await quotes.latestOf('auth0|ana', new Date(Date.now() + 60_000).toISOString())).toBeNull();
    expect(await quotes.latestOf('auth0|nadie', null)).toBeNull();
  });
});
