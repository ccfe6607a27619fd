import {
  clearEmissionResult,
  EMISSION_RESULT_KEY,
  readEmissionResult,
  saveEmissionResult,
} from '../emission-result-storage';

describe('emission result storage', () => {
  afterEach(() => sessionStorage.clear());

  it('saves, reads and clears the result', () => {
    saveEmissionResult({ paymentMethod: 'tarjeta', linkDePago: 'https://pagos.example/pagar/abc' });
    expect(readEmissionResult()).toEqual({ paymentMethod: 'tarjeta', linkDePago: 'https://pagos.example/pagar/abc' });
    clearEmissionResult();
    expect(sessionStorage.getItem(EMISSION_RESULT_KEY)).toBeNull();
    expect(readEmissionResult()).toBeNull();
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem(EMISSION_RESULT_KEY, '{roto');
    expect(readEmissionResult()).toBeNull();
    sessionStorage.setItem(EMISSION_RESULT_KEY, JSON.stringify({ paymentMethod: 'cheque', linkDePago: null }));
    expect(readEmissionResult()).toBeNull();
  });

  it('drops a payment link that is not http(s)', () => {
    sessionStorage.setItem(
      EMISSION_RESULT_KEY,
      JSON.stringify({ paymentMethod: 'tarjeta', linkDePago: 'javascript:alert(1)' }),
    );
    expect(readEmissionResult()).toEqual({ paymentMethod: 'tarjeta', linkDePago: null });
  });
});
