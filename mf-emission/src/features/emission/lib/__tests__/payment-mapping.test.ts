import { mapPayment } from '../payment-mapping';

describe('mapPayment', () => {
  it('maps tarjeta to T with the installments', () => {
    expect(mapPayment('tarjeta', '1')).toEqual({ formaDePago: 'T', cantidadDeCuotas: 1 });
  });

  it('maps link to L with the installments', () => {
    expect(mapPayment('link', 3)).toEqual({ formaDePago: 'L', cantidadDeCuotas: 3 });
  });

  it('maps red_cobranza to R and forces the installments to 0, whatever was chosen', () => {
    expect(mapPayment('red_cobranza', '7')).toEqual({ formaDePago: 'R', cantidadDeCuotas: 0 });
    expect(mapPayment('red_cobranza', 10)).toEqual({ formaDePago: 'R', cantidadDeCuotas: 0 });
    expect(mapPayment('red_cobranza', undefined)).toEqual({ formaDePago: 'R', cantidadDeCuotas: 0 });
  });

  it.each(['', 'efectivo', 'TARJETA', 'R'])('maps anything else (%j) to T', (method) => {
    expect(mapPayment(method, '2')).toEqual({ formaDePago: 'T', cantidadDeCuotas: 2 });
  });

  it('keeps T and L installments whole and within 1..10', () => {
    expect(mapPayment('tarjeta', '')).toEqual({ formaDePago: 'T', cantidadDeCuotas: 1 });
    expect(mapPayment('tarjeta', null)).toEqual({ formaDePago: 'T', cantidadDeCuotas: 1 });
    expect(mapPayment('link', 0)).toEqual({ formaDePago: 'L', cantidadDeCuotas: 1 });
    expect(mapPayment('link', 25)).toEqual({ formaDePago: 'L', cantidadDeCuotas: 10 });
    expect(mapPayment('tarjeta', 2.7)).toEqual({ formaDePago: 'T', cantidadDeCuotas: 2 });
  });
});
