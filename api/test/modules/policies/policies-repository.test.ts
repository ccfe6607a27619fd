import { Policy } from 'contracts';
import type { Queryable } from '../../../src/db/db';
import {
  createPoliciesRepository,
  toPolicy,
  toUtcIso,
  type PolicyRow,
} from '../../../src/modules/policies/policies-repository';
import { createTestDb, type TestDb } from '../../helpers/build-app';

/** A policy bought through the product, as `to_json` gives its row. */
function boughtRow(overrides: Partial<PolicyRow> = {}): PolicyRow {
  return {
    id: '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c',
    owner_user_id: '9b2f0c4e-2d1a-4f3b-8c5d-6e7f8a9b0c1d',
    name: 'Seguro de Bicicleta',
    category: 'bike',
    insurer: 'sbi',
    company_id: 'sbi',
    plan: 'Básico',
    selected_package: '101-BASICO',
    package_name: 'Básico',
    numero_poliza: 'SBI-1',
    titular: 'Ana Pérez',
    user_name: 'Ana Pérez',
    status: 'activa',
    declared_value: 1500,
    price: 90.5,
    fecha_emision: '2025-03-01',
    fecha_vencimiento: '2026-03-01',
    metodo_pago: 'tarjeta',
    externo: false,
    benefits: [{ _id: 'b1', nombreCobertura: 'Robo', sumaAsegurada: 1500 }],
    product_id: '101',
    package_id: '101-BASICO',
    created_from_quote_id: '0d6a3e52-1111-4a2b-9c3d-4e5f60718293',
    tipo_renovacion: null,
    prima: null,
    premio_total: null,
    cuotas: null,
    corredor: null,
    producto: null,
    descripcion_bien: null,
    cobertura: null,
    limite: null,
    deducible: null,
    prefill: null,
    created_at: '2025-03-01T09:00:00.123456-03:00',
    updated_at: '2025-03-02T12:00:00+00:00',
    ...overrides,
  };
}

describe('toPolicy', () => {
  it('gives every field of the contract, and nothing else (not the owner)', () => {
    const policy = toPolicy(boughtRow());
    expect(Object.keys(policy).sort()).toEqual(Object.keys(Policy.properties).sort());
    expect(policy).toEqual({
      _id: '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c',
      name: 'Seguro de Bicicleta',
      category: 'bike',
      insurer: 'sbi',
      companyId: 'sbi',
      plan: 'Básico',
      selectedPackage: '101-BASICO',
      packageName: 'Básico',
      nombrePaquete: 'Básico',
      numeroPoliza: 'SBI-1',
      titular: 'Ana Pérez',
      userName: 'Ana Pérez',
      status: 'activa',
      declaredValue: 1500,
      price: 90.5,
      fechaEmision: '2025-03-01',
      fechaVencimiento: '2026-03-01',
      metodoPago: 'tarjeta',
      externo: false,
      benefits: [{ _id: 'b1', nombreCobertura: 'Robo', sumaAsegurada: 1500 }],
      productId: '101',
      packageId: '101-BASICO',
      createdFromQuoteId: '0d6a3e52-1111-4a2b-9c3d-4e5f60718293',
      asegurado: null,
      vigenciaDesde: null,
      vigenciaHasta: null,
      tipoRenovacion: null,
      medioPago: null,
      prima: null,
      premioTotal: null,
      cuotas: null,
      corredor: null,
      producto: null,
      descripcionBien: null,
      cobertura: null,
      limite: null,
      deducible: null,
      prefill: null,
      createdAt: '2025-03-01T12:00:00.123Z',
      updatedAt: '2025-03-02T12:00:00.000Z',
    });
  });

  it('maps the manual form columns of a policy loaded by hand', () => {
    const prefill = { insuredName: 'Ana Pérez', policyNumber: 'AU-1' };
    expect(
      toPolicy(
        boughtRow({
          externo: true,
          tipo_renovacion: 'Automática',
          prima: 850.5,
          premio_total: 1037.61,
          cuotas: 10,
          corredor: 'Corredora del Sur',
          producto: 'Automóviles',
          descripcion_bien: 'Volkswagen Gol 2019',
          cobertura: 'Total',
          limite: 'USD 1.000.000',
          deducible: 'USD 350',
          prefill,
        }),
      ),
    ).toMatchObject({
      tipoRenovacion: 'Automática',
      prima: 850.5,
      premioTotal: 1037.61,
      cuotas: 10,
      corredor: 'Corredora del Sur',
      producto: 'Automóviles',
      descripcionBien: 'Volkswagen Gol 2019',
      cobertura: 'Total',
      limite: 'USD 1.000.000',
      deducible: 'USD 350',
      prefill,
    });
  });

  it('gives timestamps in UTC, whatever offset the session gave them', () => {
    const policy = toPolicy(boughtRow());
    expect(policy.createdAt).toBe('2025-03-01T12:00:00.123Z');
    expect(policy.updatedAt).toBe('2025-03-02T12:00:00.000Z');
    expect(toPolicy(boughtRow({ created_at: '2025-03-02T02:00:00+14:00' })).createdAt).toBe('2025-03-01T12:00:00.000Z');
  });

  it('rewrites a UTC timestamp exactly as Date would give it, without parsing it', () => {
    const samples = [
      '2025-03-01T12:00:00.123456+00:00',
      '2025-03-01T12:00:00.9999+00:00',
      '2025-03-01T12:00:00.1+00:00',
      '2025-03-01T12:00:00+00:00',
      '2025-03-01T09:00:00.123456-03:00',
      '2025-03-01T12:00:00.5Z',
    ];
    for (const t of samples) expect(toUtcIso(t)).toBe(new Date(t).toISOString());
  });

  it('mirrors packageName as nombrePaquete', () => {
    expect(toPolicy(boughtRow())).toMatchObject({ packageName: 'Básico', nombrePaquete: 'Básico' });
    expect(toPolicy(boughtRow({ package_name: null }))).toMatchObject({ packageName: null, nombrePaquete: null });
  });

  it('gives the manual form names (asegurado, vigencia, medioPago) only to policies loaded by hand', () => {
    expect(toPolicy(boughtRow())).toMatchObject({
      titular: 'Ana Pérez',
      asegurado: null,
      vigenciaDesde: null,
      vigenciaHasta: null,
      medioPago: null,
    });
    expect(toPolicy(boughtRow({ externo: true }))).toMatchObject({
      externo: true,
      titular: 'Ana Pérez',
      asegurado: 'Ana Pérez',
      fechaEmision: '2025-03-01',
      vigenciaDesde: '2025-03-01',
      vigenciaHasta: '2026-03-01',
      metodoPago: 'tarjeta',
      medioPago: 'tarjeta',
    });
  });
});

describe('policies repository', () => {
  let testDb: TestDb;
  let statements: number;
  /** The database, counting the statements sent through it. */
  let counted: Queryable;

  beforeAll(async () => {
    testDb = await createTestDb();
    counted = {
      query: (sql, params) => {
        statements += 1;
        return testDb.db.query(sql, params);
      },
      exec: (sql) => testDb.db.exec(sql),
    };
  });

  beforeEach(async () => {
    await testDb.reset();
    statements = 0;
  });

  afterAll(async () => {
    await testDb?.close();
  });

  async function userId(sub: string): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO users (auth_sub) VALUES ($1) ON CONFLICT (auth_sub) DO UPDATE SET auth_sub = EXCLUDED.auth_sub RETURNING id`,
      [sub],
    );
    return rows[0]!.id;
  }

  /** A policy of `sub` created `minutesAgo`, in the wallet unless `inWallet` is false. */
  async function policy(sub: string, minutesAgo: number, columns: Record<string, unknown> = {}, inWallet = true) {
    const owner = await userId(sub);
    const all: Record<string, unknown> = {
      owner_user_id: owner,
      status: 'activa',
      company_id: 'sbi',
      fecha_emision: '2025-03-01',
      declared_value: 1500,
      created_at: new Date(Date.UTC(2025, 2, 1, 12) - minutesAgo * 60_000),
      ...columns,
    };
    const names = Object.keys(all);
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO policies (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(all),
    );
    const id = rows[0]!.id;
    if (inWallet) await testDb.db.query('INSERT INTO user_policies (user_id, policy_id) VALUES ($1, $2)', [owner, id]);
    return id;
  }

  it('reads the wallet in one statement, newest first, only the caller’s policies in user_policies', async () => {
    const old = await policy('auth0|ana', 30);
    const recent = await policy('auth0|ana', 10);
    await policy('auth0|ana', 5, {}, false);
    await policy('auth0|bruno', 1);

    const wallet = await createPoliciesRepository(counted).wallet('auth0|ana', 200);
    expect(statements).toBe(1);
    expect(wallet.map((p) => p._id)).toEqual([recent, old]);
    expect(Object.keys(wallet[0]!).sort()).toEqual(Object.keys(Policy.properties).sort());
    expect(await createPoliciesRepository(counted).wallet('auth0|ana', 1)).toHaveLength(1);
    expect(await createPoliciesRepository(counted).wallet('auth0|nadie', 200)).toEqual([]);
  });

  it('reads the policies a user owns, at one insurer or all', async () => {
    const sbi = await policy('auth0|ana', 20, {}, false);
    const bse = await policy('auth0|ana', 10, { company_id: 'bse' });
    await policy('auth0|bruno', 1, { company_id: 'bse' });
    const repository = createPoliciesRepository(counted);

    expect((await repository.owned('auth0|ana', null, 200)).map((p) => p._id)).toEqual([bse, sbi]);
    expect((await repository.owned('auth0|ana', 'bse', 200)).map((p) => p._id)).toEqual([bse]);
    expect(statements).toBe(2);
  });

  it('finds a policy only for its owner', async () => {
    const id = await policy('auth0|ana', 1);
    await userId('auth0|bruno');
    const repository = createPoliciesRepository(counted);
    expect(await repository.findOwned('auth0|ana', id)).toMatchObject({ _id: id, declaredValue: 1500 });
    expect(await repository.findOwned('auth0|bruno', id)).toBeNull();
    expect(await repository.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('reads the same dates, instants and amounts whatever time zone and date style the session uses', async () => {
    const id = await policy('auth0|ana', 0, { fecha_emision: '2025-03-01', fecha_vencimiento: '2026-02-28' });
    const read = await testDb.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL TIME ZONE 'Pacific/Kiritimati'`);
      await tx.query(`SET LOCAL DateStyle = 'SQL, DMY'`);
      return createPoliciesRepository(tx).findById(id);
    });
    expect(read).toMatchObject({
      fechaEmision: '2025-03-01',
      fechaVencimiento: '2026-02-28',
      createdAt: '2025-03-01T12:00:00.000Z',
      declaredValue: 1500,
    });
  });

  it('inserts and updates a policy, answering it as read back, in one statement each', async () => {
    const owner = await userId('auth0|ana');
    const repository = createPoliciesRepository(counted);
    const created = await repository.insert({
      owner_user_id: owner,
      status: 'activa',
      externo: true,
      titular: 'Ana Pérez',
      prima: 850.5,
      premio_total: '1037.61',
      fecha_emision: '2025-03-01',
    });
    expect(created).toMatchObject({
      asegurado: 'Ana Pérez',
      prima: 850.5,
      premioTotal: 1037.61,
      vigenciaDesde: '2025-03-01',
    });
    expect(await repository.findById(created._id)).toEqual(created);

    const updated = await repository.update(created._id, { status: 'Faltan completar datos', prima: null });
    expect(updated).toMatchObject({ _id: created._id, status: 'Faltan completar datos', prima: null });
    expect(await repository.update('00000000-0000-4000-8000-000000000000', { status: 'activa' })).toBeNull();
    expect(statements).toBe(4);
  });
  /** A stored file of `bytes` bytes, with a policy_files row on `policyId` named `name`. */
  async function document(policyId: string, name: string, createdAt: string): Promise<string> {
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO files (content_type, size_bytes, sha256, content) VALUES ('application/pdf', 4, 'x', '\x25504446'::bytea) RETURNING id`,
    );
    const fileId = rows[0]!.id;
    await testDb.db.query('INSERT INTO policy_files (policy_id, file_id, name, created_at) VALUES ($1, $2, $3, $4)', [
      policyId,
      fileId,
      name,
      createdAt,
    ]);
    return fileId;
  }

  it('locks a policy only for its owner, telling whether it was loaded by hand', async () => {
    const manual = await policy('auth0|ana', 1, { externo: true });
    const bought = await policy('auth0|ana', 2);
    const owner = await userId('auth0|ana');
    await userId('auth0|bruno');
    await testDb.db.transaction(async (tx) => {
      const repository = createPoliciesRepository(tx);
      expect(await repository.lockOwned('auth0|ana', manual)).toEqual({ externo: true, ownerUserId: owner });
      expect(await repository.lockOwned('auth0|ana', bought)).toEqual({ externo: false, ownerUserId: owner });
      expect(await repository.lockOwned('auth0|bruno', manual)).toBeNull();
    });
  });

  it('lists a policy’s documents oldest first, and one document, only for the policy’s owner', async () => {
    const id = await policy('auth0|ana', 1);
    const empty = await policy('auth0|ana', 2);
    await userId('auth0|bruno');
    const second = await document(id, 'factura.pdf', '2025-03-02T10:00:00Z');
    const first = await document(id, 'poliza.pdf', '2025-03-01T10:00:00Z');
    const repository = createPoliciesRepository(counted);

    expect(await repository.documents('auth0|ana', id)).toEqual([
      {
        _id: first,
        name: 'poliza.pdf',
        size: 4,
        contentType: 'application/pdf',
        createdAt: '2025-03-01T10:00:00.000Z',
      },
      {
        _id: second,
        name: 'factura.pdf',
        size: 4,
        contentType: 'application/pdf',
        createdAt: '2025-03-02T10:00:00.000Z',
      },
    ]);
    expect(await repository.documents('auth0|ana', empty)).toEqual([]);
    expect(await repository.documents('auth0|bruno', id)).toBeNull();
    expect(await repository.document('auth0|ana', id, first)).toEqual({
      name: 'poliza.pdf',
      contentType: 'application/pdf',
    });
    expect(await repository.document('auth0|bruno', id, first)).toBeNull();
    expect(await repository.document('auth0|ana', empty, first)).toBeNull();
  });

  it('removes a policy with its documents’ files, only for its owner', async () => {
    const id = await policy('auth0|ana', 1);
    const kept = await policy('auth0|ana', 2);
    await userId('auth0|bruno');
    const fileId = await document(id, 'poliza.pdf', '2025-03-01T10:00:00Z');
    const keptFile = await document(kept, 'otra.pdf', '2025-03-01T10:00:00Z');
    const repository = createPoliciesRepository(testDb.db);

    expect(await repository.removeOwned('auth0|bruno', id)).toBe(false);
    expect(await repository.findById(id)).not.toBeNull();
    expect(await repository.removeOwned('auth0|ana', id)).toBe(true);
    expect(await repository.findById(id)).toBeNull();
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM files ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([keptFile]);
    expect(fileId).not.toBe(keptFile);
    expect(await repository.removeOwned('auth0|ana', id)).toBe(false);
  });

  it('tells whether a category and an insurer are in the catalogue', async () => {
    await testDb.db.query(
      `INSERT INTO categories (id, label, position) VALUES ('bike', 'Bicicleta', 99) ON CONFLICT DO NOTHING`,
    );
    await testDb.db.query(
      `INSERT INTO insurers (slug, name, position) VALUES ('sbi', 'SBI', 99) ON CONFLICT DO NOTHING`,
    );
    const repository = createPoliciesRepository(testDb.db);
    expect(await repository.catalogueHas('bike', 'sbi')).toEqual({ category: true, insurer: true });
    expect(await repository.catalogueHas('yate', 'nadie')).toEqual({ category: false, insurer: false });
  });

  it('counts the policies a user owns among some, and adds them to the wallet once', async () => {
    const mine = await policy('auth0|ana', 1, {}, false);
    const theirs = await policy('auth0|bruno', 2, {}, false);
    const ana = await userId('auth0|ana');
    const repository = createPoliciesRepository(testDb.db);
    expect(await repository.countOwnedBy(ana, [mine, theirs])).toBe(1);
    await repository.addToWallet(ana, [mine]);
    await repository.addToWallet(ana, [mine]);
    expect((await repository.wallet('auth0|ana', 200)).map((p) => p._id)).toEqual([mine]);
  });

  it('buys a quote once: locks it, gives it to the buyer, inserts its pending policy once', async () => {
    const ana = await userId('auth0|ana');
    const { rows } = await testDb.db.query<{ id: string }>(
      `INSERT INTO quotes (category, declared_value, price, contact_email, contact_name, contact_surname, product_id,
                           product_name, package_id, package_name, coberturas)
       VALUES ('bike', 1500, 90.5, 'ana@example.com', 'Ana', 'Pérez', '101', 'Seguro de Bicicleta', '101-BAS-1500',
               'Básico', '[{"nombreCobertura": "Robo", "sumaAsegurada": 1500}]'::jsonb)
       RETURNING id`,
    );
    const quoteId = rows[0]!.id;
    await testDb.db.transaction(async (tx) => {
      const repository = createPoliciesRepository(tx);
      const quote = (await repository.lockQuote(quoteId))!;
      expect(quote).toMatchObject({ id: quoteId, owner_user_id: null, category: 'bike', contact_name: 'Ana' });
      expect(quote.coberturas).toEqual([{ nombreCobertura: 'Robo', sumaAsegurada: 1500 }]);
      expect(await repository.idFromQuote(quoteId)).toBeNull();
      await repository.claimQuote(quoteId, ana);
      const values = {
        ownerUserId: ana,
        userName: 'Ana Pérez',
        titular: 'Ana Pérez',
        status: 'pendiente',
        benefits: [{ _id: 'b1', nombreCobertura: 'Robo', sumaAsegurada: 1500 }],
        quote,
      };
      const id = (await repository.insertFromQuote(values))!;
      expect(await repository.insertFromQuote(values)).toBeNull();
      expect(await repository.idFromQuote(quoteId)).toBe(id);
      expect(await repository.findById(id)).toMatchObject({
        name: 'Seguro de Bicicleta',
        category: 'bike',
        insurer: 'sbi',
        companyId: 'sbi',
        plan: 'Básico',
        selectedPackage: 'Básico',
        titular: 'Ana Pérez',
        status: 'pendiente',
        declaredValue: 1500,
        price: 90.5,
        externo: false,
        createdFromQuoteId: quoteId,
        benefits: values.benefits,
      });
    });
    expect((await createPoliciesRepository(testDb.db).lockQuote(quoteId))!.owner_user_id).toBe(ana);
    expect(await createPoliciesRepository(testDb.db).lockQuote('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
