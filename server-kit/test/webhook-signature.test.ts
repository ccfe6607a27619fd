import { createHmac } from 'node:crypto';
import { computeWebhookSignature, signWebhookBody, verifyWebhookSignature } from '../src/webhook-signature';

const SECRET = 'sbi-dev-webhook-secret';
const NOW = 1_800_000_000;

describe('webhook signature (t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">)', () => {
  it("matches the partner's published test vector (sbi-sandbox/API.md)", () => {
    const header = 't=1800000000,v1=a2d0fc1f37ed751d95bda7a864b797fb03f4bf2f4b229e515ade0c795dabac3e';
    expect(signWebhookBody('{"a":1}', SECRET, NOW)).toBe(header);
    expect(verifyWebhookSignature(Buffer.from('{"a":1}'), header, SECRET, { nowSec: NOW })).toBe(true);
  });

  it('is the HMAC of "<t>.<raw body>", the same for a string and its bytes', () => {
    const body = '{"emisionId":"e1","numeroPoliza":"SBI-12345678","estado":"emitida"}';
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${body}`).digest('hex');
    expect(signWebhookBody(body, SECRET, NOW)).toBe(`t=${NOW},v1=${expected}`);
    expect(computeWebhookSignature(Buffer.from(body), NOW, SECRET)).toBe(expected);
    expect(verifyWebhookSignature(body, signWebhookBody(Buffer.from(body), SECRET, NOW), SECRET, { nowSec: NOW })).toBe(
      true,
    );
  });

  it('signs now by default and verifies against the clock by default', () => {
    const header = signWebhookBody('{}', SECRET);
    const t = Number(/^t=(\d+),/.exec(header)![1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(5);
    expect(verifyWebhookSignature('{}', header, SECRET)).toBe(true);
  });

  it('covers the exact bytes: re-serialised JSON, another secret or another t does not verify', () => {
    const raw = Buffer.from('{ "a": 1 }');
    const header = signWebhookBody(raw, SECRET, NOW);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW })).toBe(true);
    expect(verifyWebhookSignature(Buffer.from('{"a":1}'), header, SECRET, { nowSec: NOW })).toBe(false);
    expect(verifyWebhookSignature(`${raw.toString()} `, header, SECRET, { nowSec: NOW })).toBe(false);
    expect(verifyWebhookSignature(raw, header, 'otro-secreto', { nowSec: NOW })).toBe(false);
    expect(verifyWebhookSignature(raw, header.replace(`t=${NOW}`, `t=${NOW + 1}`), SECRET, { nowSec: NOW })).toBe(
      false,
    );
  });

  it('accepts 300 s either way by default, not more, and takes another tolerance', () => {
    const raw = Buffer.from('{}');
    const header = signWebhookBody(raw, SECRET, NOW);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW + 300 })).toBe(true);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW - 300 })).toBe(true);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW + 301 })).toBe(false);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW - 301 })).toBe(false);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW + 301, toleranceSec: 400 })).toBe(true);
    expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW + 61, toleranceSec: 60 })).toBe(false);
  });

  it('accepts any of several v1 entries (secret rotation), in either case', () => {
    const raw = Buffer.from('{}');
    const good = signWebhookBody(raw, SECRET, NOW).split(',')[1]!;
    expect(verifyWebhookSignature(raw, `t=${NOW},v1=${'f'.repeat(64)},${good}`, SECRET, { nowSec: NOW })).toBe(true);
    expect(
      verifyWebhookSignature(raw, `${good.toUpperCase().replace('V1=', 'v1=')} , t=${NOW}`, SECRET, { nowSec: NOW }),
    ).toBe(true);
  });

  it('refuses garbage without throwing, and only 64-hex v1 values count', () => {
    const raw = Buffer.from('{}');
    const good = signWebhookBody(raw, SECRET, NOW);
    const hex = good.split('v1=')[1]!;
    for (const header of [
      undefined,
      '',
      'v1=abc',
      `t=${NOW}`,
      't=x,v1=y',
      `t=abc,v1=${hex}`,
      `t=${NOW},v1=zz`,
      `t=${NOW},v1=${hex}0`,
      `t=${NOW},v1=${hex.slice(0, 62)}`,
      `t=${NOW},v1=${'0'.repeat(64)}`,
      `t=1${'0'.repeat(12)},v1=${hex}`,
      ['a', 'b'],
      [good],
      'x'.repeat(3000),
      `${good},${'x'.repeat(2100)}`,
    ]) {
      expect(verifyWebhookSignature(raw, header, SECRET, { nowSec: NOW })).toBe(false);
    }
  });
});
