import { createLeadsRepository } from '../../../src/modules/leads/leads-repository';
import { useRepositoryDb } from '../../helpers/rows';

describe('leads repository', () => {
  const testDb = useRepositoryDb();

  it('stores a lead and answers its id and when it was stored', async () => {
    const leads = createLeadsRepository(testDb.db);
    const { id, createdAt } = await leads.insert({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '099123456',
      birthDate: '1990-05-01',
      declaredValue: 1500.5,
    });
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const { rows } = await testDb.db.query<Record<string, unknown>>(
      `SELECT first_name, last_name, email, phone, birth_date::text AS birth_date, declared_value::float8 AS declared_value,
              to_json(created_at) #>> '{}' AS created_at
       FROM leads WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      phone: '099123456',
      birth_date: '1990-05-01',
      declared_value: 1500.5,
    });
    expect(new Date(rows[0]!.created_at as string).toISOString()).toBe(createdAt);
  });

  it('stores a lead with only a name and an e-mail', async () => {
    const leads = createLeadsRepository(testDb.db);
    await leads.insert({
      firstName: 'Bruno',
      lastName: 'Silva',
      email: 'bruno@example.com',
      phone: null,
      birthDate: null,
      declaredValue: null,
    });
    const { rows } = await testDb.db.query('SELECT phone, birth_date, declared_value FROM leads');
    expect(rows).toEqual([{ phone: null, birth_date: null, declared_value: null }]);
  });
});
