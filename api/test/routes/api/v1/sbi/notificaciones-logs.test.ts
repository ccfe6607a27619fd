import { Writable } from 'node:stream';
import { notificationUrlSignature } from '../../../../../src/modules/sbi/notification-signature';
import { useTestApp } from '../../../../helpers/build-app';
import {
  createPendingPolicy,
  DEFAULT_NOTIFY_SECRET,
  emissionBody,
  emit,
  notify,
} from '../../../../helpers/sbi-fixtures';

/*
 * The notification URL's `sig` is the key to a policy's notifications (with the partner's body signature):
 * the request's log line carried it in full. It is redacted as tokens are.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

const t = useTestApp({ fakeSbi: true, logger: { level: 'info', stream } });

it('logs the notification without its sig', async () => {
  const policy = await createPendingPolicy(t, { category: 'home' });
  expect((await emit(t, emissionBody(policy, { formaDePago: 'T' }))).statusCode).toBe(201);
  const sig = notificationUrlSignature(policy._id, DEFAULT_NOTIFY_SECRET);
  lines.length = 0;
  expect((await notify(t, policy._id, t.sbi.pay(policy._id))).statusCode).toBe(200);
  const logged = lines.join('');
  expect(logged).toContain(`/api/v1/sbi/notificaciones/${policy._id}?sig=[REDACTED]`);
  expect(logged).not.toContain(sig);
});
