import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions, redactUrl } from '../../src/lib/logger';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/user/exists?email=ana%40example.com', '/api/v1/user/exists?email=[REDACTED]'],
    ['/x?next=1&token=abc', '/x?next=1&token=[REDACTED]'],
    ['/x?q=ana@example.com', '/x?q=[REDACTED]'],
    ['/users/ana@example.com/policies', '/users/[REDACTED]/policies'],
    ['/api/v1/policy?page=2', '/api/v1/policy?page=2'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('loggerOptions', () => {
  it('redacts authorization, cookies, e-mails and tokens in logged objects', () => {
    let out = '';
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        out += String(chunk);
        callback();
      },
    });
    const { level, redact } = loggerOptions('info');
    const logger = pino({ level, redact }, stream);
    logger.info({
      req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'sid=secret' } },
      email: 'ana@example.com',
      user: { email: 'beto@example.com', name: 'Beto' },
      outbox: { payload: { email: 'carla@example.com', token: 'tok-secret' } },
    });
    expect(out).not.toMatch(/secret|@example\.com/);
    expect(out).toContain('Beto');
  });
});
