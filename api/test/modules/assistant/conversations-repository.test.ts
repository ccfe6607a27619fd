import { createConversationsRepository, titleOf } from '../../../src/modules/assistant/conversations-repository';
import { useRepositoryDb, userRow } from '../../helpers/rows';

describe('conversations repository', () => {
  const testDb = useRepositoryDb();

  it('names a conversation by its first message: one line, at most 80 characters', () => {
    expect(titleOf('  ¿Mi  bici\nestá cubierta?  ')).toBe('¿Mi bici está cubierta?');
    expect(titleOf('a'.repeat(100))).toBe(`${'a'.repeat(79)}…`);
    expect(titleOf('   ')).toBeNull();
  });

  it('creates, lists and finds conversations only for their owner', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    await userRow(testDb.db, 'auth0|bruno');
    const repository = createConversationsRepository(testDb.db);
    const first = await repository.create(ana, null);
    const second = await repository.create(ana, 'Mi bici');
    expect(second).toMatchObject({ title: 'Mi bici', endedAt: null, unsureCount: 0 });
    expect(second.createdAt).toMatch(/Z$/);

    await repository.append(first._id, 'user', '¿Qué cubre mi hogar?');
    expect((await repository.list('auth0|ana', 10)).map((c) => c._id)).toEqual([first._id, second._id]);
    expect(await repository.list('auth0|ana', 1)).toHaveLength(1);
    expect(await repository.findOwned('auth0|ana', first._id)).toMatchObject({ title: '¿Qué cubre mi hogar?' });
    expect(await repository.findOwned('auth0|bruno', first._id)).toBeNull();
    expect(await repository.list('auth0|bruno', 10)).toEqual([]);
  });

  it('keeps messages in order, the latest ones when limited, and reopens an ended conversation', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const repository = createConversationsRepository(testDb.db);
    const { _id: id } = await repository.create(ana, null);
    await repository.append(id, 'user', 'Hola');
    await repository.append(id, 'assistant', 'Hola, ¿en qué te ayudo?');
    await repository.append(id, 'user', '¿Cuándo vence?');

    expect((await repository.messages(id, 10)).map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hola'],
      ['assistant', 'Hola, ¿en qué te ayudo?'],
      ['user', '¿Cuándo vence?'],
    ]);
    expect((await repository.messages(id, 2)).map((m) => m.content)).toEqual([
      'Hola, ¿en qué te ayudo?',
      '¿Cuándo vence?',
    ]);

    await repository.setUnsureCount(id, 2);
    expect(await repository.findOwned('auth0|ana', id)).toMatchObject({ unsureCount: 2 });
    expect(await repository.end('auth0|bruno', id)).toBe(false);
    expect(await repository.end('auth0|ana', id)).toBe(true);
    const ended = await repository.findOwned('auth0|ana', id);
    expect(ended).toMatchObject({ unsureCount: 0 });
    expect(ended!.endedAt).not.toBeNull();
    await repository.append(id, 'user', 'Otra pregunta');
    expect(await repository.findOwned('auth0|ana', id)).toMatchObject({ endedAt: null });
  });

  it('ends every open conversation of a user', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const bruno = await userRow(testDb.db, 'auth0|bruno');
    const repository = createConversationsRepository(testDb.db);
    await repository.create(ana, null);
    const closed = await repository.create(ana, null);
    await repository.end('auth0|ana', closed._id);
    const theirs = await repository.create(bruno, null);
    expect(await repository.endAll('auth0|ana')).toBe(1);
    expect(await repository.findOwned('auth0|bruno', theirs._id)).toMatchObject({ endedAt: null });
  });

  it('runs an answer: question and empty answer, heartbeats, the end noticed, the final text', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const repository = createConversationsRepository(testDb.db);
    const { _id: id } = await repository.create(ana, null);
    const answerId = await repository.startAnswer(id, '¿Me cubre un robo?');
    expect(await repository.running('auth0|ana')).toEqual([id]);
    expect(await repository.findOwned('auth0|ana', id)).toMatchObject({ title: '¿Me cubre un robo?' });

    expect(await repository.heartbeat(answerId, 'Sí, ')).toEqual({ ended: false });
    expect((await repository.messages(id, 10)).map((m) => [m.role, m.content, m.interrupted])).toEqual([
      ['user', '¿Me cubre un robo?', false],
      ['assistant', 'Sí, ', false],
    ]);
    await repository.end('auth0|ana', id);
    expect(await repository.heartbeat(answerId, 'Sí, tu')).toEqual({ ended: true });

    await repository.finishAnswer(answerId, 'Sí, tu póliza cubre el robo.', false);
    expect(await repository.running('auth0|ana')).toEqual([]);
    expect(await repository.heartbeat(answerId, 'x')).toEqual({ ended: false });
    expect((await repository.messages(id, 10)).at(-1)).toMatchObject({
      content: 'Sí, tu póliza cubre el robo.',
      interrupted: false,
    });
  });

  it('drops an interrupted answer that sent nothing, and reads a silent running one as interrupted', async () => {
    const ana = await userRow(testDb.db, 'auth0|ana');
    const repository = createConversationsRepository(testDb.db, 10);
    const { _id: id } = await repository.create(ana, null);
    await repository.finishAnswer(await repository.startAnswer(id, 'Hola'), '', true);
    expect((await repository.messages(id, 10)).map((m) => m.role)).toEqual(['user']);

    await repository.startAnswer(id, '¿Y ahora?');
    await testDb.db.query(
      `UPDATE chat_messages SET heartbeat_at = clock_timestamp() - interval '1 second' WHERE running`,
    );
    expect((await repository.messages(id, 10)).at(-1)).toMatchObject({ role: 'assistant', interrupted: true });
  });

  it('tells every listener to stop a conversation’s answer', async () => {
    const heard: string[] = [];
    const unlisten = await testDb.db.listen('chat_stop_test', (payload) => heard.push(payload));
    try {
      await createConversationsRepository(testDb.db).notifyStop('chat_stop_test', 'c-1');
      for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(['c-1']);
    } finally {
      await unlisten();
    }
  });
});
