import { createHmac } from 'node:crypto';
import { computeSignature, signPayload, verifySignature } from '../../src/lib/signature';

const secret = 'sbi-dev-webhook-secret';
const body = '{"emisionId":"e1","numeroPoliza":"SBI-12345678","estado":"emitida"}';

describe('notification signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    const header = signPayload(body, secret, 1_800_000_000);
    const expected = createHmac('sha256', secret).update(`1800000000.${body}`).digest('hex');
    expect(header).toBe(`t=1800000000,v1=${expected}`);
    expect(computeSignature(Buffer.from(body), 1_800_000_000, secret)).toBe(expected);
  });

  it('verifies within the tolerance only, with the right secret and the exact bytes', () => {
    const now = 1_800_000_000;
    const header = signPayload(body, secret, now);
    expect(verifySignature(body, header, secret, 300, now)).toBe(true);
    expect(verifySignature(Buffer.from(body), header, secret, 300, now + 299)).toBe(true);
    expect(verifySignature(body, header, secret, 300, now + 301)).toBe(false);
    expect(verifySignature(body, header, 'otro-secreto', 300, now)).toBe(false);
    expect(verifySignature(`${body} `, header, secret, 300, now)).toBe(false);
    expect(verifySignature(body, header.replace('t=1800000000', 't=1800000001'), secret, 300, now)).toBe(false);
  });

  it('accepts any of several v1 values (secret rotation) and rejects garbage without throwing', () => {
    const now = 1_800_000_000;
    const good = signPayload(body, secret, now).split(',')[1];
    expect(verifySignature(body, `t=${now},v1=${'0'.repeat(64)},${good}`, secret, 300, now)).toBe(true);
    for (const bad of [undefined, '', 'v1=abc', `t=${now}`, `t=abc,${good}`, `t=${now},v1=zz`, ['a', 'b']]) {
      expect(verifySignature(body, bad as string, secret, 300, now)).toBe(false);
    }
  });
});

it('matches the test vector published in API.md', () => {
  expect(signPayload('{"a":1}', 'sbi-dev-webhook-secret', 1_800_000_000)).toBe(
    't=1800000000,v1=a2d0fc1f37ed751d95bda7a864b797fb03f4bf2f4b229e515ade0c795dabac3e',
  );
});
