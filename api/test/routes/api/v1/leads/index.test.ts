import Fastify, { type FastifyInstance } from 'fastify';
import { useTestApp } from '../../../../helpers/build-app';
import { countRows, err } from '../../../../helpers/fixtures';

// The spreadsheet service, as a local server that records what it receives.
let hook: FastifyInstance;
let hookUrl = '';
const received: unknown[] = [];
/** The Idempotency-Key of each request received. */
const keys: unknown[] = [];
let hookStatus = 200;

beforeAll(async () => {
  hook = Fastify();
  hook.post('/exec', async (request, reply) => {
    received.push(request.body);
    keys.push(request.headers['idempotency-key']);
    return reply.code(hookStatus).send({ result: hookStatus === 200 ? 'success' : 'error' });
  });
  hookUrl = `${await hook.listen({ port: 0, host: '127.0.0.1' })}/exec`;
});
afterAll(() => hook.close());

const t = useTestApp({ env: () => ({ LEADS_WEBHOOK_URL: hookUrl }), outbox: { backoffBaseMs: 0, maxAttempts: 3 } });

beforeEach(() => {
  received.length = 0;
  keys.length = 0;
  hookStatus = 200;
});

const lead = {
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '099 123 456',
  email: 'ana@example.com',
  birthDate: '1990-05-01',
  declaredValue: 2500,
};

describe('POST /api/v1/leads', () => {
  it('stores the lead and its forwarding in one write, then delivers it to the webhook', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: lead });
    expect(res.statusCode).toBe(201);
    const { _id } = res.json().data;
    expect(await countRows(t.db)).toMatchObject({ leads: 1, outbox: 1 });

    expect(await t.app.outbox.drain()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(received).toEqual([{ leadId: _id, ...lead, createdAt: expect.any(String) }]);
    expect(keys).toEqual([_id]);
    const { rows } = await t.db.query(`SELECT status, attempts FROM outbox`);
    expect(rows).toEqual([{ status: 'delivered', attempts: 1 }]);
  });

  it('sends the lead again with the same Idempotency-Key when its delivery was not recorded', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: lead });
    const { _id } = res.json().data;
    // Failed once, then delivered; then sent again as after an instance died before recording the delivery.
    hookStatus = 500;
    await t.app.outbox.drain();
    hookStatus = 200;
    await t.db.query('UPDATE outbox SET next_attempt_at = now()');
    await t.app.outbox.drain();
    await t.db.query(`UPDATE outbox SET status = 'pending', next_attempt_at = now(), payload = $1::jsonb`, [
      JSON.stringify(received[0]),
    ]);
    await t.app.outbox.drain();
    expect(keys).toEqual([_id, _id, _id]);
  });

  it('retries a failing webhook and gives up after the last attempt', async () => {
    hookStatus = 500;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { ...lead, phone: null, birthDate: null, declaredValue: null },
    });
    for (let i = 0; i < 3; i++) {
      await t.db.query('UPDATE outbox SET next_attempt_at = now()');
      await t.app.outbox.drain();
    }
    expect(received).toHaveLength(3);
    const { rows } = await t.db.query(`SELECT status, attempts, last_error FROM outbox`);
    expect(rows).toEqual([{ status: 'dead', attempts: 3, last_error: 'Leads webhook answered 500' }]);
    // The lead itself stays.
    expect((await countRows(t.db)).leads).toBe(1);
  });

  it.each([
    [{ ...lead, email: 'nope' }, 'Revisá el correo electrónico: no tiene un formato válido.', 'email'],
    [{ ...lead, firstName: '' }, 'Completá el nombre.', 'firstName'],
    // Blank, found by the leads service after the schema, worded and marked the same way.
    [{ ...lead, firstName: '   ' }, 'Completá el nombre.', 'firstName'],
    // Not asked by the quote form the lead comes from: the generic sentence.
    [{ ...lead, declaredValue: 'mucho' }, 'El campo declaredValue debe ser un número.', 'declaredValue'],
    [{ ...lead, birthDate: '2025-13-01' }, 'El campo birthDate no es válido.', 'birthDate'],
    [{ lastName: 'Pérez', email: 'a@b.uy' }, 'Completá el nombre.', 'firstName'],
  ])('refuses %p with a Spanish 400 naming the field, writing nothing', async (payload, message, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(err(400, message, field));
    expect(await countRows(t.db)).toMatchObject({ leads: 0, outbox: 0 });
  });
});
