import { createPendingUploadsRepository } from '../../../src/modules/policy-import/pending-uploads-repository';
import { fileRow, policyRow, useRepositoryDb, userRow } from '../../helpers/rows';

describe('pending uploads repository', () => {
  const testDb = useRepositoryDb();

  it('keeps an upload pending for its sender, who alone can take it, once, and link it to a policy', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    const policyId = await policyRow(testDb.db, ana);
    const fileId = (await fileRow(testDb.db))!;
    const uploads = createPendingUploadsRepository(testDb.db);

    await uploads.add(ana, fileId, 'poliza.pdf');
    expect(await uploads.isLinked(policyId, fileId)).toBe(false);
    expect(await uploads.take(bruno, fileId)).toBeNull();
    expect(await uploads.take(ana, fileId)).toBe('poliza.pdf');
    expect(await uploads.take(ana, fileId)).toBeNull();

    await uploads.link(policyId, fileId, 'poliza.pdf');
    expect(await uploads.isLinked(policyId, fileId)).toBe(true);
    const { rows } = await testDb.db.query('SELECT name FROM policy_files WHERE policy_id = $1', [policyId]);
    expect(rows).toEqual([{ name: 'poliza.pdf' }]);
  });

  it('deletes the files of uploads left pending longer than the hours given, and only those', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const [old, recent] = [(await fileRow(testDb.db))!, (await fileRow(testDb.db))!];
    const uploads = createPendingUploadsRepository(testDb.db);
    await uploads.add(ana, old, 'vieja.pdf');
    await uploads.add(ana, recent, 'nueva.pdf');
    await testDb.db.query(`UPDATE pending_uploads SET created_at = now() - interval '49 hours' WHERE file_id = $1`, [
      old,
    ]);

    expect(await uploads.deleteOlderThan(new Date(), 48)).toBe(1);
    const files = await testDb.db.query<{ id: string }>('SELECT id FROM files');
    expect(files.rows).toEqual([{ id: recent }]);
    const pending = await testDb.db.query<{ name: string }>('SELECT name FROM pending_uploads');
    expect(pending.rows).toEqual([{ name: 'nueva.pdf' }]);
  });
});
