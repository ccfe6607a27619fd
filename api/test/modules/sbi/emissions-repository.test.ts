import { createEmissionsRepository } from '../../../src/modules/sbi/emissions-repository';
import type { SbiEmission } from '../../../src/modules/sbi/sbi-client';
import { policyRow, useRepositoryDb, userRow } from '../../helpers/rows';

describe('emissions repository', () => {
  const testDb = useRepositoryDb();

  const claimA = '00000000-0000-4000-8000-00000000000a';
  const claimB = '00000000-0000-4000-8000-00000000000b';

  const answer = (overrides: Partial<SbiEmission> = {}): SbiEmission => ({
    emisionId: 'EM-1',
    referencia: 'x',
    estado: 'pendiente_pago',
    formaDePago: 'L',
    cantidadDeCuotas: 0,
    linkDePago: null,
    numeroPoliza: null,
    fechaEmision: null,
    fechaVencimiento: null,
    producto: 'Seguro de Bicicleta',
    paquete: 'Básico',
    precio: 90.5,
    ...overrides,
  });

  async function pendingPolicy(sub = 'auth0|ana', name: string | null = 'Ana Pérez') {
    const owner = await userRow(testDb.db, sub, name);
    return policyRow(testDb.db, owner, {
      status: 'pendiente',
      category: 'bike',
      product_id: '101',
      package_id: '101-BAS-1500',
      name: 'Seguro de Bicicleta',
    });
  }

  it('reads the owner’s policy with its emission: none, held, then the stored answer', async () => {
    const id = await pendingPolicy();
    await userRow(testDb.db, 'auth0|bruno');
    const emissions = createEmissionsRepository(testDb.db);

    expect(await emissions.policyForEmission('auth0|ana', id)).toEqual({
      id,
      category: 'bike',
      product_id: '101',
      package_id: '101-BAS-1500',
      created_from_quote_id: null,
      status: 'pendiente',
      externo: false,
      emissionState: null,
      emission: null,
    });
    expect(await emissions.policyForEmission('auth0|bruno', id)).toBeNull();

    expect(await emissions.insertClaim(id, claimA)).toBe(true);
    expect(await emissions.policyForEmission('auth0|ana', id)).toMatchObject({
      emissionState: 'enviando',
      emission: null,
    });
    expect(await emissions.storedResult(id)).toBeNull();

    expect(await emissions.storeAnswer(id, claimA, answer({ linkDePago: 'https://pago' }), { sent: true })).toBe(true);
    const stored = { emisionId: 'EM-1', linkDePago: 'https://pago', estado: 'pendiente_pago' };
    expect(await emissions.policyForEmission('auth0|ana', id)).toMatchObject({
      emissionState: 'pendiente_pago',
      emission: stored,
    });
    expect(await emissions.storedResult(id)).toEqual(stored);
  });

  it('claims an emission once; a held claim is busy until stale, then another attempt takes it over', async () => {
    const id = await pendingPolicy();
    const emissions = createEmissionsRepository(testDb.db);
    expect(await emissions.insertClaim(id, claimA)).toBe(true);
    expect(await emissions.insertClaim(id, claimB)).toBe(false);

    await testDb.db.transaction(async (tx) => {
      expect(await createEmissionsRepository(tx).lockEmission(id, 60_000)).toEqual({
        estado: 'enviando',
        stale: false,
      });
    });
    await testDb.db.query(`UPDATE emissions SET claimed_at = now() - interval '2 minutes' WHERE policy_id = $1`, [id]);
    expect(await emissions.lockEmission(id, 60_000)).toEqual({ estado: 'enviando', stale: true });
    await emissions.takeOverClaim(id, claimB);

    // The first attempt no longer holds it: its answer and its release change nothing.
    expect(await emissions.storeAnswer(id, claimA, answer(), {})).toBe(false);
    await emissions.releaseClaim(id, claimA);
    expect(await emissions.lockEmission(id, 60_000)).toEqual({ estado: 'enviando', stale: false });

    await emissions.releaseClaim(id, claimB);
    expect(await emissions.lockEmission(id, 60_000)).toBeNull();
  });

  it('writes the purchase on the policy and issues it, keeping the user’s own name', async () => {
    const id = await pendingPolicy('auth0|ana', null);
    const emissions = createEmissionsRepository(testDb.db);
    await emissions.insertClaim(id, claimA);
    await emissions.storeAnswer(id, claimA, answer(), {
      correoElectronico: 'ana@example.com',
      nombreORazonSocial: 'Ana',
    });
    await emissions.recordPurchase(id, {
      metodoPago: 'Transferencia bancaria',
      titular: 'Ana Pérez',
      price: 90.5,
      cuotas: null,
    });
    await emissions.activate(
      id,
      { numeroPoliza: 'SBI-20260001', fechaEmision: '2026-03-01', fechaVencimiento: '2027-03-01' },
      'activa',
    );
    const { rows } = await testDb.db.query<Record<string, unknown>>(
      `SELECT p.metodo_pago, p.titular, p.user_name, p.price::float8 AS price, p.cuotas, p.numero_poliza, p.status,
              to_char(p.fecha_emision, 'YYYY-MM-DD') AS desde, e.estado, e.numero_poliza AS e_numero
       FROM policies p JOIN emissions e ON e.policy_id = p.id WHERE p.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      metodo_pago: 'Transferencia bancaria',
      titular: 'Ana Pérez',
      user_name: 'Ana Pérez',
      price: 90.5,
      cuotas: null,
      numero_poliza: 'SBI-20260001',
      status: 'activa',
      desde: '2026-03-01',
      estado: 'emitida',
      e_numero: 'SBI-20260001',
    });

    await testDb.db.transaction(async (tx) => {
      expect(await createEmissionsRepository(tx).lockForNotification(id)).toEqual({
        status: 'activa',
        numeroPoliza: 'SBI-20260001',
        name: 'Seguro de Bicicleta',
        emisionId: 'EM-1',
        email: 'ana@example.com',
        firstName: 'Ana',
      });
    });
    expect(await emissions.lockForNotification('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('records a partner delivery once', async () => {
    const id = await pendingPolicy();
    const emissions = createEmissionsRepository(testDb.db);
    const delivery = '00000000-0000-4000-8000-0000000000d1';
    expect(await emissions.recordDelivery(delivery, id, 'SBI-1')).toBe(true);
    expect(await emissions.recordDelivery(delivery, id, 'SBI-1')).toBe(false);
  });
});
