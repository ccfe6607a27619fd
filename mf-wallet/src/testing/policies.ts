import type { Policy } from 'shared-ui';

/** A policy as the API returns it (contracts' Policy: every field present, null when unknown). */
export function aPolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    _id: '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c',
    name: 'Seguro de Hogar - Apartamentos',
    category: 'home',
    insurer: 'sbi',
    companyId: 'sbi',
    plan: 'Recomendado',
    selectedPackage: 'Recomendado',
    packageName: 'Recomendado',
    nombrePaquete: null,
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
    createdFromQuoteId: null,
    ...overrides,
  };
}
