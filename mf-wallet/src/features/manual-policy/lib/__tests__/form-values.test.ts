import { makePolicy } from 'shared-ui/testing/policy-fixture';
import {
  applyPdfImport,
  applyPartnerPrefill,
  dateInput,
  emptyValues,
  valuesFromDraft,
  valuesFromPolicy,
} from '../form-values';
import { matchPaymentMethod } from '../options';

const PARTNER = {
  insuredName: 'Ana Pérez',
  policyNumber: 'SBI-10000001',
  validityDate: '2026-03-01',
  validityDateEnd: '2027-03-01',
  isRenewal: true,
  paymentMethod: 'Transferencia',
  currency: 'USD',
  price: 463.62,
  brokerCardName: 'Martínez & Asociados Corredores de Seguros',
  productName: 'Seguro de Hogar - Apartamentos',
  packageName: 'Recomendado',
};

describe('partner prefill → form', () => {
  it('maps every field the partner tells', () => {
    const draft = {
      category: 'home',
      insurer: 'sbi',
      plan: 'Básico',
      policyNumber: 'sbi 10000001',
      prefill: PARTNER,
      prefillError: null,
    };
    expect(valuesFromDraft(draft)).toEqual({
      ...emptyValues(),
      asegurado: 'Ana Pérez',
      numeroPoliza: 'SBI-10000001',
      vigenciaDesde: '2026-03-01',
      vigenciaHasta: '2027-03-01',
      tipoRenovacion: 'Automática',
      medioPago: 'Transferencia',
      premioTotal: '463.62',
      corredor: 'Martínez & Asociados Corredores de Seguros',
      producto: 'Seguro de Hogar - Apartamentos',
      // What the insurer has on file wins over the plan chosen in the wizard.
      plan: 'Recomendado',
    });
  });

  it('keeps the wizard choices for what the partner leaves out', () => {
    const values = valuesFromDraft({
      category: 'home',
      insurer: 'sbi',
      plan: 'Premium',
      policyNumber: 'SBI-1',
      prefill: { insuredName: null, packageName: '', isRenewal: false, currency: 'UYU', price: 9000 },
      prefillError: null,
    });
    expect(values).toMatchObject({ plan: 'Premium', numeroPoliza: 'SBI-1', tipoRenovacion: '', premioTotal: '' });
  });

  it('without prefill: the plan and the number typed in the wizard', () => {
    expect(
      valuesFromDraft({
        category: 'dental',
        insurer: 'sbi',
        plan: 'único',
        policyNumber: 'SBI-99999999',
        prefill: null,
        prefillError: 'not_found',
      }),
    ).toEqual({ ...emptyValues(), plan: 'único', numeroPoliza: 'SBI-99999999' });
  });

  it.each([
    ['Tarjeta de crédito', 'Tarjeta de crédito'],
    ['tarjeta de credito', 'Tarjeta de crédito'],
    ['T', 'Tarjeta de crédito'],
    ['link', 'Transferencia'],
    ['red_cobranza', 'Efectivo'],
    ['DEBITO', 'Débito'],
    ['Cheque', ''],
    [null, ''],
  ])('payment method %p → %p', (raw, option) => {
    expect(matchPaymentMethod(raw)).toBe(option);
  });

  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01T03:00:00.000Z', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    ['marzo', ''],
    [null, ''],
  ])('date %p → %p', (raw, value) => {
    expect(dateInput(raw)).toBe(value);
  });

  it('a later prefill keeps what it does not tell', () => {
    const values = applyPartnerPrefill({ ...emptyValues(), corredor: 'Mío' }, { policyNumber: 'SBI-2' });
    expect(values).toMatchObject({ corredor: 'Mío', numeroPoliza: 'SBI-2' });
  });
});

describe('policy saved for later → form', () => {
  it('reads the manual fields first, then the spec list (titular, fechaEmision, price, metodoPago…)', () => {
    const bare = makePolicy({
      externo: true,
      status: 'Faltan completar datos',
      titular: 'Bruno Silva',
      fechaEmision: '2026-01-01',
      fechaVencimiento: '2027-01-01',
      price: 640,
      metodoPago: 'tarjeta',
      plan: 'Todo Riesgo',
      producto: 'Auto',
      benefits: [{ _id: 'b-1', nombreCobertura: 'Robo total', sumaAsegurada: null }],
    });
    const values = valuesFromPolicy(bare);
    expect(values).toMatchObject({
      asegurado: 'Bruno Silva',
      numeroPoliza: 'SBI-12345678',
      vigenciaDesde: '2026-01-01',
      vigenciaHasta: '2027-01-01',
      premioTotal: '640',
      medioPago: 'Tarjeta de crédito',
      plan: 'Todo Riesgo',
      producto: 'Auto',
    });
    expect(values.benefits).toEqual([
      expect.objectContaining({ _id: 'b-1', nombreCobertura: 'Robo total', sumaAsegurada: '' }),
    ]);
    const manual = valuesFromPolicy(
      makePolicy({ ...bare, asegurado: 'Bruno S.', prima: 500, premioTotal: 610, cuotas: 4, tipoRenovacion: 'manual' }),
    );
    expect(manual).toMatchObject({
      asegurado: 'Bruno S.',
      prima: '500',
      premioTotal: '610',
      cuotas: '4',
      tipoRenovacion: 'Manual',
    });
  });
});

describe('PDF import → form', () => {
  it('fills only the recognised fields and lists them as the form labels them', () => {
    const { values, filled } = applyPdfImport(
      { ...emptyValues(), plan: 'único', corredor: 'Mío' },
      {
        prefill: {
          category: 'car',
          insurer: 'sura',
          asegurado: 'Ana Pérez',
          numeroPoliza: 'SURA-1',
          vigenciaDesde: '2026-02-01',
          vigenciaHasta: null,
          tipoRenovacion: 'No renueva',
          medioPago: 'Efectivo',
          prima: 410,
          premioTotal: null,
          cuotas: 3,
          corredor: null,
          producto: 'Auto Global',
          plan: 'Auto Global',
          benefits: [{ nombreCobertura: 'Responsabilidad civil', sumaAsegurada: 500000 }],
        },
        recognised: [
          'category',
          'insurer',
          'asegurado',
          'numeroPoliza',
          'vigenciaDesde',
          'tipoRenovacion',
          'medioPago',
          'prima',
          'cuotas',
          'producto',
          'plan',
          'benefits',
        ],
      },
    );
    expect(values).toMatchObject({
      asegurado: 'Ana Pérez',
      numeroPoliza: 'SURA-1',
      vigenciaDesde: '2026-02-01',
      vigenciaHasta: '',
      tipoRenovacion: 'No renueva',
      medioPago: 'Efectivo',
      prima: '410',
      cuotas: '3',
      corredor: 'Mío',
      producto: 'Auto Global',
      plan: 'Auto Global',
    });
    expect(values.benefits).toEqual([
      expect.objectContaining({ nombreCobertura: 'Responsabilidad civil', sumaAsegurada: '500000' }),
    ]);
    expect(filled).toEqual([
      'Nombre del asegurado',
      'Número de póliza / endoso',
      'Vigencia desde',
      'Tipo de renovación',
      'Medio de pago',
      'Prima (USD)',
      'Cuotas',
      'Producto',
      'Plan',
      'Coberturas (1)',
    ]);
  });
});
