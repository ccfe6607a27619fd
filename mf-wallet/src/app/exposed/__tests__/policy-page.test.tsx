import { createElement } from 'react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Policy } from 'shared-ui';
import { fakeRemotes } from 'shared-ui/testing/federation';
import { deferred, fail, installFetch, ok, type FakeResponse } from 'shared-ui/testing/http';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { act, render, screen, waitFor, within } from '@/testing/render';
import { setViewport } from '@/testing/viewport';
import { todayInUruguay } from '@/features/policies/lib/expiry';
import PolicyPage from '../policy-page';

const ID = '3f1c2b9e-8a4d-4c1e-9b7a-1d2e3f4a5b6c';
const POLICY_URL = `GET /api/v1/policy/${ID}`;
const DOCUMENTS_URL = 'GET /api/v1/sbi/poliza/SBI-12345678/documents';
// base64url of the names without '.pdf': 'poliza_SBI-12345678' and '1234567'.
const POLICY_FILE_URL = 'GET /api/v1/sbi/poliza/file/SBI-12345678/name/cG9saXphX1NCSS0xMjM0NTY3OA';
const INVOICE_FILE_URL = 'GET /api/v1/sbi/poliza/file/SBI-12345678/name/MTIzNDU2Nw';
const DOCUMENTS = [
  { fileName: 'poliza_SBI-12345678.pdf', mime: 'application/pdf' },
  { fileName: '1234567.pdf', mime: 'application/pdf' },
];
const PDF_BASE64 = Buffer.from('%PDF-1.4 documento').toString('base64');

type Routes = Parameters<typeof installFetch>[0];

/** Props each embedded mf_forms module was rendered with. */
let mountedProps: unknown[] = [];
beforeEach(() => {
  mountedProps = [];
  fakeRemotes(['mf_forms'], {
    'mf_forms/PolicyClaims': (props: object) => {
      mountedProps.push(props);
      return createElement('p', null, 'remote:mf_forms/PolicyClaims');
    },
  });
});

function renderPolicy(policy: Policy | FakeResponse, routes: Routes = {}) {
  const fetchMock = installFetch({
    [POLICY_URL]: 'ok' in policy && 'json' in policy ? (policy as FakeResponse) : ok(policy),
    ...routes,
  });
  const result = render(<PolicyPage />, { route: `/policy/${ID}`, path: '/policy/:id' });
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);
  return { ...result, fetchMock, calls };
}

describe('PolicyPage', () => {
  it('shows the policy card and the details panel', async () => {
    renderPolicy(makePolicy({ category: 'bike', plan: 'Total', declaredValue: 1500, metodoPago: 'red_cobranza' }), {
      [DOCUMENTS_URL]: ok(DOCUMENTS),
    });
    expect(screen.getByRole('status', { name: 'Cargando póliza…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seguro de Bicicleta · SBI Seguros · Total' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detalles de la póliza' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Aseguradora')).toBe('SBI Seguros');
    expect(value('Plan')).toBe('Total');
    expect(value('Número de póliza')).toBe('SBI-12345678');
    expect(value('Titular')).toBe('Ana Pérez');
    expect(value('Estado')).toBe('Activa');
    expect(value('Valor declarado de la bicicleta')).toBe('USD 1.500');
    expect(value('Precio anual')).toBe('USD 250');
    expect(within(details).queryByText('Prima anual')).not.toBeInTheDocument();
    expect(value('Fecha de emisión')).toBe('01/01/2025');
    expect(value('Fecha de vencimiento')).toBe('01/01/2026');
    expect(value('Método de pago')).toBe('Abitab o RedPagos');
    expect(within(details).queryByText('Póliza externa')).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Ver factura' });
  });

  it('agrees with itself: a bike without declared value takes it from its theft coverage, never "Sin datos"', async () => {
    renderPolicy(
      makePolicy({
        category: 'bike',
        plan: 'Total',
        declaredValue: null,
        benefits: [
          { _id: 'b1', nombreCobertura: 'Hurto de la bicicleta', sumaAsegurada: 1200 },
          { _id: 'b2', nombreCobertura: 'Responsabilidad civil', sumaAsegurada: 10000 },
        ],
      }),
      { [DOCUMENTS_URL]: ok([]) },
    );
    const details = await screen.findByRole('region', { name: 'Detalles de la póliza' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Valor asegurado de la bicicleta')).toBe('USD 1.200');
    expect(within(details).queryByText('Valor declarado de la bicicleta')).not.toBeInTheDocument();
    const coverages = screen.getByRole('region', { name: 'Coberturas' });
    expect(within(coverages).getAllByRole('listitem')[0]).toHaveTextContent('Hurto de la bicicletaUSD 1.200');
  });

  it('a bike with neither a declared value nor a theft sum has no value row at all', async () => {
    renderPolicy(makePolicy({ category: 'bike', plan: 'Total', declaredValue: null, benefits: [] }), {
      [DOCUMENTS_URL]: ok([]),
    });
    const details = await screen.findByRole('region', { name: 'Detalles de la póliza' });
    expect(within(details).queryByText(/de la bicicleta$/)).not.toBeInTheDocument();
  });

  it("says 'Vence pronto' on the card and beside the expiry date when the policy expires within 30 days", async () => {
    const [y, m, d] = todayInUruguay().split('-').map(Number);
    const expiry = new Date(Date.UTC(y!, m! - 1, d! + 7)).toISOString().slice(0, 10);
    renderPolicy(makePolicy({ category: 'bike', plan: 'Total', fechaVencimiento: expiry }), {
      [DOCUMENTS_URL]: ok(DOCUMENTS),
    });
    const details = await screen.findByRole('region', { name: 'Detalles de la póliza' });
    const shown = expiry.split('-').reverse().join('/');
    expect(within(details).getByText('Fecha de vencimiento').nextElementSibling).toHaveTextContent(
      `${shown} · Vence pronto (faltan 7 días)`,
    );
    const card = screen.getByRole('article', { name: 'Seguro de Bicicleta · SBI Seguros · Total' });
    expect(within(card).getByText('Vence pronto')).toBeInTheDocument();
  });

  it('a policy loaded by hand shows its product and plan, and its validity as such', async () => {
    renderPolicy(
      makePolicy({
        externo: true,
        category: 'car',
        insurer: 'mapfre',
        plan: 'Todo Riesgo',
        producto: 'Seguro de Automóviles',
        vigenciaDesde: '2026-04-01',
        vigenciaHasta: '2027-04-01',
        fechaEmision: '2026-04-01',
        fechaVencimiento: '2027-04-01',
        price: null,
        premioTotal: 980,
      }),
      {
        [`GET /api/v1/policy/${ID}/documents`]: ok([]),
        'GET /api/v1/coverage/mapfre/plans': ok({ company: 'mapfre', plans: [] }),
        'GET /api/v1/guides/mapfre/auto': fail(404, 'No encontramos la guía de esa aseguradora.'),
      },
    );
    const details = await screen.findByRole('region', { name: 'Detalles de la póliza' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Producto')).toBe('Seguro de Automóviles');
    expect(value('Plan')).toBe('Todo Riesgo');
    expect(value('Vigencia desde')).toBe('01/04/2026');
    expect(value('Vigencia hasta')).toBe('01/04/2027');
    expect(value('Precio anual')).toBe('USD 980');
    expect(within(details).queryByText('Fecha de emisión')).not.toBeInTheDocument();
    // The card above names the same figure the same way.
    const card = screen.getByRole('article', { name: 'Seguro de Auto · MAPFRE · Todo Riesgo' });
    expect(within(card).getByText('Precio anual').nextElementSibling).toHaveTextContent('USD 980');
  });

  it('lists the coverages of a non-car policy with their sums in USD, and no bike value for a home', async () => {
    renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok([]) });
    const coverages = await screen.findByRole('region', { name: 'Coberturas' });
    const items = within(coverages)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Incendio Edificio y Riesgos AliadosUSD 200.000', 'CristalesUSD 1.500']);
    expect(screen.queryByText('Valor declarado de la bicicleta')).not.toBeInTheDocument();
    await screen.findByText('No hay documentos disponibles.');
  });

  describe('car policies', () => {
    const CAR = { category: 'car', insurer: 'sbi', plan: 'Auto Terceros Completo', numeroPoliza: null, benefits: [] };
    const PLANS_URL = 'GET /api/v1/coverage/sbi/plans';
    const TABLE_URL = 'POST /api/v1/coverage/table';
    const GUIDE_URL = 'GET /api/v1/guides/sbi/auto';
    const TABLE = {
      company: 'sbi',
      plans: ['Auto Total', 'Auto Terceros Completo'],
      rows: [
        {
          featureKey: 'responsabilidad_civil',
          featureLabel: 'Responsabilidad civil',
          byPlan: {
            'Auto Total': { covered: true, valueText: 'USD 1.000.000' },
            'Auto Terceros Completo': { covered: true, valueText: null },
          },
        },
        {
          featureKey: 'robo_parcial',
          featureLabel: 'Robo o hurto parcial',
          byPlan: {
            'Auto Total': { covered: true, valueText: null },
            'Auto Terceros Completo': { covered: false, valueText: null },
          },
        },
        {
          featureKey: 'granizo',
          featureLabel: 'Granizo',
          byPlan: {
            'Auto Total': { covered: null, valueText: null },
            'Auto Terceros Completo': { covered: null, valueText: 'Hasta USD 2.000' },
          },
        },
      ],
    };
    const GUIDE = {
      insurer: 'sbi',
      insurerName: 'SBI Seguros',
      variant: 'auto',
      title: 'Qué hacer después de un siniestro con tu auto en SBI Seguros',
      content: {
        procedure: ['Detené el vehículo en un lugar seguro.', 'Llamá a la línea de siniestros.'],
        criticalPoints: ['El plazo para denunciar es de 72 horas.'],
        documents: ['Libreta de conducir vigente'],
        contacts: [
          { label: 'Línea de siniestros 24 h', phone: '0800 8724', email: null, hours: 'Las 24 horas', url: null },
          { label: 'Correo', phone: null, email: 'siniestros@sbi.com.uy', hours: null, url: null },
        ],
      },
    };

    beforeEach(() => setViewport('desktop'));

    it('compares the insurer’s plans with ✔ ✖ — and the limits, the policy’s plan first and marked', async () => {
      const { fetchMock } = renderPolicy(makePolicy(CAR), {
        [PLANS_URL]: ok({ company: 'sbi', plans: ['Auto Total', 'Auto Terceros Completo'] }),
        [TABLE_URL]: ok(TABLE),
        [GUIDE_URL]: ok(GUIDE),
      });
      const table = await screen.findByRole('table');
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/coverage/table'))!;
      expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({
        company: 'sbi',
        plans: ['Auto Total', 'Auto Terceros Completo'],
        includeEmptyFeatures: false,
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Cobertura', 'Tu planAuto Terceros Completo', 'Auto Total']);
      const cells = (feature: string) =>
        within(within(table).getByRole('rowheader', { name: feature }).closest('tr')!)
          .getAllByRole('cell')
          .map((td) => td.textContent);
      expect(cells('Responsabilidad civil')).toEqual(['✔Cubre', '✔CubreUSD 1.000.000']);
      expect(cells('Robo o hurto parcial')).toEqual(['✖No cubre', '✔Cubre']);
      expect(cells('Granizo')).toEqual(['✔CubreHasta USD 2.000', '—Sin datos']);
      const toggle = screen.getByRole('button', { name: 'Comparativa de coberturas' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(toggle);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('where the policy’s own coverage gives another figure than the standard plan, the policy’s wins and says so', async () => {
      renderPolicy(
        makePolicy({
          ...CAR,
          plan: 'Auto Total',
          benefits: [
            { _id: 'r1', nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 500000 },
            { _id: 'r2', nombreCobertura: 'Granizo', sumaAsegurada: 3000 },
          ],
        }),
        { [PLANS_URL]: ok({ company: 'sbi', plans: TABLE.plans }), [TABLE_URL]: ok(TABLE), [GUIDE_URL]: ok(GUIDE) },
      );
      const table = await screen.findByRole('table');
      const cells = (feature: string) =>
        within(within(table).getByRole('rowheader', { name: feature }).closest('tr')!)
          .getAllByRole('cell')
          .map((td) => td.textContent);
      expect(cells('Responsabilidad civil')).toEqual([
        '✔CubreUSD 500.000Según tu póliza; el plan estándar dice USD 1.000.000.',
        '✔Cubre',
      ]);
      // The catalogue had no figure for hail on this plan: the policy's is shown as the policy's.
      expect(cells('Granizo')).toEqual(['✔CubreUSD 3.000Según tu póliza.', '✔CubreHasta USD 2.000']);
      expect(
        screen.getByText(/Donde tu póliza dice otra cifra que el plan estándar de la aseguradora/),
      ).toBeInTheDocument();
    });

    it('on a phone: one card per coverage, "Tu plan" first, then the other plans; no sideways table', async () => {
      setViewport('mobile');
      renderPolicy(
        makePolicy({
          ...CAR,
          plan: 'Auto Total',
          benefits: [{ _id: 'r1', nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 500000 }],
        }),
        { [PLANS_URL]: ok({ company: 'sbi', plans: TABLE.plans }), [TABLE_URL]: ok(TABLE), [GUIDE_URL]: ok(GUIDE) },
      );
      const list = await screen.findByRole('list', { name: 'Coberturas de los planes de auto' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Responsabilidad civil',
        'Robo o hurto parcial',
        'Granizo',
      ]);
      const plans = (card: HTMLElement) =>
        within(card)
          .getAllByRole('term')
          .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
      expect(plans(cards[0]!)).toEqual([
        'Tu planAuto Total: ✔CubreUSD 500.000Según tu póliza; el plan estándar dice USD 1.000.000.',
        'Auto Terceros Completo: ✔Cubre',
      ]);
      expect(plans(cards[1]!)).toEqual(['Tu planAuto Total: ✔Cubre', 'Auto Terceros Completo: ✖No cubre']);
    });

    it('shows the guide in four collapsible sections', async () => {
      renderPolicy(makePolicy(CAR), {
        [PLANS_URL]: ok({ company: 'sbi', plans: [] }),
        [GUIDE_URL]: ok(GUIDE),
      });
      const guide = await screen.findByRole('region', { name: 'Qué hacer ante un siniestro' });
      await within(guide).findByText('Qué hacer después de un siniestro con tu auto en SBI Seguros');
      const toggles = within(guide).getAllByRole('button');
      expect(toggles.map((b) => b.textContent)).toEqual([
        'Procedimiento después de un siniestro',
        'Puntos críticos',
        'Documentos clave',
        'Contactos para denunciar',
      ]);
      expect(toggles.every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
      await userEvent.click(within(guide).getByRole('button', { name: 'Contactos para denunciar' }));
      expect(within(guide).getByRole('link', { name: '0800 8724' })).toHaveAttribute('href', 'tel:08008724');
      expect(within(guide).getByRole('link', { name: 'siniestros@sbi.com.uy' })).toHaveAttribute(
        'href',
        'mailto:siniestros@sbi.com.uy',
      );
      await userEvent.click(within(guide).getByRole('button', { name: 'Procedimiento después de un siniestro' }));
      expect(within(guide).getByText('Llamá a la línea de siniestros.')).toBeVisible();
      // No plans with a comparison for this insurer.
      expect(screen.getByText('No hay comparativa disponible.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Coberturas' })).not.toBeInTheDocument();
    });

    it.each([
      ['the plans', { [PLANS_URL]: fail(500) }, 'No se pudieron cargar los planes'],
      [
        'the table',
        { [PLANS_URL]: ok({ company: 'sbi', plans: ['Auto Total'] }), [TABLE_URL]: fail(500) },
        'No se pudo cargar la tabla de coberturas',
      ],
    ])('says so in red when %s fail', async (_what, routes, message) => {
      renderPolicy(makePolicy(CAR), { ...routes, [GUIDE_URL]: ok(GUIDE) });
      const comparison = await screen.findByRole('region', { name: 'Comparativa de coberturas' });
      expect(await within(comparison).findByRole('alert')).toHaveTextContent(message);
    });

    it('with an empty table: "No hay comparativa disponible."', async () => {
      renderPolicy(makePolicy(CAR), {
        [PLANS_URL]: ok({ company: 'sbi', plans: ['Auto Total'] }),
        [TABLE_URL]: ok({ company: 'sbi', plans: ['Auto Total'], rows: [] }),
        [GUIDE_URL]: ok(GUIDE),
      });
      expect(await screen.findByText('No hay comparativa disponible.')).toBeInTheDocument();
    });

    it('says "No se pudo cargar la guía" when it fails, and shows nothing when the insurer has none', async () => {
      renderPolicy(makePolicy(CAR), { [PLANS_URL]: ok({ company: 'sbi', plans: [] }), [GUIDE_URL]: fail(500) });
      const guide = await screen.findByRole('region', { name: 'Qué hacer ante un siniestro' });
      expect(await within(guide).findByRole('alert')).toHaveTextContent('No se pudo cargar la guía');
    });

    it('an insurer without a guide gets the general guide of every car claim, naming the insurer where to call', async () => {
      renderPolicy(makePolicy({ ...CAR, insurer: 'berkley' }), {
        'GET /api/v1/coverage/berkley/plans': ok({ company: 'berkley', plans: [] }),
        'GET /api/v1/guides/berkley/auto': fail(404, 'No encontramos la guía de esa aseguradora.'),
      });
      const guide = await screen.findByRole('region', { name: 'Qué hacer ante un siniestro' });
      expect(await within(guide).findByText('Lo que necesita todo siniestro de auto en Uruguay')).toBeInTheDocument();
      expect(
        within(guide)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Procedimiento después de un siniestro',
        'Puntos críticos',
        'Documentos clave',
        'Contactos para denunciar',
      ]);
      await userEvent.click(within(guide).getByRole('button', { name: 'Procedimiento después de un siniestro' }));
      expect(
        within(guide).getByText(
          /Llamá a la línea de siniestros de Berkley International Seguros \(figura en tu póliza\)/,
        ),
      ).toBeVisible();
      await userEvent.click(within(guide).getByRole('button', { name: 'Contactos para denunciar' }));
      expect(within(guide).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    });

    it('a car policy that names no insurer gets the general guide too, without asking for one', async () => {
      const { calls } = renderPolicy(makePolicy({ ...CAR, insurer: null }), {});
      const guide = await screen.findByRole('region', { name: 'Qué hacer ante un siniestro' });
      await userEvent.click(within(guide).getByRole('button', { name: 'Procedimiento después de un siniestro' }));
      expect(within(guide).getByText(/Llamá a la línea de siniestros de tu aseguradora/)).toBeVisible();
      expect(calls().filter((c) => c.includes('/guides/'))).toEqual([]);
    });

    it('a car policy loaded by hand lists its coverage rows too', async () => {
      renderPolicy(
        makePolicy({
          ...CAR,
          externo: true,
          benefits: [{ _id: 'r1', nombreCobertura: 'Responsabilidad civil', sumaAsegurada: 500000 }],
        }),
        {
          [PLANS_URL]: ok({ company: 'sbi', plans: [] }),
          [GUIDE_URL]: ok(GUIDE),
          [`GET /api/v1/policy/${ID}/documents`]: ok([]),
        },
      );
      const coverages = await screen.findByRole('region', { name: 'Coberturas' });
      expect(within(coverages).getByRole('listitem')).toHaveTextContent('Responsabilidad civilUSD 500.000');
    });
  });

  describe('pending purchase', () => {
    it('locks the documents and offers "Completar compra" to the emission page, without claims', async () => {
      const { calls, location } = renderPolicy(makePolicy({ status: 'pendiente', numeroPoliza: null }));
      expect(await screen.findByText('Completa la compra para ver los documentos')).toBeInTheDocument();
      expect(screen.getByText('Pendiente de pago', { selector: '[data-tone]' })).toHaveAttribute(
        'data-tone',
        'pending',
      );
      expect(screen.queryByRole('link', { name: 'Denunciar tu Siniestro' })).not.toBeInTheDocument();
      expect(calls()).toEqual([`GET /api/v1/policy/${ID}`]);
      await userEvent.click(screen.getByRole('link', { name: 'Completar compra' }));
      expect(location().pathname).toBe(`/policy/${ID}/emission`);
    });

    it('does not ask for documents even when a number is already there', async () => {
      const { calls } = renderPolicy(makePolicy({ status: 'Pendiente' }));
      await screen.findByText('Completa la compra para ver los documentos');
      expect(calls()).not.toContain(`GET /api/v1/sbi/poliza/SBI-12345678/documents`);
    });
  });

  describe('documents of an active policy', () => {
    it('load by themselves and list the invoice and the policy file', async () => {
      renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok(DOCUMENTS) });
      expect(await screen.findByRole('status', { name: 'Cargando documentos…' })).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Documentos de la póliza' });
      await within(section).findByText('1234567.pdf');
      const rows = within(section).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByText(/^(Factura|Póliza)$/).textContent)).toEqual(['Factura', 'Póliza']);
      for (const name of ['Ver factura', 'Descargar factura', 'Ver póliza', 'Descargar póliza']) {
        expect(within(section).getByRole('button', { name })).toBeEnabled();
      }
      expect(screen.getByRole('button', { name: 'Documentos de la póliza' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('say so when there are none', async () => {
      renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok([]) });
      expect(await screen.findByText('No hay documentos disponibles.')).toBeInTheDocument();
    });

    it('say so without a policy number, without asking', async () => {
      const { calls } = renderPolicy(makePolicy({ numeroPoliza: null }));
      expect(await screen.findByText('No hay documentos disponibles.')).toBeInTheDocument();
      expect(calls()).toHaveLength(1);
    });

    it('show the server message, else the fallback, and can retry', async () => {
      const { fetchMock } = renderPolicy(makePolicy(), { [DOCUMENTS_URL]: fail(502, 'La aseguradora no responde') });
      expect(await screen.findByRole('alert')).toHaveTextContent('La aseguradora no responde');
      fetchMock.mockImplementation(async () => fail(500));
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText('No se pudieron obtener los documentos')).toBeInTheDocument();
    });

    it('collapse and expand', async () => {
      renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok(DOCUMENTS) });
      const toggle = await screen.findByRole('button', { name: 'Documentos de la póliza' });
      await screen.findByRole('button', { name: 'Ver factura' });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('button', { name: 'Ver factura' })).not.toBeInTheDocument();
      await userEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Ver factura' })).toBeVisible();
    });
  });

  describe('view and download', () => {
    let createObjectURL: jest.Mock;
    let revokeObjectURL: jest.Mock;
    let anchorClicks: HTMLAnchorElement[];

    beforeEach(() => {
      createObjectURL = jest.fn(() => 'blob:http://localhost/documento-1');
      revokeObjectURL = jest.fn();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      anchorClicks = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        anchorClicks.push(this.cloneNode() as HTMLAnchorElement);
      });
    });

    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    function fakeTab() {
      return {
        closed: false,
        opener: {} as unknown,
        location: { href: 'about:blank' },
        document: { title: '', body: { textContent: '' } },
        close: jest.fn(),
      };
    }

    it('"Ver" opens a tab in the click itself, then shows the fetched file there and revokes it after 60 s', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const tab = fakeTab();
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const file = deferred<FakeResponse>();
      const { calls } = renderPolicy(makePolicy(), {
        [DOCUMENTS_URL]: ok(DOCUMENTS),
        [POLICY_FILE_URL]: () => file.promise,
      });
      await user.click(await screen.findByRole('button', { name: 'Ver póliza' }));

      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(tab.document.body.textContent).toBe('Cargando documento…');
      expect(screen.getByRole('button', { name: 'Abriendo… póliza' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Descargar factura' })).toBeDisabled();

      await act(async () =>
        file.resolve(ok({ dataBase64: PDF_BASE64, mime: 'application/pdf', fileName: 'poliza_SBI-12345678.pdf' })),
      );
      await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/documento-1'));
      expect(calls()).toContain(POLICY_FILE_URL.replace('GET ', 'GET '));
      const blob = createObjectURL.mock.calls[0]![0] as Blob;
      expect(blob.type).toBe('application/pdf');
      expect(blob.size).toBe('%PDF-1.4 documento'.length);
      expect(anchorClicks).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Ver póliza' })).toBeEnabled();

      act(() => jest.advanceTimersByTime(59_000));
      expect(revokeObjectURL).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1_000));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/documento-1');
    });

    it('"Ver" falls back to a new-tab link when the browser blocked the tab', async () => {
      jest.spyOn(window, 'open').mockReturnValue(null);
      renderPolicy(makePolicy(), {
        [DOCUMENTS_URL]: ok(DOCUMENTS),
        [INVOICE_FILE_URL]: ok({ dataBase64: PDF_BASE64, mime: 'application/pdf', fileName: '1234567.pdf' }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Ver factura' }));
      await waitFor(() => expect(anchorClicks).toHaveLength(1));
      expect(anchorClicks[0]!.href).toBe('blob:http://localhost/documento-1');
      expect(anchorClicks[0]!.target).toBe('_blank');
      expect(anchorClicks[0]!.hasAttribute('download')).toBe(false);
    });

    it('"Descargar" fetches the same file and saves it under its name', async () => {
      const open = jest.spyOn(window, 'open');
      const { calls } = renderPolicy(makePolicy(), {
        [DOCUMENTS_URL]: ok(DOCUMENTS),
        [INVOICE_FILE_URL]: ok({ dataBase64: PDF_BASE64, mime: 'application/pdf', fileName: '1234567.pdf' }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Descargar factura' }));
      await waitFor(() => expect(anchorClicks).toHaveLength(1));
      expect(anchorClicks[0]!.download).toBe('1234567.pdf');
      expect(anchorClicks[0]!.href).toBe('blob:http://localhost/documento-1');
      expect(open).not.toHaveBeenCalled();
      expect(calls()).toContain(INVOICE_FILE_URL);
    });

    it('says "Error al obtener archivo" and closes the waiting tab when the file cannot be fetched', async () => {
      const tab = fakeTab();
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      renderPolicy(makePolicy(), {
        [DOCUMENTS_URL]: ok(DOCUMENTS),
        [POLICY_FILE_URL]: fail(500, 'Falla interna'),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Ver póliza' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener archivo');
      expect(tab.close).toHaveBeenCalled();
      expect(createObjectURL).not.toHaveBeenCalled();
    });

    it('treats an answer without content as a failure too', async () => {
      renderPolicy(makePolicy(), {
        [DOCUMENTS_URL]: ok(DOCUMENTS),
        [INVOICE_FILE_URL]: ok({ dataBase64: '', mime: 'application/pdf' }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Descargar factura' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener archivo');
      expect(anchorClicks).toHaveLength(0);
    });
  });

  describe('actions', () => {
    it('an active policy of ours offers the claim, which opens the claims tab of /app with its number', async () => {
      const { location } = renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok([]) });
      await userEvent.click(await screen.findByRole('link', { name: 'Denunciar tu Siniestro' }));
      expect(location().pathname).toBe('/app');
      expect(location().state).toEqual({ tab: 'reclamos', policyNumber: 'SBI-12345678' });
    });

    it('an active policy of ours embeds its claims from mf_forms', async () => {
      renderPolicy(makePolicy(), { [DOCUMENTS_URL]: ok([]) });
      const claims = await screen.findByRole('region', { name: 'Tus reclamos' });
      expect(await within(claims).findByText('remote:mf_forms/PolicyClaims')).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('mf_forms/PolicyClaims');
      expect(mountedProps).toContainEqual({ policyId: ID });
    });

    it('an external policy has the badge, no claims, and the documents it was loaded with', async () => {
      const { calls } = renderPolicy(makePolicy({ externo: true, insurer: 'mapfre', plan: 'Hogar Completo' }), {
        [`GET /api/v1/policy/${ID}/documents`]: ok([
          {
            _id: 'f1d2c3b4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
            name: 'poliza-mapfre.pdf',
            size: 48213,
            contentType: 'application/pdf',
            createdAt: '2026-03-01T12:00:00.000Z',
          },
        ]),
        [`GET /api/v1/policy/${ID}/documents/f1d2c3b4-a5b6-4c7d-8e9f-0a1b2c3d4e5f`]: ok({
          dataBase64: PDF_BASE64,
          mime: 'application/pdf',
          fileName: 'poliza-mapfre.pdf',
        }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Seguro de Hogar · MAPFRE · Hogar Completo' });
      expect(screen.getByText('Póliza externa')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Denunciar tu Siniestro' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Completar compra' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Tus reclamos' })).not.toBeInTheDocument();
      const documents = screen.getByRole('region', { name: 'Documentos de la póliza' });
      expect(await within(documents).findByRole('button', { name: 'Descargar poliza-mapfre.pdf' })).toBeEnabled();
      expect(within(documents).getByRole('button', { name: 'Ver poliza-mapfre.pdf' })).toBeEnabled();
      expect(calls()).toEqual([`GET /api/v1/policy/${ID}`, `GET /api/v1/policy/${ID}/documents`]);
    });

    it('an external policy without documents says so', async () => {
      renderPolicy(makePolicy({ externo: true, insurer: 'mapfre' }), {
        [`GET /api/v1/policy/${ID}/documents`]: ok([]),
      });
      expect(await screen.findByText('No hay documentos disponibles.')).toBeInTheDocument();
    });

    it('"Completar datos de la póliza" opens the add-service page with the edit draft', async () => {
      const { location } = renderPolicy(
        makePolicy({
          externo: true,
          status: 'Faltan completar datos',
          insurer: 'bse',
          category: 'car',
          numeroPoliza: null,
        }),
      );
      expect(await screen.findByText('Faltan completar datos', { selector: '[data-tone]' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Completar datos de la póliza' }));
      expect(location().pathname).toBe('/service/new');
      expect(location().state).toEqual({ editPolicyId: ID, insurer: 'bse', category: 'car' });
    });

    it.each([
      ['home', '/quote/home'],
      ['bike', '/quote/bike'],
      ['travel', '/insurance/other'],
    ])('"Volver a cotizar" for %s goes to %s', async (category, pathname) => {
      const { location } = renderPolicy(makePolicy({ category, numeroPoliza: null }));
      await userEvent.click(await screen.findByRole('link', { name: 'Volver a cotizar' }));
      expect(location().pathname).toBe(pathname);
    });
  });

  describe('delete', () => {
    it('asks first; Cancelar keeps the policy', async () => {
      const { calls } = renderPolicy(makePolicy({ numeroPoliza: null }));
      await userEvent.click(await screen.findByRole('button', { name: 'Borrar póliza' }));
      const dialog = screen.getByRole('dialog', { name: '¿Seguro que quieres borrar?' });
      expect(within(dialog).getByText('Esta acción eliminará la póliza de tu cuenta.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls().filter((c) => c.startsWith('DELETE'))).toHaveLength(0);
    });

    it('deletes once, shows "Borrando..." meanwhile, reloads the wallet and goes to /app', async () => {
      const answer = deferred<FakeResponse>();
      const { calls, location } = renderPolicy(makePolicy({ numeroPoliza: null }), {
        [`DELETE /api/v1/policy/${ID}`]: () => answer.promise,
        'GET /api/v1/user/policy': ok([]),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Borrar póliza' }));
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
      const busy = within(dialog).getByRole('button', { name: 'Borrando...' });
      expect(busy).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      await userEvent.click(busy);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await act(async () => answer.resolve(ok({ _id: ID, deleted: true })));
      await waitFor(() => expect(location().pathname).toBe('/app'));
      await waitFor(() => expect(calls()).toContain('GET /api/v1/user/policy'));
      expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([`DELETE /api/v1/policy/${ID}`]);
    });

    it('shows the server message when it fails and stays on the policy', async () => {
      const { location } = renderPolicy(makePolicy({ numeroPoliza: null }), {
        [`DELETE /api/v1/policy/${ID}`]: fail(409, 'La póliza tiene un reclamo abierto.'),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Borrar póliza' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Borrar' }));
      expect(await screen.findByText('La póliza tiene un reclamo abierto.')).toBeInTheDocument();
      expect(location().pathname).toBe(`/policy/${ID}`);
      expect(screen.getByRole('button', { name: 'Borrar póliza' })).toBeEnabled();
    });

    it('falls back to the spec message when the server gives none', async () => {
      renderPolicy(makePolicy({ numeroPoliza: null }), { [`DELETE /api/v1/policy/${ID}`]: fail(403) });
      await userEvent.click(await screen.findByRole('button', { name: 'Borrar póliza' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Borrar' }));
      expect(await screen.findByText('No se pudo borrar la póliza. Verificá permisos.')).toBeInTheDocument();
    });
  });

  describe('loading the policy', () => {
    it('shows a not-found state with a way back to /app', async () => {
      const { location } = renderPolicy(fail(404, 'Póliza no encontrada'));
      expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta póliza' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Ir a tus seguros' }));
      expect(location().pathname).toBe('/app');
    });

    it('offers a retry when loading fails', async () => {
      const { fetchMock } = renderPolicy(fail(500, 'Servicio no disponible'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
      fetchMock.mockImplementation(async (url: string) =>
        url.endsWith(`/policy/${ID}`) ? ok(makePolicy({ numeroPoliza: null })) : fail(404),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { level: 1, name: /^Seguro de Hogar/ })).toBeInTheDocument();
    });
  });
});
