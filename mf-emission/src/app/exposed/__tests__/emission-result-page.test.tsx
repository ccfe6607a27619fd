import { StrictMode, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-ui';
import { installFetch, ok } from 'shared-ui/testing/http';
import { EMISSION_RESULT_KEY } from '@/lib/emission-result-storage';
import { pendingPolicy } from '@/testing/fixtures';
import { act, render, screen, within } from 'shared-ui/testing/render';
import EmissionResultPage from '../emission-result-page';

const LINK = 'https://pagos.sbi.example/pagar/tok123';

function store(result: unknown) {
  sessionStorage.setItem(EMISSION_RESULT_KEY, JSON.stringify(result));
}

function renderResult(route = '/emission/result') {
  const [pathname, search] = route.split('?');
  return render(
    <StrictMode>
      <EmissionResultPage />
    </StrictMode>,
    { route: { pathname: pathname!, search: search ? `?${search}` : '' }, path: pathname! },
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

  describe('watching the purchase', () => {
    const policy = pendingPolicy();
    const POLICY = `GET /api/v1/policy/${policy._id}`;
    const paid = {
      ...policy,
      status: 'activa',
      numeroPoliza: 'SBI-10000001',
      fechaEmision: '2026-01-15',
      fechaVencimiento: '2027-01-15',
    };
    const DOCUMENTS = 'GET /api/v1/sbi/poliza/SBI-10000001/documents';

    beforeEach(() => {
      jest.useFakeTimers();
      useAuthStore.setState({ status: 'authenticated', getAccessToken: async () => 'token' });
    });
    afterEach(() => jest.useRealTimers());

    async function advance(ms: number) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    }

    const policyCalls = (fetchMock: jest.Mock) =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/policy/${policy._id}`)).length;

    it('turns into the confirmation, with the number and documents, once the payment lands; then stops asking', async () => {
      const answers = [ok(policy), ok(policy), ok(paid)];
      const fetchMock = installFetch({
        [POLICY]: () => answers.shift() ?? ok(paid),
        [DOCUMENTS]: ok([
          { fileName: 'poliza_SBI-10000001.pdf', mime: 'application/pdf' },
          { fileName: '1234567.pdf', mime: 'application/pdf' },
        ]),
      });
      store({ paymentMethod: 'tarjeta', linkDePago: LINK, policyId: policy._id });
      renderResult(`/emission/result?policy=${policy._id}`);
      expect(screen.getByText(/redirigiendo a la pasarela de pago/)).toBeInTheDocument();
      expect(await screen.findByText(/Esperando la confirmación del pago/)).toBeInTheDocument();

      await advance(1_000);
      expect(screen.queryByRole('heading', { name: '¡Listo! Tu póliza está activa' })).not.toBeInTheDocument();
      await advance(1_500);
      const confirmation = await screen.findByRole('region', { name: '¡Listo! Tu póliza está activa' });
      expect(screen.queryByText(/redirigiendo a la pasarela de pago/)).not.toBeInTheDocument();
      expect(within(confirmation).getByText('Póliza N.º').nextElementSibling).toHaveTextContent('SBI-10000001');
      expect(within(confirmation).getByText('Estado').nextElementSibling).toHaveTextContent('Activa');
      const documents = within(confirmation).getByRole('region', { name: 'Documentos de tu póliza' });
      expect(await within(documents).findByRole('button', { name: 'Descargar póliza' })).toBeEnabled();
      expect(within(documents).getByRole('button', { name: 'Descargar factura' })).toBeEnabled();
      expect(within(confirmation).getByRole('link', { name: 'Ver el detalle de tu póliza' })).toHaveAttribute(
        'href',
        `/policy/${policy._id}`,
      );

      const asked = policyCalls(fetchMock);
      expect(asked).toBe(3);
      await advance(60_000);
      expect(policyCalls(fetchMock)).toBe(asked);
    });

    it('asks less often as time passes, not at all while the tab is hidden, and at once when it is shown again', async () => {
      const fetchMock = installFetch({ [POLICY]: () => ok(policy) });
      store({ paymentMethod: 'tarjeta', linkDePago: LINK, policyId: policy._id });
      renderResult(`/emission/result?policy=${policy._id}`);
      await screen.findByText(/Esperando la confirmación del pago/);
      expect(policyCalls(fetchMock)).toBe(1);
      await advance(1_000); // 1 s
      expect(policyCalls(fetchMock)).toBe(2);
      await advance(1_500); // 1.5 s later
      expect(policyCalls(fetchMock)).toBe(3);
      await advance(2_000); // the next is 2.25 s away
      expect(policyCalls(fetchMock)).toBe(3);

      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await advance(30_000);
      expect(policyCalls(fetchMock)).toBe(3);
      visibility.mockReturnValue('visible');
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(policyCalls(fetchMock)).toBe(4);
      // Back from the partner's tab the backoff starts over: the next check is 1 s away again.
      await advance(1_000);
      expect(policyCalls(fetchMock)).toBe(5);
    });

    it('a reload (nothing stored) shows where the purchase stands, from the policy in the URL', async () => {
      installFetch({ [POLICY]: ok(policy) });
      renderResult(`/emission/result?policy=${policy._id}`);
      expect(screen.getByRole('status', { name: 'Consultando el estado de tu compra…' })).toBeInTheDocument();
      const pending = await screen.findByRole('region', { name: 'Pendiente de pago' });
      expect(within(pending).getByText('Tu póliza está pendiente de pago.')).toBeInTheDocument();
      expect(within(pending).getByRole('link', { name: 'Completar compra' })).toHaveAttribute(
        'href',
        `/policy/${policy._id}/emission`,
      );
      expect(screen.queryByText('No hay datos para mostrar.')).not.toBeInTheDocument();
    });

    it('a reload after paying shows the confirmation', async () => {
      installFetch({ [POLICY]: ok(paid), [DOCUMENTS]: ok([]) });
      renderResult(`/emission/result?policy=${policy._id}`);
      expect(
        await screen.findByRole('heading', { level: 2, name: '¡Listo! Tu póliza está activa' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('No hay documentos disponibles.')).toBeInTheDocument();
    });
  });
});
