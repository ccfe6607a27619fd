import type { JWTPayload } from 'jose';
import type { Db } from '../../src/db/db';
import type { TestContext } from './build-app';

/** A complete manual policy as the add-service form sends it (every field set). */
export function manualPolicy(overrides: Record<string, unknown> = {}) {
  return {
    status: 'activa',
    category: 'car',
    insurer: 'bse',
    asegurado: 'Ana Pérez',
    numeroPoliza: 'AU-2024-000123',
    vigenciaDesde: '2025-03-01',
    vigenciaHasta: '2026-03-01',
    tipoRenovacion: 'Automática',
    medioPago: 'Débito',
    prima: 850.5,
    premioTotal: 1037.61,
    cuotas: 10,
    corredor: 'Corredora del Sur',
    producto: 'Automóviles',
    plan: 'Automóviles Total',
    descripcionBien: 'Volkswagen Gol 2019, matrícula SBC 1234',
    cobertura: 'Total con deducible',
    limite: 'USD 1.000.000',
    deducible: 'USD 350',
    productId: '',
    packageId: '',
    prefill: null,
    ...overrides,
  };
}

export const OTHER_USER = { sub: 'auth0|other-2', email: 'bruno@example.com', name: 'Bruno Díaz', nickname: 'bruno' };

export async function createExternal(
  t: TestContext,
  body: Record<string, unknown> = manualPolicy(),
  claims?: JWTPayload,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/policy/external',
    headers: await t.auth(claims),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`POST /policy/external answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { _id: string } & Record<string, unknown>;
}

/** A bike quote through the API (needs `fakeSbi: true`). */
export async function createQuote(
  t: TestContext,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/quote/create',
    headers,
    payload: { category: 'bike', declaredValue: 2000, contactEmail: 'ana@example.com', nombre: 'Ana', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`POST /quote/create answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { _id: string } & Record<string, unknown>;
}

/** Rows in every table of the current schema (the catalogue included). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = rows[0]!.n;
  }
  return counts;
}

export const UNAUTHORIZED = {
  data: null,
  meta: { code: 401, message: 'Sesión inválida o expirada. Iniciá sesión nuevamente.' },
};

/** The error envelope; `field` is the body field at fault, when the api names one. */
export const err = (code: number, message: string, field?: string) => ({
  data: null,
  meta: field === undefined ? { code, message } : { code, message, field },
});
