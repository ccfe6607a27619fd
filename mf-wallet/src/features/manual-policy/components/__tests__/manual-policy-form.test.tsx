import userEvent from '@testing-library/user-event';
import { deferred, fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { act, render, screen, waitFor, within } from '@/testing/render';
import { emptyValues, type ManualPolicyValues } from '../../lib/form-values';
import { ManualPolicyForm } from '../manual-policy-form';

const CREATE = 'POST /api/v1/policy/external';
const IMPORT = 'POST /api/v1/policy/import-pdf';
const FILE_ID = '0b9f6c1e-7d2a-4e3b-9c4d-5e6f7a8b9c0d';

type Routes = Parameters<typeof installFetch>[0];

function renderForm({
  insurer = 'mapfre',
  values = {},
  routes = {},
}: { insurer?: string; values?: Partial<ManualPolicyValues>; routes?: Routes } = {}) {
  const fetchMock = installFetch({ 'GET /api/v1/user/policy': ok([]), ...routes });
  const onCancel = jest.fn();
  const result = render(
    <ManualPolicyForm
      summary={{ category: 'Hogar', insurer: insurer.toUpperCase(), plan: 'Hogar Completo', policyNumber: null }}
      initialValues={{ ...emptyValues(), plan: 'Hogar Completo', ...values }}
      target={{ policyId: null, category: 'home', insurer, prefill: null }}
      onCancel={onCancel}
    />,
    { route: '/service/new', path: '/service/new' },
  );
  const requests = (route: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}` === route,
    ) as Array<[string, RequestInit]>;
  const sentJson = (route: string) => JSON.parse(String(requests(route)[0]![1].body)) as Record<string, unknown>;
  return { ...result, fetchMock, onCancel, requests, sentJson };
}

const field = (label: string) => screen.getByLabelText(label);
/** Types a value at once (a paste: one change instead of one per key, which keeps the long cases quick). */
async function type(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function fillRequired() {
  await type('Vigencia desde', '2026-03-01');
  await type('Vigencia hasta', '2027-03-01');
  await type('Producto', 'Hogar Completo MAPFRE');
}

describe('validation', () => {
  it('"Guardar" needs the validity and the product and plan; nothing is sent', async () => {
    const { requests } = renderForm({ values: { plan: '' } });
    await click('Guardar');
    expect(await screen.findByText('Completá la vigencia desde.')).toBeInTheDocument();
    expect(screen.getByText('Completá la vigencia hasta.')).toBeInTheDocument();
    expect(screen.getByText('Completá el producto.')).toBeInTheDocument();
    expect(screen.getByText('Completá el plan.')).toBeInTheDocument();
    expect(field('Vigencia desde')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Vigencia desde')).toHaveFocus());
    // Optional for an insurer other than sbi.
    expect(screen.queryByText('Completá el número de póliza.')).not.toBeInTheDocument();
    expect(field('Número de póliza / endoso (opcional)')).toBeInTheDocument();
    expect(requests(CREATE)).toHaveLength(0);
  });

  it('the policy number is required for sbi', async () => {
    renderForm({ insurer: 'sbi' });
    await fillRequired();
    await click('Guardar');
    expect(await screen.findByText('Completá el número de póliza.')).toBeInTheDocument();
    expect(field('Número de póliza / endoso')).toHaveAttribute('aria-invalid', 'true');
  });

  it('installments are at least 1, amounts are numbers, the validity ends after it starts', async () => {
    renderForm();
    await type('Vigencia desde', '2027-03-01');
    await type('Vigencia hasta', '2026-03-01');
    await type('Cuotas (opcional)', '0');
    await type('Prima (USD) (opcional)', 'mil');
    await click('Guardar');
    expect(await screen.findByText('La vigencia hasta no puede ser anterior a la vigencia desde.')).toBeInTheDocument();
    expect(screen.getByText('Las cuotas son un número entero, de 1 o más.')).toBeInTheDocument();
    expect(screen.getByText('Ingresá un monto en USD, solo números.')).toBeInTheDocument();
  });

  it('offers the renewal and payment options of the spec', () => {
    renderForm();
    const options = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Tipo de renovación (opcional)')).toEqual([
      'Elegí una opción',
      'Automática',
      'Manual',
      'No renueva',
    ]);
    expect(options('Medio de pago (opcional)')).toEqual([
      'Elegí una opción',
      'Débito',
      'Tarjeta de crédito',
      'Transferencia',
      'Efectivo',
    ]);
  });
});

describe('saving', () => {
  it('"Guardar" sends every field and the coverage rows as benefits, status activa, then /app replacing history', async () => {
    const answer = deferred<FakeResponse>();
    const { sentJson, requests, location } = renderForm({ routes: { [CREATE]: () => answer.promise } });
    await type('Nombre del asegurado (opcional)', 'Ana Pérez');
    await type('Número de póliza / endoso (opcional)', 'MAP-123');
    await fillRequired();
    await userEvent.selectOptions(field('Tipo de renovación (opcional)'), 'Manual');
    await userEvent.selectOptions(field('Medio de pago (opcional)'), 'Débito');
    await type('Cuotas (opcional)', '12');
    await type('Prima (USD) (opcional)', '300');
    await type('Premio total (USD) (opcional)', '366,50');
    await type('Nombre del corredor (opcional)', 'Corredora Sur');
    await type('Cobertura (opcional)', 'Todo riesgo');
    await type('Límite (opcional)', 'USD 100.000');
    await type('Deducible (opcional)', 'USD 200');
    await type('Descripción del bien asegurado (opcional)', 'Apartamento en Pocitos');

    // Three rows: one removed, one left blank (not sent).
    await click('Agregar cobertura');
    expect(screen.getAllByLabelText('Nombre de la cobertura')[0]).toHaveFocus();
    await userEvent.keyboard('Incendio');
    await click('Agregar cobertura');
    await userEvent.keyboard('Robo');
    await click('Agregar cobertura');
    await userEvent.keyboard('Cristales');
    const rows = () => screen.getAllByRole('group', { name: /^Cobertura \d$/ });
    await userEvent.type(within(rows()[0]!).getByLabelText('Suma asegurada (USD) (opcional)'), '150000');
    await userEvent.type(within(rows()[2]!).getByLabelText('Suma asegurada (USD) (opcional)'), '2500');
    await click('Quitar cobertura 2');
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Agregar cobertura' })).toHaveFocus();
    await userEvent.clear(within(rows()[1]!).getByLabelText('Nombre de la cobertura'));
    await userEvent.type(within(rows()[1]!).getByLabelText('Nombre de la cobertura'), 'Rotura de cristales');
    await click('Agregar cobertura');

    await click('Guardar');
    await waitFor(() => expect(requests(CREATE)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prefiero completarlo más tarde' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(sentJson(CREATE)).toEqual({
      asegurado: 'Ana Pérez',
      numeroPoliza: 'MAP-123',
      vigenciaDesde: '2026-03-01',
      vigenciaHasta: '2027-03-01',
      tipoRenovacion: 'Manual',
      medioPago: 'Débito',
      prima: 300,
      premioTotal: 366.5,
      cuotas: 12,
      corredor: 'Corredora Sur',
      producto: 'Hogar Completo MAPFRE',
      plan: 'Hogar Completo',
      descripcionBien: 'Apartamento en Pocitos',
      cobertura: 'Todo riesgo',
      limite: 'USD 100.000',
      deducible: 'USD 200',
      category: 'home',
      insurer: 'mapfre',
      productId: null,
      packageId: null,
      prefill: null,
      status: 'activa',
      benefits: [
        { nombreCobertura: 'Incendio', sumaAsegurada: 150000 },
        { nombreCobertura: 'Rotura de cristales', sumaAsegurada: 2500 },
      ],
    });

    await act(async () => answer.resolve(ok({ _id: 'p-1' })));
    await waitFor(() => expect(location().pathname).toBe('/app'));
    expect(await screen.findByText('Pólizas guardadas correctamente')).toBeInTheDocument();
  }, 30_000);

  it('sends once however often "Guardar" is pressed', async () => {
    const answer = deferred<FakeResponse>();
    const { requests } = renderForm({ routes: { [CREATE]: () => answer.promise } });
    await fillRequired();
    const save = screen.getByRole('button', { name: 'Guardar' });
    await userEvent.click(save);
    await userEvent.click(save);
    await waitFor(() => expect(requests(CREATE)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Guardando…' }));
    expect(requests(CREATE)).toHaveLength(1);
    await act(async () => answer.resolve(ok({ _id: 'p-1' })));
  });

  it('"Prefiero completarlo más tarde" saves without the required fields as "Faltan completar datos"', async () => {
    const { sentJson, requests, location } = renderForm({ insurer: 'sbi', routes: { [CREATE]: ok({ _id: 'p-1' }) } });
    await type('Nombre del asegurado (opcional)', 'Ana Pérez');
    await click('Prefiero completarlo más tarde');
    await waitFor(() => expect(requests(CREATE)).toHaveLength(1));
    expect(sentJson(CREATE)).toMatchObject({
      status: 'Faltan completar datos',
      asegurado: 'Ana Pérez',
      vigenciaDesde: null,
      producto: null,
      numeroPoliza: null,
      benefits: [],
    });
    await waitFor(() => expect(location().pathname).toBe('/app'));
  });

  it('"Prefiero completarlo más tarde" still refuses malformed values', async () => {
    const { requests } = renderForm();
    await type('Cuotas (opcional)', '1.5');
    await click('Prefiero completarlo más tarde');
    expect(await screen.findByText('Las cuotas son un número entero, de 1 o más.')).toBeInTheDocument();
    expect(requests(CREATE)).toHaveLength(0);
  });

  it('a coverage row with a sum needs its name', async () => {
    const { requests } = renderForm();
    await click('Agregar cobertura');
    await userEvent.type(screen.getByLabelText('Suma asegurada (USD) (opcional)'), '1000');
    await click('Prefiero completarlo más tarde');
    expect(await screen.findByText('Completá el nombre de la cobertura.')).toBeInTheDocument();
    expect(requests(CREATE)).toHaveLength(0);
  });

  it('a failed save says "No pudimos guardar la póliza." and lets the person try again', async () => {
    const { fetchMock, requests } = renderForm({ routes: { [CREATE]: fail(500) } });
    await fillRequired();
    await click('Guardar');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar la póliza.');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    fetchMock.mockImplementation(async () => ok({ _id: 'p-1' }));
    await click('Guardar');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(requests(CREATE).length + 1));
  });

  it('a failed save for later says "No pudimos guardar. Probá de nuevo."', async () => {
    renderForm({ routes: { [CREATE]: fail(503) } });
    await click('Prefiero completarlo más tarde');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar. Probá de nuevo.');
  });

  it('a 400 naming a field marks that field with the server message and focuses it', async () => {
    renderForm({
      routes: {
        [CREATE]: () => ({
          ok: false,
          status: 400,
          json: async () => ({
            data: null,
            meta: { code: 400, message: 'Revisá la vigencia hasta.', field: 'vigenciaHasta' },
          }),
          text: async () => '',
        }),
      },
    });
    await fillRequired();
    await click('Guardar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisá la vigencia hasta.');
    const to = field('Vigencia hasta');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(to).toHaveFocus());
    // Kept while the value the server refused is there, through other fields' validation.
    await type('Producto', ' 2');
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 400 about a coverage row marks that row', async () => {
    renderForm({
      routes: {
        [CREATE]: () => ({
          ok: false,
          status: 400,
          json: async () => ({
            data: null,
            meta: {
              code: 400,
              message: 'El nombre de la cobertura 1 es muy largo.',
              field: 'benefits[0].nombreCobertura',
            },
          }),
          text: async () => '',
        }),
      },
    });
    await fillRequired();
    await click('Agregar cobertura'); // blank: not sent, so the server's row 0 is the form's second row
    await click('Agregar cobertura');
    await userEvent.keyboard('Incendio');
    await click('Guardar');
    await screen.findByRole('alert');
    const names = screen.getAllByLabelText('Nombre de la cobertura');
    await waitFor(() => expect(names[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(names[0]).not.toHaveAttribute('aria-invalid');
  });

  it('"Cancelar" goes back without sending', async () => {
    const { onCancel, requests } = renderForm();
    await click('Cancelar');
    expect(onCancel).toHaveBeenCalled();
    expect(requests(CREATE)).toHaveLength(0);
  });
});

describe('"Cargar póliza en PDF"', () => {
  const pdf = () => new File(['%PDF-1.7 póliza'], 'poliza-mapfre.pdf', { type: 'application/pdf' });
  const IMPORTED = {
    fileId: FILE_ID,
    fileName: 'poliza-mapfre.pdf',
    prefill: {
      category: 'home',
      insurer: 'mapfre',
      asegurado: 'Bruno Silva',
      numeroPoliza: 'MAP-778899',
      vigenciaDesde: '2026-05-01',
      vigenciaHasta: '2027-05-01',
      tipoRenovacion: 'Automática',
      medioPago: 'Débito',
      prima: null,
      premioTotal: 512.4,
      cuotas: 10,
      corredor: null,
      producto: 'Hogar Completo',
      plan: null,
      benefits: [
        { nombreCobertura: 'Incendio edificio', sumaAsegurada: 180000 },
        { nombreCobertura: 'Hurto', sumaAsegurada: null },
      ],
    },
    recognised: [
      'category',
      'insurer',
      'asegurado',
      'numeroPoliza',
      'vigenciaDesde',
      'vigenciaHasta',
      'tipoRenovacion',
      'medioPago',
      'premioTotal',
      'cuotas',
      'producto',
      'benefits',
    ],
  };

  it('uploads the PDF, fills what was recognised and says which; the save sends documentFileId', async () => {
    const answer = deferred<FakeResponse>();
    const { requests, sentJson } = renderForm({
      routes: { [IMPORT]: () => answer.promise, [CREATE]: ok({ _id: 'p-1' }) },
    });
    await userEvent.upload(screen.getByLabelText('Archivo PDF de la póliza'), pdf());
    expect(screen.getByRole('button', { name: 'Leyendo el PDF…' })).toBeDisabled();
    const [, init] = requests(IMPORT)[0]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect(((init.body as FormData).get('file') as File).name).toBe('poliza-mapfre.pdf');
    await act(async () => answer.resolve(ok(IMPORTED)));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Completamos estos datos desde poliza-mapfre.pdf. Revisalos antes de guardar:');
    expect(
      within(screen.getByRole('list', { name: 'Datos reconocidos en el PDF' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Nombre del asegurado',
      'Número de póliza / endoso',
      'Vigencia desde',
      'Vigencia hasta',
      'Tipo de renovación',
      'Medio de pago',
      'Premio total (USD)',
      'Cuotas',
      'Producto',
      'Coberturas (2)',
    ]);
    expect(field('Nombre del asegurado (opcional)')).toHaveValue('Bruno Silva');
    expect(field('Vigencia desde')).toHaveValue('2026-05-01');
    expect(field('Medio de pago (opcional)')).toHaveValue('Débito');
    expect(field('Cuotas (opcional)')).toHaveValue('10');
    // Not recognised: kept as it was.
    expect(field('Plan')).toHaveValue('Hogar Completo');
    expect(screen.getAllByLabelText('Nombre de la cobertura').map((i) => (i as HTMLInputElement).value)).toEqual([
      'Incendio edificio',
      'Hurto',
    ]);

    await click('Guardar');
    await waitFor(() => expect(requests(CREATE)).toHaveLength(1));
    expect(sentJson(CREATE)).toMatchObject({
      documentFileId: FILE_ID,
      numeroPoliza: 'MAP-778899',
      premioTotal: 512.4,
      benefits: [
        { nombreCobertura: 'Incendio edificio', sumaAsegurada: 180000 },
        { nombreCobertura: 'Hurto', sumaAsegurada: null },
      ],
    });
  });

  it('without an import the save sends no documentFileId', async () => {
    const { sentJson, requests } = renderForm({ routes: { [CREATE]: ok({ _id: 'p-1' }) } });
    await click('Prefiero completarlo más tarde');
    await waitFor(() => expect(requests(CREATE)).toHaveLength(1));
    expect(sentJson(CREATE)).not.toHaveProperty('documentFileId');
  });

  it.each([
    [413, 'El PDF pesa más de 10 MB. Probá con un archivo más liviano.'],
    [415, 'El archivo no es un PDF. Elegí la póliza en formato PDF.'],
  ])('a %i answer says so in Spanish', async (status, message) => {
    renderForm({ routes: { [IMPORT]: fail(status) } });
    await userEvent.upload(screen.getByLabelText('Archivo PDF de la póliza'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Cargar póliza en PDF' })).toBeEnabled();
  });

  it('refuses another kind of file or a PDF over 10 MB before sending it', async () => {
    const { requests } = renderForm();
    const input = screen.getByLabelText('Archivo PDF de la póliza');
    await userEvent.upload(input, new File(['hola'], 'nota.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo no es un PDF. Elegí la póliza en formato PDF.',
    );
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await screen.findByText('El PDF pesa más de 10 MB. Probá con un archivo más liviano.')).toBeInTheDocument();
    expect(requests(IMPORT)).toHaveLength(0);
  });

  it('says when nothing was recognised', async () => {
    renderForm({
      routes: {
        [IMPORT]: ok({
          ...IMPORTED,
          prefill: { ...IMPORTED.prefill, benefits: [] },
          recognised: [],
        }),
      },
    });
    await userEvent.upload(screen.getByLabelText('Archivo PDF de la póliza'), pdf());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No reconocimos datos en poliza-mapfre.pdf: completalos a mano.',
    );
  });
});
