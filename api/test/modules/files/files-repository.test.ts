import { createFilesRepository } from '../../../src/modules/files/files-repository';
import { fileRow, useRepositoryDb } from '../../helpers/rows';

describe('files repository', () => {
  const testDb = useRepositoryDb();

  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it('keeps a staged file out of reach until it is committed, once', async () => {
    const files = createFilesRepository(testDb.db);
    await files.insertStaged(id(1), 'application/pdf', null);
    await files.addChunk(id(1), 0, Buffer.from('%PD'));
    await files.addChunk(id(1), 1, Buffer.from('F'));
    await files.setMeasure(id(1), 4, 'abc');
    expect(await files.existsCommitted(id(1))).toBe(false);
    expect(await files.findCommitted(id(1))).toBeNull();

    expect(await files.commit(id(1))).toBe(true);
    expect(await files.commit(id(1))).toBe(false);
    expect(await files.existsCommitted(id(1))).toBe(true);
    expect(await files.findCommitted(id(1))).toEqual({ content: null, location: null, sizeBytes: 4 });
    expect(await files.chunk(id(1), 0)).toEqual(Buffer.from('%PD'));
    expect(await files.chunk(id(1), 1)).toEqual(Buffer.from('F'));
    expect(await files.chunk(id(1), 2)).toBeNull();
  });

  it('reads a row’s content as a Buffer, and a bucket file’s location', async () => {
    const files = createFilesRepository(testDb.db);
    const inRow = (await fileRow(testDb.db))!;
    expect(await files.findCommitted(inRow)).toEqual({ content: Buffer.from('%PDF'), location: null, sizeBytes: 4 });

    await files.insertStaged(id(2), 'image/png', 's3://bucket/files/2');
    await files.setMeasure(id(2), 10, 'def');
    await files.commit(id(2));
    expect(await files.findCommitted(id(2))).toEqual({ content: null, location: 's3://bucket/files/2', sizeBytes: 10 });
  });

  it('deletes only staged files, answering their object locations, and queues those objects', async () => {
    const files = createFilesRepository(testDb.db);
    await files.insertStaged(id(1), 'application/pdf', 's3://bucket/files/1');
    await files.insertStaged(id(2), 'application/pdf', null);
    await files.insertStaged(id(3), 'application/pdf', 's3://bucket/files/3');
    await files.setMeasure(id(3), 4, 'x');
    await files.commit(id(3));

    expect(await files.deleteStaged([])).toEqual([]);
    expect((await files.deleteStaged([id(1), id(2), id(3)])).sort()).toEqual(['s3://bucket/files/1']);
    expect(await files.existsCommitted(id(3))).toBe(true);
    expect(await files.queuedObjectDeletions(10)).toEqual(['s3://bucket/files/1']);
    await files.dequeueObjectDeletion('s3://bucket/files/1');
    expect(await files.queuedObjectDeletions(10)).toEqual([]);
  });

  it('sweeps files staged longer than the minutes given, oldest first, up to the limit', async () => {
    const files = createFilesRepository(testDb.db);
    for (const n of [1, 2, 3]) await files.insertStaged(id(n), 'application/pdf', `s3://bucket/files/${n}`);
    await testDb.db.query(
      `UPDATE files SET staged_at = now() - make_interval(mins => CASE id WHEN $1 THEN 90 WHEN $2 THEN 120 ELSE 5 END)`,
      [id(1), id(2)],
    );

    expect(await files.deleteStagedBefore(60, 1)).toEqual(['s3://bucket/files/2']);
    expect(await files.deleteStagedBefore(60, 10)).toEqual(['s3://bucket/files/1']);
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM files');
    expect(rows).toEqual([{ id: id(3) }]);
  });
});
