import { enqueue } from '../../src/modules/outbox/outbox';
import { useTestApp } from '../helpers/build-app';

const t = useTestApp({ fakeSbi: true });

beforeEach(() => t.app.sbiCatalogue.clear());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample, `name{labels} value`, or undefined when the scrape has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('has the request histogram by route pattern and status, never the raw URL', async () => {
    const id = '0b6f3c2e-1111-4222-8333-444455556666';
    expect((await t.app.inject({ url: `/api/v1/policy/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/policy/:id",status_code="401"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(new RegExp(`${id}|no-such-thing`));
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('reports the outbox: pending messages and the age of the oldest one', async () => {
    let text = await scrape();
    expect(sample(text, 'outbox_pending_messages')).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0);

    await t.db.transaction((tx) => enqueue(tx, 'mail.send', { to: 'ana@example.com', subject: 'Hola', text: 'Hola' }));
    await t.db.query(`UPDATE outbox SET created_at = now() - interval '90 seconds'`);
    text = await scrape();
    expect(sample(text, 'outbox_pending_messages')).toBe(1);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);

    await t.app.outbox.drain();
    text = await scrape();
    expect(sample(text, 'outbox_pending_messages')).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('counts partner calls by operation and outcome, and their errors by kind', async () => {
    const before = await scrape();
    const okSeries = 'sbi_call_duration_seconds_count{operation="listProducts",outcome="ok"}';
    const downSeries = 'sbi_call_duration_seconds_count{operation="listProducts",outcome="unavailable"}';
    const errorSeries = 'sbi_call_errors_total{operation="listProducts",kind="unavailable"}';

    expect((await t.app.inject({ url: '/api/v1/sbi/productos' })).statusCode).toBe(200);
    t.app.sbiCatalogue.clear();
    t.sbi.setFault('error', 3);
    expect((await t.app.inject({ url: '/api/v1/sbi/productos' })).statusCode).toBe(502);

    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta(okSeries)).toBe(1);
    // One failed call, its two retries inside it.
    expect(delta(downSeries)).toBe(1);
    expect(delta(errorSeries)).toBe(1);
  });

  it('reports the database connections', async () => {
    const text = await scrape();
    const kind = t.db.kind;
    expect(sample(text, `db_pool_connections{db="${kind}",state="total"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `db_pool_connections{db="${kind}",state="busy"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, `db_pool_waiting{db="${kind}"}`)).toBe(0);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});
