import { createProfileRepository } from '../../../src/modules/profile/profile-repository';
import { useRepositoryDb, userRow } from '../../helpers/rows';

describe('profile repository', () => {
  const testDb = useRepositoryDb();

  it('reads a sign-in’s name and e-mail with nothing kept yet, and nothing for an unknown sign-in', async () => {
    await testDb.db.query(
      `INSERT INTO users (auth_sub, name, email) VALUES ('auth0|ana', 'Ana Pérez', 'ana@example.com')`,
    );
    const profiles = createProfileRepository(testDb.db);
    expect(await profiles.findBySub('auth0|ana')).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: null,
      documentType: null,
      documentNumber: null,
    });
    expect(await profiles.findBySub('auth0|nadie')).toBeNull();
  });

  it('keeps the phone and the document, and replaces them on the next save', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana', 'Ana Pérez');
    const bruno = await userRow(testDb.db, 'auth0|bruno', 'Bruno Silva');
    const profiles = createProfileRepository(testDb.db);

    await profiles.save(ana, { phone: '099123456', documentType: 'CI', documentNumber: '12345672' });
    await profiles.save(bruno, { phone: '098765432', documentType: null, documentNumber: null });
    expect(await profiles.findBySub('auth0|ana')).toMatchObject({
      name: 'Ana Pérez',
      phone: '099123456',
      documentType: 'CI',
      documentNumber: '12345672',
    });

    await profiles.save(ana, { phone: null, documentType: null, documentNumber: null });
    expect(await profiles.findBySub('auth0|ana')).toMatchObject({
      phone: null,
      documentType: null,
      documentNumber: null,
    });
    expect(await profiles.findBySub('auth0|bruno')).toMatchObject({ phone: '098765432' });
    const { rows } = await testDb.db.query('SELECT 1 FROM user_profiles');
    expect(rows).toHaveLength(2);
  });
});
