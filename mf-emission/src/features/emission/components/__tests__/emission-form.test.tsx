// A 400 that names a request field (meta.field) marks that field of the form, with the server's message.
import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-ui';
import { installFetch, jsonResponse, ok } from 'shared-ui/testing/http';
import { render, screen, waitFor } from 'shared-ui/testing/render';
import type { EmissionPolicy } from '../../lib/build-emission-request';
import { initialEmissionValues } from '../../lib/form-values';
import { EmissionForm } from '../emission-form';

const EMISSION = 'POST /api/v1/sbi/emision';

const homePolicy: EmissionPolicy = {
  _id: '0b6f1c1e-8f1a-4c55-9d1e-2f1f3c4d5e6f',
  category: 'home',
  productId: 'prod-home',
  packageId: 'pkg-1',
  selectedPackage: null,
  createdFromQuoteId: null,
};

function fieldError(field: string, message: string) {
  return jsonResponse(400, { data: null, meta: { code: 400, message, field } });
}

function renderForm(answer: ReturnType<typeof jsonResponse>[], policy: EmissionPolicy = homePolicy) {
  const queue = [...answer];
  const fetchMock = installFetch({ [EMISSION]: () => queue.shift() ?? ok({ linkDePago: null }) });
  // Everything the rules of contracts ask for is there: what follows is the server's answer.
  const initialValues = {
    ...initialEmissionValues({ user: { name: 'Ana Pérez', email: 'ana@example.com' }, policy: { titular: null } }),
    documentNumber: '1.234.567-2',
    address: 'Bv. Artigas',
    region: 'Montevideo',
  };
  render(<EmissionForm policy={policy} initialValues={initialValues} userEmail="ana@example.com" />, {
    route: '/policy/p/emission',
    path: '/policy/:id/emission',
  });
  return fetchMock;
}

async function submitByTransfer() {
  await userEvent.click(screen.getByRole('radio', { name: /Transferencia bancaria/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Emitir póliza' }));
}

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', getAccessToken: async () => 'token' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('EmissionForm, server field errors', () => {
  it('marks the field the server names, says why under it, focuses it, and still shows the toast', async () => {
    renderForm([fieldError('numeroDeDocumentoODeRut', 'Completá el número de documento.')]);
    await submitByTransfer();

    const field = await screen.findByRole('textbox', { name: 'Número de documento' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Completá el número de documento.');
    await waitFor(() => expect(field).toHaveFocus());
    // Under the field, and in the toast.
    await waitFor(() => expect(screen.getAllByText('Completá el número de documento.')).toHaveLength(2));
    // Other fields stay as they were.
    expect(screen.getByRole('textbox', { name: 'Calle' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the mark when the person leaves the field, and drops it once they change it', async () => {
    renderForm([fieldError('calle', 'Completá la calle.')]);
    await submitByTransfer();
    const street = await screen.findByRole('textbox', { name: 'Calle' });
    await waitFor(() => expect(street).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(street).toHaveAccessibleDescription('Completá la calle.'));
    expect(street).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(street, 'Av. Italia');
    await waitFor(() => expect(street).not.toHaveAttribute('aria-invalid'));
    expect(screen.getAllByText('Completá la calle.')).toHaveLength(1); // only the toast
  });

  it.each([
    ['nombreORazonSocial', 'Nombre'],
    ['correoElectronico', 'Email'],
    ['celular', 'Celular'],
    ['departamento', 'Departamento'],
    ['inicioDeVigencia', 'Inicio de vigencia'],
  ])('maps %s to the field labelled %s', async (wire, label) => {
    renderForm([fieldError(wire, 'Revisá este dato.')]);
    await submitByTransfer();
    const field = await screen.findByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Revisá este dato\.$/);
  });

  it('a 400 about a field the form does not have only shows the toast', async () => {
    renderForm([fieldError('paqueteId', 'El paquete no existe.')]);
    await submitByTransfer();
    expect(await screen.findByText('El paquete no existe.')).toBeInTheDocument();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
