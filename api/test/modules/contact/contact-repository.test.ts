import { createContactRepository } from '../../../src/modules/contact/contact-repository';
import { fileRow, useRepositoryDb } from '../../helpers/rows';

describe('contact repository', () => {
  const testDb = useRepositoryDb();

  const message = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    phone: null,
    subject: 'Consulta desde la web',
    text: 'Hola',
    plan: 'Completo',
  };

  it('stores a message with what is kept of its attachments and its files in order', async () => {
    const [first, second] = [await fileRow(testDb.db), await fileRow(testDb.db, 'image/png')];
    const attachments = [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: 4, sha256: 'aa' },
      { filename: 'b.png', contentType: 'image/png', bytes: 4, sha256: 'bb' },
    ];
    const messages = createContactRepository(testDb.db);

    const id = await messages.insert({ ...message, attachments });
    await messages.addFiles(id, [first!, second!]);

    const { rows } = await testDb.db.query<Record<string, unknown>>(
      `SELECT m.name, m.email, m.phone, m.subject, m.text, m.plan, m.attachments,
              (SELECT json_agg(f.file_id ORDER BY f.position) FROM contact_message_files f
               WHERE f.contact_message_id = m.id) AS files
       FROM contact_messages m WHERE m.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ ...message, attachments, files: [first, second] });
  });

  it('stores a message without attachments', async () => {
    const messages = createContactRepository(testDb.db);
    const id = await messages.insert({ ...message, attachments: [] });
    await messages.addFiles(id, []);
    const { rows } = await testDb.db.query('SELECT attachments FROM contact_messages');
    expect(rows).toEqual([{ attachments: [] }]);
    expect((await testDb.db.query('SELECT 1 FROM contact_message_files')).rows).toEqual([]);
  });
});
