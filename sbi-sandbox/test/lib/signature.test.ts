import { signPayload, verifySignature } from '../../src/lib/signature';

// The scheme itself (exact bytes, tolerance, rotation, garbage) is tested once, in server-kit/test/webhook-signature.test.ts.
const secret = 'sbi-dev-webhook-secret';
const body = '{"emisionId":"e1","numeroPoliza":"SBI-12345678","estado":"emitida"}';

it('matches the test vector published in API.md', () => {
  expect(signPayload('{"a":1}', secret, 1_800_000_000)).toBe(
    't=1800000000,v1=a2d0fc1f37ed751d95bda7a864b797fb03f4bf2f4b229e515ade0c795dabac3e',
  );
});

it('verifies with a tolerance (default 300 s) and a clock given in order, or now', () => {
  const now = 1_800_000_000;
  const header = signPayload(body, secret, now);
  expect(verifySignature(body, header, secret, undefined, now + 300)).toBe(true);
  expect(verifySignature(body, header, secret, undefined, now + 301)).toBe(false);
  expect(verifySignature(body, header, secret, 400, now + 301)).toBe(true);
  expect(verifySignature(body, header, secret, 300, now)).toBe(true);
  expect(verifySignature(body, header, 'otro-secreto', 300, now)).toBe(false);
  expect(verifySignature(body, signPayload(body, secret), secret)).toBe(true);
  expect(verifySignature(body, header, secret)).toBe(false);
});
