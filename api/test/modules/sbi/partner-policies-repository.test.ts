import { createPartnerPoliciesRepository } from '../../../src/modules/sbi/partner-policies-repository';
import { policyRow, useRepositoryDb, userRow } from '../../helpers/rows';

describe('partner policies repository', () => {
  const testDb = useRepositoryDb();

  it('tells whether the caller bought or loaded an sbi policy of that number, however it was typed', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    await policyRow(testDb.db, ana, { insurer: 'sbi', numero_poliza: 'SBI-10000001', externo: false });
    await policyRow(testDb.db, ana, { insurer: 'sbi', numero_poliza: ' sbi 10000002 ', externo: true });
    await policyRow(testDb.db, ana, { insurer: 'bse', numero_poliza: 'SBI-10000003', externo: true });
    await policyRow(testDb.db, bruno, { insurer: 'sbi', numero_poliza: '10000004', externo: true });
    const repository = createPartnerPoliciesRepository(testDb.db);
    const none = { documentType: null, documentNumber: null };

    expect(await repository.ownership('auth0|ana', 'SBI-10000001')).toEqual({ bought: true, loaded: false, ...none });
    expect(await repository.ownership('auth0|ana', 'SBI-10000002')).toEqual({ bought: false, loaded: true, ...none });
    expect(await repository.ownership('auth0|ana', 'SBI-10000003')).toEqual({ bought: false, loaded: false, ...none });
    expect(await repository.ownership('auth0|ana', 'SBI-10000004')).toEqual({ bought: false, loaded: false, ...none });
    expect(await repository.ownership('auth0|bruno', 'SBI-10000004')).toEqual({ bought: false, loaded: true, ...none });
  });

  it('gives the document of the caller’s profile', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    await testDb.db.query(
      `INSERT INTO user_profiles (user_id, document_type, document_number) VALUES ($1, 'CI', '12345672')`,
      [ana],
    );
    expect(await createPartnerPoliciesRepository(testDb.db).ownership('auth0|ana', 'SBI-10000001')).toEqual({
      bought: false,
      loaded: false,
      documentType: 'CI',
      documentNumber: '12345672',
    });
  });
});
