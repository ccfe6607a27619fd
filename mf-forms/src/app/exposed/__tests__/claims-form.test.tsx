import userEvent from '@testing-library/user-event';
import type { Claim } from 'contracts';
import { appTabState } from 'shared-ui';
import { installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor, within } from '@/testing/render';
import ClaimsForm from '../claims-form';

function aClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    _id: '1c9e4a70-1111-4c2e-9a00-000000000001',
    createdAt: '2025-10-02T14:30:00.000Z',
    status: 'recibido',
    numeroPoliza: 'SBI-2025-000123',
    policyId: null,
    nombre: 'Ana María',
    apellido: 'Pérez',
    email: 'ana@example.com',
    celular: '099 123 456',
    mensaje: 'Me robaron la bici.',
    attachments: [
      {
        _id: '2d0f5b81-2222-4d3f-8b11-000000000002',
        name: 'denuncia.pdf',
        size: 150 * 1024,
        contentType: 'application/pdf',
      },
    ],
    ...overrides,
  };
}

const claimsList = () => screen.getByRole('list', { name: 'Tus reclamos' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('Reclamos de Siniestros (exposed ./ClaimsForm)', () => {
  it('lists the person’s claims with status, date, policy and attachments', async () => {
    installFetch({
      'GET /api/v1/claims': ok([
        aClaim(),
        aClaim({
          _id: '1c9e4a70-1111-4c2e-9a00-000000000003',
          status: 'en gestión',
          numeroPoliza: null,
          createdAt: '2025-09-20T12:00:00.000Z',
          mensaje: null,
          attachments: [],
        }),
        aClaim({ _id: '1c9e4a70-1111-4c2e-9a00-000000000004', status: 'cerrado', attachments: [] }),
      ]),
    });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    const list = await screen.findByRole('list', { name: 'Tus reclamos' });
    // The claims themselves, not the attachments listed inside them.
    const claims = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(claims).toHaveLength(3);
    expect(within(claims[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Póliza SBI-2025-000123 del 02/10/2025',
    );
    expect(claims[0]).toHaveTextContent('Estado: Recibido');
    expect(claims[0]).toHaveTextContent('Me robaron la bici.');
    expect(within(claims[0]!).getByRole('button', { name: 'Descargar denuncia.pdf (150 KB)' })).toBeInTheDocument();
    expect(within(claims[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Reclamo del 20/09/2025');
    expect(claims[1]).toHaveTextContent('Estado: En gestión');
    expect(claims[1]).toHaveTextContent('Sin número de póliza');
    expect(claims[2]).toHaveTextContent('Estado: Cerrado');
  });

  it('says there are none yet', async () => {
    installFetch({ 'GET /api/v1/claims': ok([]) });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    expect(await screen.findByText('Todavía no enviaste reclamos.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    installFetch({
      'GET /api/v1/claims': () => {
        calls += 1;
        return calls === 1 ? { ok: false, status: 500, json: async () => ({}), text: async () => '' } : ok([]);
      },
    });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    expect(await screen.findByText('No pudimos cargar tus reclamos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no enviaste reclamos.')).toBeInTheDocument();
  });

  it('refreshes the list after a claim is sent', async () => {
    let stored: Claim[] = [];
    const fetchMock = installFetch({
      'GET /api/v1/claims': () => ok(stored),
      'POST /api/v1/claims': () => {
        stored = [aClaim({ numeroPoliza: null, attachments: [] })];
        return ok(stored[0]);
      },
    });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    await screen.findByText('Todavía no enviaste reclamos.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Celular' }), '099 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
    expect(await screen.findByText('¡Tu reclamo fue enviado! Te contactaremos a la brevedad.')).toBeInTheDocument();
    await waitFor(() => expect(within(claimsList()).getByText(/Reclamo del/)).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET')).toHaveLength(2);
  });

  it('fills the policy number from the navigation state (Denunciar tu Siniestro)', async () => {
    installFetch({ 'GET /api/v1/claims': ok([]) });
    render(<ClaimsForm />, {
      route: { pathname: '/app', state: { ...appTabState('reclamos'), policyNumber: 'SBI-2025-000777' } },
      path: '/app',
    });
    expect(screen.getByRole('textbox', { name: /Número de póliza/ })).toHaveValue('SBI-2025-000777');
  });

  it('prefers the policy number its host passes', () => {
    installFetch({ 'GET /api/v1/claims': ok([]) });
    render(<ClaimsForm policyNumber="SBI-9" />, {
      route: { pathname: '/app', state: { policyNumber: 'SBI-2025-000777' } },
      path: '/app',
    });
    expect(screen.getByRole('textbox', { name: /Número de póliza/ })).toHaveValue('SBI-9');
  });

  it('downloads an attachment with the session’s token', async () => {
    const claim = aClaim();
    const attachment = claim.attachments[0]!;
    const bytes = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const fetchMock = installFetch({
      'GET /api/v1/claims': ok([claim]),
      [`GET /api/v1/claims/${claim._id}/attachments/${attachment._id}`]: {
        ok: true,
        status: 200,
        json: async () => ({}),
        text: async () => '',
        blob: async () => bytes,
      } as never,
    });
    const createObjectURL = jest.fn(() => 'blob:denuncia');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('denuncia.pdf');
      expect(this.href).toBe('blob:denuncia');
    });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar denuncia.pdf (150 KB)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(bytes);
    const download = fetchMock.mock.calls.find(([url]) => String(url).includes('/attachments/'))!;
    expect((download[1] as RequestInit).headers).toEqual({ authorization: 'Bearer test-token' });
  });

  it('says the spec’s message when an attachment cannot be fetched', async () => {
    const claim = aClaim();
    installFetch({ 'GET /api/v1/claims': ok([claim]) });
    render(<ClaimsForm />, { route: '/app', path: '/app' });
    await userEvent.click(await screen.findByRole('button', { name: /Descargar denuncia.pdf/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener archivo');
  });

  it('loads nothing without a session', () => {
    const fetchMock = installFetch();
    render(<ClaimsForm />, { route: '/app', path: '/app', session: 'visitor' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
