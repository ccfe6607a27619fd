import userEvent from '@testing-library/user-event';
import { useAuthStore } from 'shared-ui';
import { bodyOf, deferred, fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { makeCatalogue } from '@/testing/catalogue-fixture';
import { act, render, screen, waitFor, within } from '@/testing/render';
import ServiceNewPage from '../service-new-page';

const CATALOGUE = 'GET /api/v1/categories/external';
const CREATE = 'POST /api/v1/policy/external';
const PARTNER_PREFILL = {
  insuredName: 'Ana Pérez',
  policyNumber: 'SBI-10000001',
  validityDate: '2026-03-01',
  validityDateEnd: '2027-03-01',
  isRenewal: true,
  paymentMethod: 'Tarjeta de crédito',
  currency: 'USD',
  price: 463.62,
  brokerCardName: 'Martínez & Asociados Corredores de Seguros',
  productName: 'Seguro de Hogar - Apartamentos',
  packageName: 'Recomendado',
};

type Routes = Parameters<typeof installFetch>[0];

function renderPage(state?: unknown, routes: Routes = {}) {
  const fetchMock = installFetch({ [CATALOGUE]: ok(makeCatalogue()), ...routes });
  const result = render(<ServiceNewPage />, {
    route: { pathname: '/service/new', state },
    path: '/service/new',
  });
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);
  /** The JSON body of the first call to `method url`. */
  const sent = (route: string) => {
    const index = calls().findIndex((c) => c === route);
    return index < 0 ? undefined : bodyOf(fetchMock, index);
  };
  return { ...result, fetchMock, calls, sent };
}

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Pasos' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const currentStep = () => screen.getByRole('listitem', { current: 'step' }).textContent;
const choose = (name: string) => userEvent.click(screen.getByRole('button', { name }));
/** The catalogue has loaded: a category's name to choose. */
const categoryButton = async (name: string) => (await screen.findByRole('button', { name })).textContent!;

describe('the wizard "Agregar Servicio"', () => {
  it('goes category → insurer → plan → policy number for sbi, with 1ro 2do 3ro 4to', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar Servicio' })).toBeInTheDocument();
    await categoryButton('Hogar');
    expect(steps()).toEqual(['1roCategoría', '2doAseguradora']);
    expect(currentStep()).toBe('1roCategoría');
    await choose('Hogar');
    expect(currentStep()).toBe('2doAseguradora');
    expect(screen.getByRole('heading', { level: 2, name: '¿Con qué aseguradora lo tenés?' })).toHaveFocus();
    await choose('SBI Seguros');
    expect(steps()).toEqual(['1roCategoría', '2doAseguradora', '3roPlan', '4toNúmero de póliza']);
    expect(currentStep()).toBe('3roPlan');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Premium' }));
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(currentStep()).toBe('4toNúmero de póliza');
    expect(screen.getByLabelText('Número de póliza (opcional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('skips the plan step when the catalogue has no plans, and the number step for other insurers', async () => {
    renderPage();
    await choose(await categoryButton('Dental'));
    await choose('SBI Seguros');
    expect(steps()).toEqual(['1roCategoría', '2doAseguradora', '3roNúmero de póliza']);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await choose('Banco de Seguros del Estado');
    expect(steps()).toEqual(['1roCategoría', '2doAseguradora', '3roConfirmación']);
  });

  it('plans without integration: confirm on the plan step, enabled once a plan is chosen', async () => {
    renderPage();
    await choose(await categoryButton('Hogar'));
    await choose('Banco de Seguros del Estado');
    expect(steps()).toEqual(['1roCategoría', '2doAseguradora', '3roPlan']);
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Hogar Integral' }));
    expect(confirm).toBeEnabled();
  });

  it('no plans and no integration: a confirmation step with plan "único", then the form', async () => {
    const { calls } = renderPage();
    await choose(await categoryButton('Hogar'));
    await choose('MAPFRE');
    expect(currentStep()).toBe('3roConfirmación');
    expect(screen.getByText('Plan').nextElementSibling).toHaveTextContent('único');
    await choose('Confirmar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar servicio' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Tu seguro' });
    const fact = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(fact('Categoría')).toBe('Hogar');
    expect(fact('Aseguradora')).toBe('MAPFRE');
    expect(fact('Plan')).toBe('único');
    expect(fact('Número de póliza')).toBe('Sin número');
    expect(screen.getByLabelText('Plan')).toHaveValue('único');
    expect(calls().filter((c) => c.includes('/sbi/'))).toEqual([]);
  });

  it('choosing the category again resets insurer and plan', async () => {
    renderPage();
    await choose(await categoryButton('Hogar'));
    await choose('SBI Seguros');
    await userEvent.click(screen.getByRole('radio', { name: 'Básico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(currentStep()).toBe('1roCategoría');
    expect(screen.getByRole('button', { name: 'Hogar' })).toHaveAttribute('aria-pressed', 'true');
    await choose('Auto');
    expect(currentStep()).toBe('2doAseguradora');
    expect(screen.getByRole('button', { name: 'SBI Seguros' })).toHaveAttribute('aria-pressed', 'false');
    await choose('SBI Seguros');
    expect(screen.getByRole('radio', { name: 'Auto Total' })).not.toBeChecked();
  });

  it('"Volver" on the first step leaves for the wallet', async () => {
    const { location } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(location().pathname).toBe('/app');
  });

  it('says "Error cargando catálogo" and retries', async () => {
    const { fetchMock } = renderPage(undefined, { [CATALOGUE]: fail(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando catálogo');
    fetchMock.mockImplementation(async () => ok(makeCatalogue()));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Hogar' })).toBeInTheDocument();
  });

  describe('partner lookup (sbi)', () => {
    async function toNumberStep() {
      await choose(await categoryButton('Hogar'));
      await choose('SBI Seguros');
      await userEvent.click(screen.getByRole('radio', { name: 'Recomendado' }));
      await choose('Continuar');
    }

    it('looks the number up and fills the form with what the insurer told', async () => {
      const answer = deferred<FakeResponse>();
      const { calls } = renderPage(undefined, { 'GET /api/v1/sbi/poliza/SBI-10000001': () => answer.promise });
      await toNumberStep();
      await userEvent.type(screen.getByLabelText('Número de póliza (opcional)'), 'SBI-10000001');
      await choose('Confirmar');
      expect(screen.getByRole('button', { name: 'Buscando tu póliza…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
      await act(async () => answer.resolve(ok(PARTNER_PREFILL)));
      expect(await screen.findByRole('heading', { level: 1, name: 'Agregar servicio' })).toBeInTheDocument();
      expect(calls()).toContain('GET /api/v1/sbi/poliza/SBI-10000001');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Completamos el formulario con los datos de tu póliza en SBI Seguros. Revisalos antes de guardar.',
      );
      expect(screen.getByLabelText('Nombre del asegurado (opcional)')).toHaveValue('Ana Pérez');
      expect(screen.getByLabelText('Número de póliza / endoso')).toHaveValue('SBI-10000001');
      expect(screen.getByLabelText('Vigencia desde')).toHaveValue('2026-03-01');
      expect(screen.getByLabelText('Vigencia hasta')).toHaveValue('2027-03-01');
      expect(screen.getByLabelText('Tipo de renovación (opcional)')).toHaveValue('Automática');
      expect(screen.getByLabelText('Medio de pago (opcional)')).toHaveValue('Tarjeta de crédito');
      expect(screen.getByLabelText('Premio total (USD) (opcional)')).toHaveValue('463.62');
      expect(screen.getByLabelText('Nombre del corredor (opcional)')).toHaveValue(
        'Martínez & Asociados Corredores de Seguros',
      );
      expect(screen.getByLabelText('Producto')).toHaveValue('Seguro de Hogar - Apartamentos');
      expect(screen.getByLabelText('Plan')).toHaveValue('Recomendado');
    });

    it('a number the insurer does not know gives the warning with manual entry or PDF upload', async () => {
      renderPage(undefined, {
        'GET /api/v1/sbi/poliza/SBI-99999999': fail(404, 'No encontramos la póliza en la aseguradora.'),
      });
      await toNumberStep();
      await userEvent.type(screen.getByLabelText('Número de póliza (opcional)'), 'SBI-99999999');
      await choose('Confirmar');
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('No encontramos la póliza SBI-99999999 en SBI Seguros.');
      expect(warning).toHaveTextContent('Podés completar los datos a mano o cargar la póliza en PDF.');
      expect(screen.getByLabelText('Número de póliza / endoso')).toHaveValue('SBI-99999999');
      expect(screen.getByLabelText('Plan')).toHaveValue('Recomendado');
      await userEvent.click(within(warning).getByRole('button', { name: 'Completar a mano' }));
      expect(screen.getByLabelText('Nombre del asegurado (opcional)')).toHaveFocus();
    });

    it('without a number it goes straight to the form, asking nothing', async () => {
      const { calls } = renderPage();
      await toNumberStep();
      await choose('Confirmar');
      expect(await screen.findByRole('heading', { level: 1, name: 'Agregar servicio' })).toBeInTheDocument();
      expect(calls()).toEqual(['GET /api/v1/categories/external']);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('keeps the person on the step when the lookup fails for another reason', async () => {
      renderPage(undefined, { 'GET /api/v1/sbi/poliza/SBI-10000001': fail(502, 'La aseguradora no responde.') });
      await toNumberStep();
      await userEvent.type(screen.getByLabelText('Número de póliza (opcional)'), 'SBI-10000001');
      await choose('Confirmar');
      expect(await screen.findByText('La aseguradora no responde.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    });
  });
});

describe('the draft through navigation state', () => {
  it('opens the form directly', async () => {
    const { calls } = renderPage({ category: 'car', insurer: 'bse', plan: 'Automóviles Total' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar servicio' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plan')).toHaveValue('Automóviles Total');
    expect(calls()).toEqual([]);
  });

  it('an edit draft loads the policy and saves it by PUT', async () => {
    const ID = '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c';
    const policy = makePolicy({
      externo: true,
      status: 'Faltan completar datos',
      category: 'car',
      insurer: 'bse',
      plan: 'Automóviles Total',
      numeroPoliza: null,
      titular: 'Ana Pérez',
      asegurado: 'Ana Pérez',
      fechaEmision: null,
      fechaVencimiento: null,
      producto: 'Automóviles',
      medioPago: 'Débito',
      metodoPago: 'Débito',
      price: 900,
      premioTotal: 900,
      benefits: [
        {
          _id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          nombreCobertura: 'Responsabilidad civil',
          sumaAsegurada: 500000,
        },
      ],
      createdFromQuoteId: null,
    });
    const put = deferred<FakeResponse>();
    const { sent, location, calls } = renderPage(
      { editPolicyId: ID, insurer: 'bse', category: 'car' },
      {
        [`GET /api/v1/policy/${ID}`]: ok(policy),
        [`PUT /api/v1/policy/${ID}`]: () => put.promise,
        'GET /api/v1/user/policy': ok([]),
      },
    );
    expect(await screen.findByLabelText('Producto')).toHaveValue('Automóviles');
    expect(screen.getByLabelText('Nombre del asegurado (opcional)')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Medio de pago (opcional)')).toHaveValue('Débito');
    expect(screen.getByLabelText('Premio total (USD) (opcional)')).toHaveValue('900');
    expect(screen.getByLabelText('Nombre de la cobertura')).toHaveValue('Responsabilidad civil');
    const summary = screen.getByRole('region', { name: 'Tu seguro' });
    expect(within(summary).getByText('Aseguradora').nextElementSibling).toHaveTextContent(
      'Banco de Seguros del Estado',
    );
    expect(within(summary).getByText('Categoría').nextElementSibling).toHaveTextContent('Auto');

    await userEvent.type(screen.getByLabelText('Vigencia desde'), '2026-01-10');
    await userEvent.type(screen.getByLabelText('Vigencia hasta'), '2027-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls()).toContain(`PUT /api/v1/policy/${ID}`));
    expect(sent(`PUT /api/v1/policy/${ID}`)).toMatchObject({
      status: 'activa',
      category: 'car',
      insurer: 'bse',
      vigenciaDesde: '2026-01-10',
      vigenciaHasta: '2027-01-10',
      producto: 'Automóviles',
      plan: 'Automóviles Total',
      benefits: [
        {
          _id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
          nombreCobertura: 'Responsabilidad civil',
          sumaAsegurada: 500000,
        },
      ],
    });
    expect(calls()).not.toContain(CREATE);
    await act(async () => put.resolve(ok({ ...policy, status: 'activa' })));
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/app' }));
  });

  it('an edit draft of a policy that is not there says so', async () => {
    renderPage({ editPolicyId: 'p-x', insurer: 'bse', category: 'car' }, { 'GET /api/v1/policy/p-x': fail(404) });
    expect(await screen.findByText('No encontramos esta póliza para completar sus datos.')).toBeInTheDocument();
  });
});

it('stays signed out of saving: "Debes iniciar sesión para guardar tus pólizas"', async () => {
  const { calls } = renderPage({ category: 'dental', insurer: 'mapfre', plan: 'único' });
  await screen.findByRole('heading', { level: 1, name: 'Agregar servicio' });
  act(() => useAuthStore.setState({ status: 'not-authenticated', user: null }));
  await userEvent.click(screen.getByRole('button', { name: 'Prefiero completarlo más tarde' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Debes iniciar sesión para guardar tus pólizas');
  expect(calls()).toEqual([]);
});
