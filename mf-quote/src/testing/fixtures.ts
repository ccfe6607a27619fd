// API answers used by the tests (shapes of contracts/src/quote.ts and the brief's /sbi routes).
import type { Quote } from 'contracts';

export const QUOTE_ID = '0b7f7d3e-8d1c-4f3a-9a55-1f1b2c3d4e5f';

export function bikeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    _id: QUOTE_ID,
    category: 'bike',
    declaredValue: 1500,
    price: 96.5,
    currency: 'USD',
    contactEmail: 'ana@example.com',
    name: 'Ana',
    surname: 'Pérez',
    phoneNumber: '099123456',
    birthDate: null,
    productId: '101',
    productName: 'Seguro de Bicicleta',
    packageId: '101-ESE-1500',
    packageName: 'Esencial',
    selectedPackage: 'Esencial',
    coberturas: [
      { nombreCobertura: 'Robo total', sumaAsegurada: 1500 },
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 10000 },
    ],
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function homeQuote(overrides: Partial<Quote> = {}): Quote {
  return bikeQuote({
    category: 'home',
    declaredValue: 200000,
    price: 345.6,
    productId: '202',
    productName: 'Seguro de Hogar - Apartamentos',
    packageId: '202-REC-200000-MVD',
    packageName: 'Recomendado',
    selectedPackage: 'Recomendado',
    coberturas: [
      { nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 200000 },
      { nombreCobertura: 'Cristales', sumaAsegurada: 2500 },
    ],
    ...overrides,
  });
}

export const products = [
  { id: '101', nombre: 'Seguro de Bicicleta', ramo: 'bicicleta' },
  { id: '201', nombre: 'Seguro de Hogar - Casas', ramo: 'hogar' },
  { id: '202', nombre: 'Seguro de Hogar - Apartamentos', ramo: 'hogar' },
  { id: '203', nombre: 'Seguro de Hogar Casas/Aptos', ramo: 'hogar' },
  { id: '204', nombre: 'Seguro de Hogar Construcción Alternativa', ramo: 'hogar' },
];

function homePackage(code: string, nombre: string, fire: number, precio: number) {
  return {
    id: `202-${code}-200000-MVD`,
    nombre,
    precio,
    coberturas: [
      { nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: fire },
      {
        nombreCobertura: 'Incendio Contenido',
        sumaAsegurada: Math.round(fire * 0.15),
        descripcion: 'Tus muebles y objetos, ante un incendio.',
      },
      { nombreCobertura: 'Cristales', sumaAsegurada: 2500 },
    ],
  };
}

/** Three packages bracketing a declared value of 200.000: the middle one is the closest. */
export const productPackages = {
  id: '202',
  nombre: 'Seguro de Hogar - Apartamentos',
  paquetes: [
    homePackage('BAS', 'Básico', 160000, 290.5),
    homePackage('REC', 'Recomendado', 200000, 345.6),
    homePackage('PRE', 'Premium', 240000, 410),
  ],
};

export const plansState = {
  declaredValue: 200000,
  productId: '202',
  productName: 'Seguro de Hogar - Apartamentos',
  userData: { name: 'Ana', surname: 'Pérez', email: 'ana@example.com', phoneNumber: '', birthDate: '1990-05-17' },
  propiedad: 'apartamento',
  construccion: 'tradicional',
  ubicacion: 'montevideo',
};

/** Expected failures log to the console; keep the test output readable. */
export function silenceConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => {});
}
