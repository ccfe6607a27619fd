import { defaultTypeOf } from '../default-type';

describe('defaultTypeOf (spec §2: navigation state, then input, then auto)', () => {
  it('takes the navigation state first', () => {
    expect(defaultTypeOf({ defaultType: 'garantia' }, 'soa')).toBe('garantia');
  });

  it('then the input', () => {
    expect(defaultTypeOf(null, 'movilidad')).toBe('movilidad');
    expect(defaultTypeOf({ tab: 'explorar' }, 'accidentes')).toBe('accidentes');
  });

  it('then auto', () => {
    expect(defaultTypeOf(undefined, undefined)).toBe('auto');
  });

  it('ignores a type the form does not have, wherever it comes from', () => {
    expect(defaultTypeOf({ defaultType: 'dental' }, 'soa')).toBe('soa');
    expect(defaultTypeOf({ defaultType: 'viajes' }, 'hogar')).toBe('auto');
    expect(defaultTypeOf('garantia', null)).toBe('auto');
  });
});
