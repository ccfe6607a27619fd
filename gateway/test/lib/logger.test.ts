import { genReqId, redactUrl } from '../../src/lib/logger';
import type { RawRequestDefaultExpression } from 'fastify';

const raw = (headers: Record<string, string>) => ({ headers }) as unknown as RawRequestDefaultExpression;

describe('redactUrl', () => {
  it.each([
    ['/api/v1/user/exists?email=ana@example.com', '/api/v1/user/exists?email=[REDACTED]'],
    ['/api/v1/user/exists?q=ana%40example.com&page=2', '/api/v1/user/exists?q=[REDACTED]&page=2'],
    ['/api/v1/users/ana@example.com/policies', '/api/v1/users/[REDACTED]/policies'],
    ['/?code=abc&state=xyz', '/?code=[REDACTED]&state=[REDACTED]'],
    ['/api/v1/policy?page=1', '/api/v1/policy?page=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('genReqId', () => {
  it('keeps a valid incoming id', () => {
    expect(genReqId(raw({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
  });

  it.each([[''], ['a b'], ['x'.repeat(200)], ['id\nforged log line']])('replaces %p with a UUID', (id) => {
    expect(genReqId(raw({ 'x-request-id': id }))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a UUID when there is none', () => {
    expect(genReqId(raw({}))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
