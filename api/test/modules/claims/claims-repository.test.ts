import { Claim } from 'contracts';
import { createClaimsRepository } from '../../../src/modules/claims/claims-repository';
import { fileRow, policyRow, useRepositoryDb, userRow } from '../../helpers/rows';

describe('claims repository', () => {
  const testDb = useRepositoryDb();

  const fields = { nombre: 'Ana', apellido: 'Pérez', email: 'ana@example.com', celular: '099123456', mensaje: null };
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it('writes a claim with its files and reads it back as the API’s Claim, only for its owner', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    await userRow(testDb.db, 'auth0|bruno');
    const policyId = await policyRow(testDb.db, ana, { numero_poliza: 'SBI-1' });
    const [first, second] = [await fileRow(testDb.db), await fileRow(testDb.db, 'image/png')];
    const claims = createClaimsRepository(testDb.db);

    await claims.insert({ id: id(1), ownerUserId: ana, policyId, numeroPoliza: 'SBI-1', ...fields });
    await claims.addFiles(id(1), [
      { fileId: first!, name: 'denuncia.pdf' },
      { fileId: second!, name: 'foto.png' },
    ]);

    const claim = await claims.findOwned('auth0|ana', id(1));
    expect(Object.keys(claim!).sort()).toEqual(Object.keys(Claim.properties).sort());
    expect(claim).toMatchObject({
      _id: id(1),
      status: 'recibido',
      numeroPoliza: 'SBI-1',
      policyId,
      ...fields,
      attachments: [
        { _id: first, name: 'denuncia.pdf', size: 4, contentType: 'application/pdf' },
        { _id: second, name: 'foto.png', size: 4, contentType: 'image/png' },
      ],
    });
    expect(claim!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await claims.findOwned('auth0|bruno', id(1))).toBeNull();
    expect(await claims.attachment('auth0|ana', id(1), second!)).toEqual({
      name: 'foto.png',
      contentType: 'image/png',
    });
    expect(await claims.attachment('auth0|bruno', id(1), second!)).toBeNull();
  });

  it('lists the owner’s claims newest first, on one policy or all, up to the limit', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    const policyId = await policyRow(testDb.db, ana);
    const claims = createClaimsRepository(testDb.db);
    await claims.insert({ id: id(1), ownerUserId: ana, policyId, numeroPoliza: null, ...fields });
    await claims.insert({ id: id(2), ownerUserId: ana, policyId: null, numeroPoliza: null, ...fields });
    await claims.insert({ id: id(3), ownerUserId: bruno, policyId: null, numeroPoliza: null, ...fields });
    await testDb.db.query(`UPDATE claims SET created_at = now() - interval '1 hour' WHERE id = $1`, [id(1)]);

    expect((await claims.list('auth0|ana', null)).map((c) => c._id)).toEqual([id(2), id(1)]);
    expect((await claims.list('auth0|ana', policyId)).map((c) => c._id)).toEqual([id(1)]);
    expect(await claims.list('auth0|ana', null, 1)).toHaveLength(1);
    expect(await claims.list('auth0|nadie', null)).toEqual([]);
  });

  it('locks a claim for a status change and sets its status', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const claims = createClaimsRepository(testDb.db);
    await claims.insert({ id: id(1), ownerUserId: ana, policyId: null, numeroPoliza: null, ...fields });
    await testDb.db.transaction(async (tx) => {
      const locked = createClaimsRepository(tx);
      expect(await locked.lockStatus(id(1))).toEqual({ status: 'recibido', ownerSub: 'auth0|ana' });
      await locked.setStatus(id(1), 'en gestión');
    });
    expect(await claims.findOwned('auth0|ana', id(1))).toMatchObject({ status: 'en gestión' });
    expect(await claims.lockStatus(id(9))).toBeNull();
  });

  it('finds only the user’s own policy, by id or by number (trimmed, any case, newest)', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    const older = await policyRow(testDb.db, ana, { numero_poliza: ' sbi-7 ', created_at: '2025-01-01T00:00:00Z' });
    const newer = await policyRow(testDb.db, ana, { numero_poliza: 'SBI-7', created_at: '2025-02-01T00:00:00Z' });
    const theirs = await policyRow(testDb.db, bruno, { numero_poliza: 'SBI-8' });
    const claims = createClaimsRepository(testDb.db);

    expect(await claims.ownPolicy(ana, older)).toEqual({ id: older, numeroPoliza: ' sbi-7 ' });
    expect(await claims.ownPolicy(ana, theirs)).toBeNull();
    expect(await claims.ownPolicyByNumber(ana, 'Sbi-7')).toBe(newer);
    expect(await claims.ownPolicyByNumber(ana, 'SBI-8')).toBeNull();
  });
});
