import { createInsuranceRequestsRepository } from '../../../src/modules/insurance-requests/insurance-requests-repository';
import { fileRow, useRepositoryDb, userRow } from '../../helpers/rows';

describe('insurance requests repository', () => {
  const testDb = useRepositoryDb();

  const id = '00000000-0000-4000-8000-000000000001';

  it('stores a request with its fields and its files in order, each under its form field', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const [ci, recibo] = [await fileRow(testDb.db), await fileRow(testDb.db, 'image/png')];
    const requests = createInsuranceRequestsRepository(testDb.db);

    const createdAt = await requests.insert({
      id,
      producto: 'garantia',
      userId: ana,
      email: 'ana@example.com',
      campos: { nombre: 'Ana', situacionLaboral: 'dependiente' },
    });
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await requests.addFiles(id, [
      { fileId: ci!, field: 'ci', name: 'ci.pdf' },
      { fileId: recibo!, field: 'reciboFijo', name: 'recibo.png' },
    ]);

    const { rows } = await testDb.db.query<Record<string, unknown>>(
      `SELECT s.producto, s.user_id, s.email, s.campos, to_json(s.created_at) #>> '{}' AS created_at,
              (SELECT json_agg(json_build_object('file', f.file_id, 'field', f.field, 'name', f.name) ORDER BY f.position)
               FROM solicitud_files f WHERE f.solicitud_id = s.id) AS files
       FROM solicitudes s WHERE s.id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      producto: 'garantia',
      user_id: ana,
      email: 'ana@example.com',
      campos: { nombre: 'Ana', situacionLaboral: 'dependiente' },
      files: [
        { file: ci, field: 'ci', name: 'ci.pdf' },
        { file: recibo, field: 'reciboFijo', name: 'recibo.png' },
      ],
    });
    expect(new Date(rows[0]!.created_at as string).toISOString()).toBe(createdAt);
  });

  it('stores a visitor’s request without a user', async () => {
    const requests = createInsuranceRequestsRepository(testDb.db);
    await requests.insert({ id, producto: 'soa', userId: null, email: 'x@example.com', campos: {} });
    const { rows } = await testDb.db.query<{ user_id: string | null }>('SELECT user_id FROM solicitudes');
    expect(rows).toEqual([{ user_id: null }]);
  });
});
