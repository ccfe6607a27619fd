import { signQaOverride, verifyQaOverride } from '../../src/release/qa-override';

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const now = 1_800_000_000;

describe('QA override cookie', () => {
  const token = signQaOverride(SECRET, { versions: { 'mf-landing': '2.0.0' }, exp: now + 3600 });

  it('accepts what it signed until it expires', () => {
    expect(verifyQaOverride(SECRET, token, now)).toEqual({
      ok: true,
      override: { versions: { 'mf-landing': '2.0.0' }, exp: now + 3600 },
    });
    expect(verifyQaOverride(SECRET, token, now + 3600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged payload, another key and a garbled token', () => {
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ v: { 'mf-landing': '6.6.6' }, exp: now + 3600 })).toString('base64url')}.${signature}`;
    expect(verifyQaOverride(SECRET, forged, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyQaOverride('another-secret-of-at-least-32-characters', token, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // A longer expiry cannot be written in without the key either.
    const extended = `${Buffer.from(JSON.stringify({ v: { 'mf-landing': '2.0.0' }, exp: now + 999_999 })).toString('base64url')}.${signature}`;
    expect(verifyQaOverride(SECRET, extended, now).ok).toBe(false);
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, '.']) expect(verifyQaOverride(SECRET, bad, now).ok).toBe(false);
  });
});
