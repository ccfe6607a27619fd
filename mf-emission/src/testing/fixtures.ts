import type { Policy } from 'contracts';
import { makePolicy } from 'shared-ui/testing/policy-fixture';

/** A home policy just bought through the product, as GET /policy/{id} returns it before emission. */
export const pendingPolicy = (overrides: Partial<Policy> = {}) =>
  makePolicy({
    _id: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
    name: null,
    numeroPoliza: null,
    titular: null,
    userName: null,
    status: 'pendiente',
    price: 240,
    fechaEmision: null,
    fechaVencimiento: null,
    metodoPago: null,
    benefits: [],
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  });

export const bikePolicy = (overrides: Partial<Policy> = {}) =>
  pendingPolicy({
    category: 'bike',
    productId: '101',
    packageId: '101-BASICO',
    selectedPackage: '101-BASICO',
    packageName: 'Básico',
    nombrePaquete: 'Básico',
    plan: 'Básico',
    declaredValue: 1500,
    price: 90,
    ...overrides,
  });
