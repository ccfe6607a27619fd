import { StrictMode, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { EMISSION_RESULT_KEY } from '@/lib/emission-result-storage';
import { render, screen } from 'shared-ui/testing/render';
import EmissionResultPage from '../emission-result-page';

const LINK = 'https://pagos.sbi.example/pagar/tok123';

function store(result: unknown) {
  sessionStorage.setItem(EMISSION_RESULT_KEY, JSON.stringify(result));
}

function renderResult(route = '/emission/result') {
  return render(
    <StrictMode>
      <EmissionResultPage />
    </StrictMode>,
    { route, path: route },
  );
}

describe('EmissionResultPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('card payment: says the gateway opens in another tab and offers a fallback link', () => {
    store({ paymentMethod: 'tarjeta', linkDePago: LINK });
    renderResult();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeInTheDocument();
    expect(screen.getByText(/redirigiendo a la pasarela de pago en otra pestaña/)).toBeInTheDocument();
    const fallback = screen.getByRole('link', { name: /Ir a la pasarela de pago/ });
    expect(fallback).toHaveAttribute('href', LINK);
    expect(fallback).toHaveAttribute('target', '_blank');
    expect(fallback).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('bank transfer: issued, pending payment, an e-mail explains the transfer', () => {
    store({ paymentMethod: 'link', linkDePago: null });
    renderResult();
    expect(screen.getByText('Tu póliza fue emitida y está pendiente de pago.')).toBeInTheDocument();
    expect(
      screen.getByText(/correo electrónico con los pasos para pagar por transferencia bancaria/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /pasarela/ })).not.toBeInTheDocument();
  });

  it('collection network: issued, pending payment, an e-mail explains Abitab or RedPagos', () => {
    store({ paymentMethod: 'red_cobranza', linkDePago: null });
    renderResult('/emision/resultado');
    expect(screen.getByText('Tu póliza fue emitida y está pendiente de pago.')).toBeInTheDocument();
    expect(screen.getByText(/pasos para pagar en la red de cobranza \(Abitab o RedPagos\)/)).toBeInTheDocument();
  });

  it('reads the result once, removes it from session storage and keeps showing it', async () => {
    function Harness() {
      const [renders, setRenders] = useState(0);
      return (
        <StrictMode>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Volver a dibujar ({renders})
          </button>
          <EmissionResultPage />
        </StrictMode>
      );
    }
    store({ paymentMethod: 'link', linkDePago: null });
    render(<Harness />, { route: '/emission/result', path: '/emission/result' });
    expect(sessionStorage.getItem(EMISSION_RESULT_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Volver a dibujar/ }));
    expect(screen.getByRole('button', { name: 'Volver a dibujar (1)' })).toBeInTheDocument();
    expect(screen.getByText('Tu póliza fue emitida y está pendiente de pago.')).toBeInTheDocument();
  });

  it("says 'No hay datos para mostrar.' without a stored result", () => {
    renderResult();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeInTheDocument();
    expect(screen.getByText('No hay datos para mostrar.')).toBeInTheDocument();
  });

  it('returns to /app', async () => {
    store({ paymentMethod: 'link', linkDePago: null });
    const { location } = renderResult();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a mis seguros' }));
    expect(location().pathname).toBe('/app');
  });
});
