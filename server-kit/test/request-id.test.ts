import Fastify from 'fastify';
import { genReqId, requestId } from '../src/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('genReqId', () => {
  it.each(['abc-123', 'req_1.2:3', 'x'.repeat(128)])('keeps a well-formed incoming id %p', (id) => {
    expect(genReqId({ headers: { 'x-request-id': id } })).toBe(id);
  });

  it.each([[''], ['a b'], ['x'.repeat(129)], ['id\nforged log line'], ['<script>']])(
    'replaces %p with a UUID',
    (id) => {
      expect(genReqId({ headers: { 'x-request-id': id } })).toMatch(UUID);
    },
  );

  it('makes a UUID when there is none, or several', () => {
    expect(genReqId({ headers: {} })).toMatch(UUID);
    expect(genReqId({ headers: { 'x-request-id': ['a', 'b'] as unknown as string } })).toMatch(UUID);
  });
});

describe('requestId plugin', () => {
  it('echoes the request id in the answer, errors and 404s included', async () => {
    const app = Fastify({ genReqId });
    await app.register(requestId);
    app.get('/ok', async (request) => ({ id: request.id }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    try {
      const ok = await app.inject({ url: '/ok', headers: { 'x-request-id': 'given-1' } });
      expect(ok.headers['x-request-id']).toBe('given-1');
      expect(ok.json()).toEqual({ id: 'given-1' });
      const made = await app.inject({ url: '/boom', headers: { 'x-request-id': 'bad id' } });
      expect(made.statusCode).toBe(500);
      expect(made.headers['x-request-id']).toMatch(UUID);
      expect((await app.inject({ url: '/nowhere' })).headers['x-request-id']).toMatch(UUID);
    } finally {
      await app.close();
    }
  });
});
