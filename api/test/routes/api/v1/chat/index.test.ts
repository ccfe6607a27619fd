import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, createExternal, manualPolicy, OTHER_USER, UNAUTHORIZED } from '../../../../helpers/fixtures';

const t = useTestApp();

interface StreamEvent {
  type: string;
  text?: string;
  error?: string;
}

/** The `data:` events of an event-stream body. */
function events(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as StreamEvent);
}
const text = (list: StreamEvent[]) =>
  list
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('');

async function newConversation(firstMessage?: string, claims?: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chat/conversations',
    headers: await t.auth(claims),
    payload: firstMessage === undefined ? {} : { firstMessage },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; title: string | null };
}

async function ask(id: string, message: string, claims?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/chat/conversations/${id}/stream`,
    headers: await t.auth(claims),
    payload: { message },
  });
}

describe('POST /api/v1/chat/conversations', () => {
  it('creates a conversation titled by the first message', async () => {
    const conversation = await newConversation('  ¿Cuándo vence   mi seguro de auto?  ');
    expect(conversation.title).toBe('¿Cuándo vence mi seguro de auto?');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations?limit=20',
      headers: await t.auth(),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ _id: conversation._id, title: '¿Cuándo vence mi seguro de auto?' }),
    ]);
  });

  it('accepts no body (no title until the first message)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/chat/conversations', headers: await t.auth() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.title).toBeNull();
  });

  it('accepts an empty object, as the panel sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers: await t.auth(),
      payload: {},
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a field it does not take, in Spanish, and writes nothing', async () => {
    // Fastify's default would strip it and create the conversation (the malformed run of npm run chaos).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers: await t.auth(),
      payload: { campo: [{}], isAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toMatch(/no está permitido|no es válid/);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_conversations');
    expect(rows[0]?.n).toBe(0);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/chat/conversations', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/v1/chat/conversations/{id}/stream', () => {
  it('streams deltas then done, with the amount and its citation, and stores both messages', async () => {
    await createExternal(t, manualPolicy());
    const { _id } = await newConversation();
    const res = await ask(_id, 'cual es el deducible de mi auto?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    const list = events(res.body);
    expect(list.length).toBeGreaterThan(2);
    expect(list.at(-1)).toEqual({ type: 'done' });
    expect(list.slice(0, -1).every((e) => e.type === 'delta' && typeof e.text === 'string')).toBe(true);
    expect(text(list)).toContain('USD 350【Automóviles BSE:deducible】');

    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chat/conversations/${_id}/messages?limit=100`,
      headers: await t.auth(),
    });
    const items = messages.json().data.items;
    expect(items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(items[0].content).toBe('cual es el deducible de mi auto?');
    expect(items[1].content).toBe(text(list));
    expect(items[1].interrupted).toBe(false);
    const conversations = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations',
      headers: await t.auth(),
    });
    expect(conversations.json().data[0].title).toBe('cual es el deducible de mi auto?');
  });

  it('says plainly when nothing covers the situation', async () => {
    await createExternal(t, manualPolicy());
    const { _id } = await newConversation();
    const answer = text(events((await ask(_id, 'me robaron la bici')).body));
    expect(answer).toMatch(
      /ninguna de tus pólizas cubre el robo de tu bici\. No tenés en tu billetera un seguro de bici/,
    );
    expect(answer).not.toMatch(/【/);
  });

  it("answers 404 for another person's conversation and writes nothing", async () => {
    const { _id } = await newConversation('hola', OTHER_USER);
    const before = await countRows(t.db);
    const res = await ask(_id, 'hola');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, meta: { code: 404, message: 'No encontramos la conversación.' } });
    for (const url of [`/api/v1/chat/conversations/${_id}/messages`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: await t.auth() })).statusCode).toBe(404);
    }
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${_id}/end`,
      headers: await t.auth(),
    });
    expect(end.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: await t.auth() });
    expect(list.json().data).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    [{ message: '   ' }, 'Escribí tu consulta.'],
    [{ message: '' }, undefined],
    [{}, undefined],
    [{ message: 'x'.repeat(2001) }, undefined],
  ])('refuses %j with a Spanish 400 and writes nothing', async (payload, message) => {
    const { _id } = await newConversation();
    const before = await countRows(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${_id}/stream`,
      headers: await t.auth(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data).toBeNull();
    expect(typeof body.meta.message).toBe('string');
    if (message) expect(body.meta.message).toBe(message);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await ask('not-a-uuid', 'hola');
    expect(res.statusCode).toBe(400);
  });

  it('stops when the person closes the stream, keeping the question and what was sent', async () => {
    await createExternal(t, manualPolicy());
    const { _id } = await newConversation();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const authorization = (await t.auth()).authorization;
    const received = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/v1/chat/conversations/${_id}/stream`,
          headers: { authorization, 'content-type': 'application/json' },
        },
        (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            req.destroy();
            resolve(chunk);
          });
        },
      );
      req.on('error', (error) =>
        error.message.includes('aborted') || error.message.includes('socket hang up') ? undefined : reject(error),
      );
      req.end(JSON.stringify({ message: '¿qué hago si me chocaron con el auto? Hay heridos' }));
    });
    expect(received.startsWith('data: ')).toBe(true);
    // The answer stops; the stored answer is what had been sent, marked interrupted.
    let items: Array<{ role: string; content: string; interrupted: boolean }> = [];
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/chat/conversations/${_id}/messages`,
        headers: await t.auth(),
      });
      items = res.json().data.items;
      // The answer is recorded (running, empty) when it starts; once stopped it is what had been sent, marked
      // interrupted, or gone when nothing had been sent.
      if (items.length === 1 || items[1]?.interrupted) break;
    }
    expect(items[0]!.role).toBe('user');
    if (items.length === 2) {
      expect(items[1]!.interrupted).toBe(true);
      expect(items[1]!.content.length).toBeLessThan(300);
    }
  });
});

describe('end and reset', () => {
  it('ends a conversation; a new message reopens it', async () => {
    const { _id } = await newConversation('hola');
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/conversations/${_id}/end`,
      headers: await t.auth(),
    });
    expect(end.json()).toEqual({ data: { ended: true }, meta: { code: 0 } });
    let list = await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: await t.auth() });
    expect(list.json().data[0].endedAt).not.toBeNull();
    await ask(_id, 'hola');
    list = await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: await t.auth() });
    expect(list.json().data[0].endedAt).toBeNull();
  });

  it("reset ends the caller's open conversations and keeps their history", async () => {
    await newConversation('uno');
    await newConversation('dos');
    await newConversation('ajena', OTHER_USER);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/chat/reset', headers: await t.auth() });
    expect(res.json()).toEqual({ data: { ended: 2 }, meta: { code: 0 } });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: await t.auth() });
    expect(list.json().data.map((c: { title: string }) => c.title)).toEqual(['dos', 'uno']);
  });

  it('lists newest activity first and honours limit', async () => {
    const first = await newConversation('primera');
    await newConversation('segunda');
    await ask(first._id, 'hola');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations?limit=1',
      headers: await t.auth(),
    });
    expect(res.json().data.map((c: { title: string }) => c.title)).toEqual(['primera']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/conversations?limit=0',
      headers: await t.auth(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
