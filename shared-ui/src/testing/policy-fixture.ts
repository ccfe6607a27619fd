import type { Policy } from 'contracts';

/**
 * A policy as the API returns it (contracts' Policy: every field present, null when unknown): by default an
 * active home policy bought through the product. Tests override only the fields they are about, so a new
 * field of Policy is added here once.
 */
export function makePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    _id: '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c',
    name: 'Seguro de Hogar - Apartamentos',
    category: 'home',
    insurer: 'sbi',
    companyId: 'sbi',
    plan: 'Recomendado',
    selectedPackage: '202-REC-200000-MVD',
    packageName: 'Recomendado',
    nombrePaquete: 'Recomendado',
    numeroPoliza: 'SBI-12345678',
    titular: 'Ana Pérez',
    userName: 'Ana Pérez',
    status: 'activa',
    declaredValue: 200000,
    price: 250,
    fechaEmision: '2025-01-01',
    fechaVencimiento: '2026-01-01',
    metodoPago: 'tarjeta',
    externo: false,
    benefits: [
      { _id: 'b1', nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 200000 },
      { _id: 'b2', nombreCobertura: 'Cristales', sumaAsegurada: 1500 },
    ],
    productId: '202',
    packageId: '202-REC-200000-MVD',
    createdFromQuoteId: '0d6a3e52-1111-4a2b-9c3d-4e5f60718293',
    // The manual form's fields: only policies loaded by hand (externo) carry them.
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
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}
