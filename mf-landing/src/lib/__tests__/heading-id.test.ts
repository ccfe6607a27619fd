import { headingId } from '../heading-id';

describe('headingId', () => {
  it('is the heading text as an id, without accents or punctuation', () => {
    expect(headingId('¿Qué cubre el seguro de hogar?')).toBe('titulo-que-cubre-el-seguro-de-hogar');
    expect(headingId('Quiénes somos', 'solicitud')).toBe('solicitud-quienes-somos');
  });

  it('falls back to the prefix for a heading that is not plain text', () => {
    expect(headingId(null)).toBe('titulo');
    expect(headingId(undefined, 'seccion')).toBe('seccion');
  });
});
