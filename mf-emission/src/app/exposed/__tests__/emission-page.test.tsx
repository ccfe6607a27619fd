import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-ui';
import { fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { EMISSION_RESULT_KEY } from '@/lib/emission-result-storage';
import { bikePolicy, pendingPolicy } from '@/testing/fixtures';
import { act, fireEvent, render, screen, waitFor, within } from 'shared-ui/testing/render';
import type { Policy } from 'contracts';
import EmissionPage from '../emission-page';

const POLICY_URL = (id: string) => `GET /api/v1/policy/${id}`;
const EMISSION = 'POST /api/v1/sbi/emision';
const LINK = 'https://pagos.sbi.example/pagar/tok123';

function renderEmission(
  policy: Policy,
  emission: FakeResponse | (() => Promise<FakeResponse>) = ok({
    emisionId: 'e1',
    linkDePago: null,
    estado: 'pendiente_pago',
  }),
) {
  const fetchMock = installFetch({
    [POLICY_URL(policy._id)]: ok(policy),
    [EMISSION]: typeof emission === 'function' ? () => emission() : emission,
  });
  const view = render(<EmissionPage />, { route: `/policy/${policy._id}/emission`, path: '/policy/:id/emission' });
  return { ...view, fetchMock };
}

function emissionCalls(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
}

function sentBody(fetchMock: jest.Mock) {
  const [call] = emissionCalls(fetchMock);
  return JSON.parse(String((call![1] as RequestInit).body));
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

/** What the prefill leaves for the person to fill: the document, the street and the department. */
async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Número de documento'), '1.234.567-2');
  await userEvent.type(screen.getByLabelText('Calle'), 'Bv. Artigas');
  await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Montevideo');
}
const submitButton = () => screen.getByRole('button', { name: 'Emitir póliza' });

describe('EmissionPage', () => {
  beforeEach(() => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { name: 'Ana María Pérez', email: 'ana@example.com' },
      getAccessToken: async () => 'token-de-prueba',
    });
    sessionStorage.clear();
  });

  afterEach(() => jest.restoreAllMocks());

  it("prefills the phone and document the person keeps in 'Mi Perfil'", async () => {
    installFetch({
      [POLICY_URL(pendingPolicy()._id)]: ok(pendingPolicy()),
      'GET /api/v1/user/profile': ok({
        name: 'Ana María Pérez',
        email: 'ana@example.com',
        phone: '099123456',
        documentType: 'CI',
        documentNumber: '12345672',
      }),
    });
    render(<EmissionPage />, { route: `/policy/${pendingPolicy()._id}/emission`, path: '/policy/:id/emission' });
    expect(await screen.findByLabelText('Celular')).toHaveValue('099123456');
    expect(screen.getByLabelText('Tipo de documento')).toHaveValue('CI');
    expect(screen.getByLabelText('Número de documento')).toHaveValue('12345672');
  });

  it('loads the policy and prefills the form from the signed-in user', async () => {
    renderEmission(pendingPolicy());
    expect(await screen.findByRole('heading', { level: 1, name: 'Completá tu compra' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana María');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Pérez');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Celular')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('País')).toHaveValue('Uruguay');
    expect(screen.getByLabelText('Tipo de documento')).toHaveValue('CI');
    const departments = within(screen.getByLabelText('Departamento')).getAllByRole('option');
    expect(departments).toHaveLength(20); // placeholder + 19 departments
    expect(departments.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'Artigas',
        'Montevideo',
        'Paysandú',
        'Río Negro',
        'San José',
        'Tacuarembó',
        'Treinta y Tres',
      ]),
    );
    // Home policies have no bike section.
    expect(screen.queryByLabelText('Marca')).not.toBeInTheDocument();
  });

  it('shows a Spanish not-found state with a link to /app on 404', async () => {
    const id = pendingPolicy()._id;
    installFetch({ [POLICY_URL(id)]: fail(404, 'Póliza no encontrada') });
    render(<EmissionPage />, { route: `/policy/${id}/emission`, path: '/policy/:id/emission' });
    expect(await screen.findByRole('heading', { name: 'No encontramos la póliza' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis seguros' })).toHaveAttribute('href', '/app');
  });

  it('offers installments only for Abitab or RedPagos', async () => {
    renderEmission(pendingPolicy());
    await screen.findByLabelText('Nombre');
    expect(screen.queryByLabelText('Cantidad de cuotas')).not.toBeInTheDocument();

    await userEvent.click(radio(/Tarjeta de crédito o débito/));
    expect(screen.queryByLabelText('Cantidad de cuotas')).not.toBeInTheDocument();
    await userEvent.click(radio(/Transferencia bancaria/));
    expect(screen.queryByLabelText('Cantidad de cuotas')).not.toBeInTheDocument();

    await userEvent.click(radio(/Abitab o RedPagos/));
    const installments = screen.getByLabelText('Cantidad de cuotas');
    expect(
      within(installments)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '1 cuota',
      '2 cuotas',
      '3 cuotas',
      '4 cuotas',
      '5 cuotas',
      '6 cuotas',
      '7 cuotas',
      '8 cuotas',
      '9 cuotas',
      '10 cuotas',
    ]);
    expect(
      screen.getByText(/hasta en 10 cuotas/, { selector: `#${installments.getAttribute('aria-describedby')}` }),
    ).toBeInTheDocument();
  });

  it('an empty submit marks every missing field at once, focuses the first, sends nothing and opens no tab', async () => {
    const open = jest.spyOn(window, 'open');
    const { fetchMock } = renderEmission(bikePolicy());
    await screen.findByLabelText('Nombre');
    await userEvent.click(submitButton());

    const expected: Array<[string, string]> = [
      ['Número de documento', 'Completá el número de documento.'],
      ['Calle', 'Completá la calle.'],
      ['Departamento', 'Completá el departamento.'],
      ['Marca', 'Completá la marca.'],
      ['Modelo', 'Completá el modelo.'],
      ['Número de serie', 'Completá el número de serie.'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(
      screen.getByText('Falta la factura de la bicicleta (un PDF o una imagen de hasta 5 MB).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Elegí una forma de pago.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Revisá los campos marcados: falta completar o corregir algunos datos.')).toHaveAttribute(
      'role',
      'alert',
    );
    // Prefilled from the session: not marked.
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Número de documento')).toHaveFocus();
    expect(emissionCalls(fetchMock)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('marks invalid values too (the rules of contracts), and opens no payment tab by card until they are fixed', async () => {
    const open = jest.spyOn(window, 'open');
    const { fetchMock } = renderEmission(pendingPolicy());
    await screen.findByLabelText('Nombre');
    await fillRequired();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ana@');
    await userEvent.clear(screen.getByLabelText('Número de documento'));
    await userEvent.type(screen.getByLabelText('Número de documento'), 'ABC');
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '2999-01-01' } });
    await userEvent.click(radio(/Tarjeta de crédito o débito/));
    await userEvent.click(submitButton());

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Revisá el correo electrónico: no tiene un formato válido.',
    );
    expect(screen.getByLabelText('Número de documento')).toHaveAccessibleDescription(
      expect.stringContaining('Revisá el número de documento: no tiene un formato válido.'),
    );
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(
      'La fecha de nacimiento debe ser una fecha válida (AAAA-MM-DD) anterior a hoy.',
    );
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    expect(emissionCalls(fetchMock)).toHaveLength(0);
  });

  it('keeps what was typed when the person leaves and comes back, and forgets it once the emission is sent', async () => {
    const policy = pendingPolicy();
    const first = renderEmission(policy);
    await screen.findByLabelText('Nombre');
    await userEvent.type(screen.getByLabelText('Calle'), 'Bv. Artigas');
    await userEvent.type(screen.getByLabelText('Ciudad'), 'Montevideo');
    await userEvent.click(radio(/Transferencia bancaria/));
    first.unmount();

    const { fetchMock, location } = renderEmission(policy);
    expect(await screen.findByLabelText('Calle')).toHaveValue('Bv. Artigas');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Montevideo');
    expect(radio(/Transferencia bancaria/)).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(`emissionDraft:${policy._id}`)!)).toMatchObject({
      address: 'Bv. Artigas',
    });

    await userEvent.type(screen.getByLabelText('Número de documento'), '1.234.567-2');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Montevideo');
    await userEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/emission/result'));
    expect(emissionCalls(fetchMock)).toHaveLength(1);
    expect(sessionStorage.getItem(`emissionDraft:${policy._id}`)).toBeNull();
  });

  it('never keeps the invoice file in the draft', async () => {
    const policy = bikePolicy();
    renderEmission(policy);
    await userEvent.upload(
      await screen.findByLabelText('Factura de compra'),
      new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByLabelText('Marca'), 'Trek');
    const draft = JSON.parse(sessionStorage.getItem(`emissionDraft:${policy._id}`)!);
    expect(draft).toMatchObject({ brand: 'Trek' });
    expect(draft).not.toHaveProperty('file');
  });

  it('alerts and sends nothing when a home policy has no productId', async () => {
    const open = jest.spyOn(window, 'open');
    const { fetchMock } = renderEmission(pendingPolicy({ productId: null }));
    await screen.findByLabelText('Nombre');
    await fillRequired();
    await userEvent.click(radio(/Tarjeta de crédito o débito/));
    await userEvent.click(submitButton());
    expect(
      screen.getByText('Falta el productId del seguro de hogar. Volvé a seleccionar el producto/paquete.'),
    ).toHaveAttribute('role', 'alert');
    expect(emissionCalls(fetchMock)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('rejects an invoice that is not a PDF or an image, and shows the chosen file name', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderEmission(bikePolicy());
    const input = await screen.findByLabelText('Factura de compra');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/*');

    await user.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La factura tiene que ser un PDF o una imagen (JPG, PNG…).');
    expect(screen.queryByText(/Archivo elegido/)).not.toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Archivo elegido: factura.pdf')).toBeInTheDocument();
  });

  it('emits a bike by bank transfer with the invoice, stores the result and goes to the result screen', async () => {
    const open = jest.spyOn(window, 'open');
    const policy = bikePolicy();
    const { fetchMock, location } = renderEmission(policy);
    await screen.findByLabelText('Nombre');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Marca'), 'Trek');
    await userEvent.type(screen.getByLabelText('Modelo'), 'Marlin 5');
    await userEvent.type(screen.getByLabelText('Número de serie'), 'WTU123');
    await userEvent.upload(
      screen.getByLabelText('Factura de compra'),
      new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Canelones');
    await userEvent.click(radio(/Transferencia bancaria/));
    await userEvent.click(submitButton());

    await waitFor(() => expect(location().pathname).toBe('/emission/result'));
    expect(open).not.toHaveBeenCalled();
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({
      productoId: '101',
      paqueteId: policy.packageId,
      nombreORazonSocial: 'Ana María',
      apellido: 'Pérez',
      departamento: 'Canelones',
      numeroDePuerta: 's/n',
      formaDePago: 'L',
      cantidadDeCuotas: 1,
      emailTo: 'ana@example.com',
      emailCC: 'emisiones@seguros.uy',
      paymentCode: null,
      createdFromQuoteId: policy.createdFromQuoteId,
      policyId: policy._id,
    });
    const archivo = body.camposAdicionales.find((c: { nombre: string }) => c.nombre === 'Archivo');
    expect(JSON.parse(archivo.valor)).toEqual([{ fileName: 'factura.pdf', base64: 'JVBERi0xLjQ=' }]);
    expect(JSON.parse(sessionStorage.getItem(EMISSION_RESULT_KEY)!)).toEqual({
      paymentMethod: 'link',
      linkDePago: null,
      policyId: policy._id,
    });
    // The policy travels in the URL too: a reload of the result screen still knows the purchase.
    expect(location().search).toBe(`?policy=${policy._id}`);
  });

  it('forces the installments to 0 for Abitab or RedPagos', async () => {
    const { fetchMock, location } = renderEmission(pendingPolicy());
    await screen.findByLabelText('Nombre');
    await fillRequired();
    await userEvent.click(radio(/Abitab o RedPagos/));
    await userEvent.selectOptions(screen.getByLabelText('Cantidad de cuotas'), '5');
    await userEvent.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/emission/result'));
    expect(sentBody(fetchMock)).toMatchObject({ productoId: '202', formaDePago: 'R', cantidadDeCuotas: 0 });
    expect(JSON.parse(sessionStorage.getItem(EMISSION_RESULT_KEY)!)).toEqual({
      paymentMethod: 'red_cobranza',
      linkDePago: null,
      policyId: pendingPolicy()._id,
    });
  });

  describe('card payment', () => {
    function fakeWindow() {
      return { location: { href: '' }, close: jest.fn(), opener: null as unknown };
    }

    beforeEach(() => {
      Object.assign(URL, {
        createObjectURL: jest.fn(() => 'blob:http://localhost/placeholder'),
        revokeObjectURL: jest.fn(),
      });
    });

    it('opens the placeholder tab before the request and sends it to the payment link', async () => {
      const tab = fakeWindow();
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { fetchMock, location } = renderEmission(
        pendingPolicy(),
        ok({ emisionId: 'e1', linkDePago: LINK, estado: 'pendiente_pago' }),
      );
      await screen.findByLabelText('Nombre');
      await fillRequired();
      await userEvent.click(radio(/Tarjeta de crédito o débito/));
      await userEvent.click(submitButton());

      await waitFor(() => expect(location().pathname).toBe('/emission/result'));
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith('blob:http://localhost/placeholder', '_blank');
      const postIndex = fetchMock.mock.calls.findIndex(
        ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
      );
      expect(open.mock.invocationCallOrder[0]!).toBeLessThan(fetchMock.mock.invocationCallOrder[postIndex]!);
      expect(sentBody(fetchMock)).toMatchObject({ formaDePago: 'T' });
      expect(tab.location.href).toBe(LINK);
      expect(tab.close).not.toHaveBeenCalled();
      expect(JSON.parse(sessionStorage.getItem(EMISSION_RESULT_KEY)!)).toEqual({
        paymentMethod: 'tarjeta',
        linkDePago: LINK,
        policyId: pendingPolicy()._id,
      });
    });

    it('closes the placeholder tab and shows the server message when emission fails', async () => {
      const tab = fakeWindow();
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { location } = renderEmission(pendingPolicy(), fail(502, 'La aseguradora no respondió. Probá de nuevo.'));
      await screen.findByLabelText('Nombre');
      await fillRequired();
      await userEvent.click(radio(/Tarjeta de crédito o débito/));
      await userEvent.click(submitButton());

      expect(await screen.findByText('La aseguradora no respondió. Probá de nuevo.')).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
      expect(location().pathname).toBe(`/policy/${pendingPolicy()._id}/emission`);
      expect(submitButton()).toBeEnabled();
      expect(sessionStorage.getItem(EMISSION_RESULT_KEY)).toBeNull();
    });

    it("falls back to 'Error al emitir póliza' when the server gives no message", async () => {
      jest.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
      renderEmission(pendingPolicy(), fail(500));
      await screen.findByLabelText('Nombre');
      await fillRequired();
      await userEvent.click(radio(/Tarjeta de crédito o débito/));
      await userEvent.click(submitButton());
      expect(await screen.findByText('Error al emitir póliza')).toBeInTheDocument();
    });
  });

  it('is busy while sending and a double click sends one request', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const pending = new Promise<FakeResponse>((resolve) => {
      answer = resolve;
    });
    const { fetchMock, location } = renderEmission(pendingPolicy(), () => pending);
    await screen.findByLabelText('Nombre');
    await fillRequired();
    await userEvent.click(radio(/Transferencia bancaria/));

    const form = screen.getByRole('form', { name: 'Datos para emitir la póliza' });
    // Two submits in one batch, before React re-renders the busy state: only the ref guard stops the second.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Emitiendo…' }));

    expect(screen.getByRole('button', { name: 'Emitiendo…' })).toBeDisabled();
    await waitFor(() => expect(emissionCalls(fetchMock)).toHaveLength(1));
    answer(ok({ emisionId: 'e1', linkDePago: null, estado: 'pendiente_pago' }));
    await waitFor(() => expect(location().pathname).toBe('/emission/result'));
    expect(emissionCalls(fetchMock)).toHaveLength(1);
  });
});
