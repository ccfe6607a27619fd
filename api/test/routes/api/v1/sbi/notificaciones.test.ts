import { randomUUID } from 'node:crypto';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, err } from '../../../../helpers/fixtures';
import {
  createPendingPolicy,
  emissionBody,
  emit,
  notify,
  queuedMails,
  readPolicy,
  type PendingPolicy,
} from '../../../../helpers/sbi-fixtures';
import { notificationUrlSignature, signPartnerBody } from '../../../../../src/modules/sbi/notification-signature';
import { DEFAULT_NOTIFY_SECRET } from '../../../../helpers/sbi-fixtures';

const t = useTestApp({ fakeSbi: true });

const UNSIGNED = err(401, 'La notificación no tiene una firma válida.');

/** A pending policy with its emission recorded, and the event the partner sends once it is paid. */
async function emitted(
  formaDePago: 'T' | 'L' = 'T',
): Promise<{ policy: PendingPolicy; event: ReturnType<typeof t.sbi.pay> }> {
  const policy = await createPendingPolicy(t, { category: 'home' });
  const res = await emit(t, emissionBody(policy, { formaDePago }));
  if (res.statusCode !== 201) throw new Error(`emission answered ${res.statusCode}: ${res.body}`);
  return { policy, event: t.sbi.pay(policy._id) };
}

describe('POST /api/v1/sbi/notificaciones/:policyId', () => {
  it('issues the policy: number, dates, active; the emission is emitida; a confirmation e-mail is queued', async () => {
    const { policy, event } = await emitted();
    const res = await notify(t, policy._id, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, duplicate: false }, meta: { code: 0 } });

    expect(await readPolicy(t, policy._id)).toMatchObject({
      status: 'activa',
      numeroPoliza: event.numeroPoliza,
      fechaEmision: event.fechaEmision,
      fechaVencimiento: event.fechaVencimiento,
    });
    const { rows } = await t.db.query('SELECT estado, numero_poliza FROM emissions');
    expect(rows).toEqual([{ estado: 'emitida', numero_poliza: event.numeroPoliza }]);
    const mails = await queuedMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana@example.com', subject: `Tu póliza ${event.numeroPoliza} está activa` });
    const [y, m, d] = event.fechaVencimiento.split('-');
    expect(mails[0]!.text).toContain(`Vigencia hasta: ${d}/${m}/${y}`);

    // The emission answers its new state to a repeat.
    expect((await emit(t, emissionBody(policy))).json().data.estado).toBe('emitida');
  });

  it('issues an L emission the same way (payment received at the partner)', async () => {
    const { policy, event } = await emitted('L');
    expect((await notify(t, policy._id, event)).statusCode).toBe(200);
    expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'activa', numeroPoliza: event.numeroPoliza });
  });

  describe('changes nothing without valid signatures', () => {
    const cases: Array<[string, (event: object) => Parameters<typeof notify>[3]]> = [
      ['no body signature', () => ({ signature: null })],
      ['a signature with another secret', () => ({ secret: 'not-the-partner-secret' })],
      ['a signature of other bytes', () => ({ signedBody: '{"numeroPoliza":"SBI-00000000"}' })],
      ['an expired signature', () => ({ timestampSec: Math.floor(Date.now() / 1000) - 301 })],
      ['a signature from the future', () => ({ timestampSec: Math.floor(Date.now() / 1000) + 301 })],
      ['garbage in the header', () => ({ signature: 't=abc,v1=zz' })],
      ['no URL signature', () => ({ sig: null })],
      ['a forged URL signature', () => ({ sig: 'a'.repeat(64) })],
      [
        "another policy's URL signature",
        () => ({ sig: notificationUrlSignature('00000000-0000-4000-8000-000000000000', DEFAULT_NOTIFY_SECRET) }),
      ],
      [
        'a URL signed with another secret',
        (event) => ({
          sig: notificationUrlSignature((event as { referencia: string }).referencia, 'another-notify-secret-0123'),
        }),
      ],
    ];
    it.each(cases)('%s → 401', async (_, options) => {
      const { policy, event } = await emitted();
      const before = await countRows(t.db);
      const res = await notify(t, policy._id, event, options(event));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNSIGNED);
      expect(await countRows(t.db)).toEqual(before);
      expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'pendiente', numeroPoliza: null });
    });

    it('an unsigned body that is not even JSON → 401', async () => {
      const { policy } = await emitted();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/sbi/notificaciones/${policy._id}?sig=${'0'.repeat(64)}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"numeroPoliza": ',
      });
      expect(res.json()).toEqual(UNSIGNED);
    });

    it('accepts any of several v1 signatures (secret rotation)', async () => {
      const { policy, event } = await emitted();
      const raw = JSON.stringify(event);
      const good = signPartnerBody(raw, 'sbi-dev-webhook-secret');
      const t0 = good.split(',')[0];
      const res = await notify(t, policy._id, event, { signature: `${t0},v1=${'0'.repeat(64)},${good.split(',')[1]}` });
      expect(res.statusCode).toBe(200);
    });
  });

  it('ignores a replayed delivery: 200, nothing changes', async () => {
    const { policy, event } = await emitted();
    const deliveryId = randomUUID();
    expect((await notify(t, policy._id, event, { deliveryId })).statusCode).toBe(200);
    // The policy is changed by hand afterwards: a replay must not set it back.
    await t.db.query(`UPDATE policies SET status = 'cancelada' WHERE id = $1`, [policy._id]);
    const before = await countRows(t.db);
    const replay = await notify(t, policy._id, event, { deliveryId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect(await countRows(t.db)).toEqual(before);
    expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'cancelada' });
  });

  it('treats the same event under a new delivery id as done', async () => {
    const { policy, event } = await emitted();
    await notify(t, policy._id, event);
    const again = await notify(t, policy._id, event);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(await queuedMails(t)).toHaveLength(1);
  });

  it('refuses an event for another policy, another emission or another number', async () => {
    const { policy, event } = await emitted();
    const other = await createPendingPolicy(t);
    expect((await notify(t, policy._id, { ...event, referencia: other._id })).json()).toEqual(
      err(400, 'La notificación no corresponde a esta póliza.'),
    );
    expect((await notify(t, policy._id, { ...event, emisionId: randomUUID() })).json()).toEqual(
      err(409, 'La notificación no corresponde a la emisión registrada.'),
    );
    await notify(t, policy._id, event);
    expect((await notify(t, policy._id, { ...event, numeroPoliza: 'SBI-99999999' })).json()).toEqual(
      err(409, 'La póliza ya tiene otro número de póliza.'),
    );
    expect(await readPolicy(t, policy._id)).toMatchObject({ numeroPoliza: event.numeroPoliza });
    // Refused deliveries are not recorded: the partner's retry is processed.
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_deliveries');
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 400 to a signed event of the wrong shape or without a delivery id', async () => {
    const { policy, event } = await emitted();
    const bad = await notify(t, policy._id, { ...event, fechaEmision: 'ayer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta).toMatchObject({ message: 'El campo fechaEmision no es válido.', field: 'fechaEmision' });
    const noDelivery = await notify(t, policy._id, event, { deliveryId: null });
    expect(noDelivery.json()).toEqual(err(400, 'Falta el encabezado x-sbi-delivery (un UUID).'));
    expect(await readPolicy(t, policy._id)).toMatchObject({ status: 'pendiente' });
  });
});
