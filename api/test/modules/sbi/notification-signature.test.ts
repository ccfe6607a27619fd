import {
  SIGNATURE_TOLERANCE_SEC,
  notificationUrl,
  notificationUrlSignature,
  signPartnerBody,
  verifyNotificationUrl,
  verifyPartnerSignature,
} from '../../../src/modules/sbi/notification-signature';

const SECRET = 'sbi-dev-webhook-secret';

// The scheme itself (exact bytes, tolerance, rotation, garbage) is tested once, in server-kit/test/webhook-signature.test.ts.
describe('partner signature (x-sbi-signature)', () => {
  it("matches the partner's published test vector", () => {
    // sbi-sandbox/API.md: secret sbi-dev-webhook-secret, t=1800000000, body {"a":1}.
    const header = 't=1800000000,v1=a2d0fc1f37ed751d95bda7a864b797fb03f4bf2f4b229e515ade0c795dabac3e';
    expect(signPartnerBody('{"a":1}', SECRET, 1800000000)).toBe(header);
    expect(verifyPartnerSignature(Buffer.from('{"a":1}'), header, SECRET, { nowSec: 1800000000 })).toBe(true);
    expect(verifyPartnerSignature(Buffer.from('{"a":1}'), header, 'another-secret-123', { nowSec: 1800000000 })).toBe(
      false,
    );
  });

  it('accepts 300 s either way, not more', () => {
    expect(SIGNATURE_TOLERANCE_SEC).toBe(300);
    const raw = Buffer.from('{}');
    const header = signPartnerBody(raw, SECRET, 1800000000);
    expect(verifyPartnerSignature(raw, header, SECRET, { nowSec: 1800000300 })).toBe(true);
    expect(verifyPartnerSignature(raw, header, SECRET, { nowSec: 1799999700 })).toBe(true);
    expect(verifyPartnerSignature(raw, header, SECRET, { nowSec: 1800000301 })).toBe(false);
    expect(verifyPartnerSignature(raw, header, SECRET, { nowSec: 1799999699 })).toBe(false);
  });
});

describe('notification URL', () => {
  const id = '6f1c2e0a-3d4b-4f7e-9a51-0c2d8e7b9a10';
  it('names the policy and carries a signature only our secret makes', () => {
    const url = notificationUrl('http://localhost:8081', id.toUpperCase(), 'notify-secret-0123456');
    expect(url).toBe(
      `http://localhost:8081/api/v1/sbi/notificaciones/${id}?sig=${notificationUrlSignature(id, 'notify-secret-0123456')}`,
    );
    const sig = new URL(url).searchParams.get('sig')!;
    expect(verifyNotificationUrl(id, sig, 'notify-secret-0123456')).toBe(true);
    expect(verifyNotificationUrl(id, sig, 'other-secret-0123456')).toBe(false);
    expect(verifyNotificationUrl('00000000-0000-4000-8000-000000000000', sig, 'notify-secret-0123456')).toBe(false);
    expect(verifyNotificationUrl(id, undefined, 'notify-secret-0123456')).toBe(false);
    expect(verifyNotificationUrl(id, 'zz', 'notify-secret-0123456')).toBe(false);
  });
});
