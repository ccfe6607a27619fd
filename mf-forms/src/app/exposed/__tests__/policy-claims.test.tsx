import type { Claim } from 'contracts';
import { installFetch, ok } from 'shared-ui/testing/http';
import { render, screen, within } from '@/testing/render';
import PolicyClaims from '../policy-claims';

const POLICY = '9b2f6c1e-0d5a-4e8b-8f3c-2a1b0c9d8e7f';

const claim: Claim = {
  _id: '1c9e4a70-1111-4c2e-9a00-000000000001',
  createdAt: '2025-10-02T14:30:00.000Z',
  status: 'en gestión',
  numeroPoliza: 'SBI-1',
  policyId: POLICY,
  nombre: 'Ana María',
  apellido: 'Pérez',
  email: 'ana@example.com',
  celular: '099',
  mensaje: 'Detalle largo que el resumen no muestra.',
  attachments: [],
};

describe('PolicyClaims (exposed, for the policy detail)', () => {
  it('lists the claims of one policy, compact', async () => {
    const fetchMock = installFetch({ 'GET /api/v1/claims': ok([claim]) });
    render(<PolicyClaims policyId={POLICY} />);
    const list = await screen.findByRole('list', { name: 'Reclamos de esta póliza' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/v1/claims?policyId=${POLICY}`);
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Reclamo del 02/10/2025');
    expect(item).toHaveTextContent('Estado: En gestión');
    expect(item).not.toHaveTextContent('Detalle largo');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says when the policy has none', async () => {
    installFetch({ 'GET /api/v1/claims': ok([]) });
    render(<PolicyClaims policyId={POLICY} />);
    expect(await screen.findByText('No hay reclamos de esta póliza.')).toBeInTheDocument();
  });
});
