import { findProductByName, homeProductName } from '../home-product';

describe('homeProductName (spec §5)', () => {
  it.each([
    [
      { propiedad: 'casa', construccion: 'alternativa', ubicacion: 'montevideo' },
      'Seguro de Hogar Construcción Alternativa',
    ],
    [
      { propiedad: 'apartamento', construccion: 'alternativa', ubicacion: 'interior' },
      'Seguro de Hogar Construcción Alternativa',
    ],
    [{ propiedad: 'casa', construccion: 'tradicional', ubicacion: 'montevideo' }, 'Seguro de Hogar - Casas'],
    [
      { propiedad: 'apartamento', construccion: 'tradicional', ubicacion: 'montevideo' },
      'Seguro de Hogar - Apartamentos',
    ],
    [{ propiedad: 'casa', construccion: 'tradicional', ubicacion: 'interior' }, 'Seguro de Hogar Casas/Aptos'],
    [{ propiedad: 'apartamento', construccion: 'tradicional', ubicacion: 'interior' }, 'Seguro de Hogar Casas/Aptos'],
  ] as const)('%j → %s', (answers, name) => {
    expect(homeProductName(answers)).toBe(name);
  });

  it('gives null when the answers lead to no product', () => {
    expect(homeProductName({ propiedad: 'casa', construccion: 'tradicional', ubicacion: '' })).toBeNull();
    expect(homeProductName({ propiedad: 'casa', construccion: '', ubicacion: 'montevideo' })).toBeNull();
  });
});

describe('findProductByName', () => {
  const products = [
    { id: '201', nombre: 'Seguro de Hogar - Casas' },
    { id: '202', nombre: 'Seguro de Hogar - Apartamentos' },
  ];

  it('finds the id by name', () => {
    expect(findProductByName(products, 'Seguro de Hogar - Apartamentos')?.id).toBe('202');
  });

  it('gives null for a name the catalogue lacks', () => {
    expect(findProductByName(products, 'Seguro de Hogar Casas/Aptos')).toBeNull();
    expect(findProductByName(products, null)).toBeNull();
  });
});
