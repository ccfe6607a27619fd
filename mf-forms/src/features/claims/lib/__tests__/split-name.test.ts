import { splitName } from '../split-name';

describe('splitName: the last word is the last name', () => {
  it.each([
    ['Ana Pérez', 'Ana', 'Pérez'],
    ['Ana María Pérez', 'Ana María', 'Pérez'],
    ['  Bruno   Silva  ', 'Bruno', 'Silva'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
  ])('%j → %j / %j', (name, nombre, apellido) => {
    expect(splitName(name)).toEqual({ nombre, apellido });
  });

  it('takes a missing name as empty', () => {
    expect(splitName(null)).toEqual({ nombre: '', apellido: '' });
  });
});
