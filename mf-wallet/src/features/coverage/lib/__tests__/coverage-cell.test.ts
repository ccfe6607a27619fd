import { cellDisplay } from '../coverage-cell';

describe('comparison cells', () => {
  it.each([
    [{ covered: true, valueText: null }, '✔', 'Cubre', null],
    [{ covered: true, valueText: 'Hasta 300 km' }, '✔', 'Cubre', 'Hasta 300 km'],
    [{ covered: null, valueText: 'USD 1.000.000' }, '✔', 'Cubre', 'USD 1.000.000'],
    [{ covered: false, valueText: null }, '✖', 'No cubre', null],
    [{ covered: false, valueText: 'Solo con franquicia' }, '✖', 'No cubre', 'Solo con franquicia'],
    [{ covered: null, valueText: null }, '—', 'Sin datos', null],
    [{ covered: null, valueText: '  ' }, '—', 'Sin datos', null],
    [undefined, '—', 'Sin datos', null],
  ])('%j → %s', (cell, symbol, label, valueText) => {
    expect(cellDisplay(cell)).toEqual({ symbol, label, valueText });
  });
});
