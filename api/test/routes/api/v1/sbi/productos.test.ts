import { useTestApp } from '../../../../helpers/build-app';
import { err } from '../../../../helpers/fixtures';
import { fakePackages } from '../../../../helpers/fake-sbi';

const t = useTestApp({ fakeSbi: true });

beforeEach(() => t.app.sbiCatalogue.clear());

const PLANS_FAILED = err(502, 'No se pudieron cargar los planes');
const partnerCalls = () => t.sbi.requests.length;

describe('GET /api/v1/sbi/productos', () => {
  it('lists the products for anyone, with the ramo the browser reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: '101', nombre: 'Seguro de Bicicleta', ramo: 'bicicleta' },
        { id: '201', nombre: 'Seguro de Hogar - Casas', ramo: 'hogar' },
        { id: '204', nombre: 'Seguro de Hogar Construcción Alternativa', ramo: 'hogar' },
      ],
      meta: { code: 0 },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('asks the partner once a minute at most, and never caches a failure', async () => {
    t.sbi.setFault('error', 3);
    const down = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual(PLANS_FAILED);
    expect(partnerCalls()).toBe(3); // a GET is retried twice

    await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos' })));
    await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos' });
    expect(partnerCalls()).toBe(4);
  });

  it.each(['malformed', 'wrong_shape'] as const)('answers 502 to a %s partner answer', async (fault) => {
    t.sbi.setFault(fault);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos' })).json()).toEqual(PLANS_FAILED);
  });
});

describe('GET /api/v1/sbi/productos/:id', () => {
  it('returns the packages priced for the declared value, location and construction', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sbi/productos/201?valorDeclarado=300000&ubicacion=interior&construccion=tradicional',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: '201', nombre: 'Seguro de Hogar - Casas', paquetes: fakePackages('201', 300000, 'interior') },
      meta: { code: 0 },
    });
    expect(t.sbi.requests[0]!.url).toBe(
      '/v1/productos/201/paquetes?valorDeclarado=300000&ubicacion=interior&construccion=tradicional',
    );
  });

  it("uses the partner's defaults without a value and keeps each rating for a minute", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/101' });
    expect(first.json().data.paquetes).toEqual(fakePackages('101', 1500));
    await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/101' });
    expect(partnerCalls()).toBe(1);
    await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/101?valorDeclarado=2000' });
    expect(partnerCalls()).toBe(2);
  });

  it("answers 404 to an unknown product and passes on the partner's reason for a value out of range", async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/999' });
    expect(unknown.json()).toEqual(err(404, 'El producto no existe.'));
    const low = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/201?valorDeclarado=100' });
    expect(low.json()).toEqual(err(400, 'El valor declarado debe estar entre USD 20.000 y USD 800.000.'));
  });

  it('refuses bad input with a Spanish message naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['/api/v1/sbi/productos/201?valorDeclarado=mucho', 'El campo valorDeclarado debe ser un número.'],
      ['/api/v1/sbi/productos/201?valorDeclarado=-5', 'El campo valorDeclarado debe ser mayor a 0.'],
      ['/api/v1/sbi/productos/201?ubicacion=luna', 'El campo ubicacion debe ser uno de: montevideo, interior.'],
      [
        '/api/v1/sbi/productos/201?construccion=paja',
        'El campo construccion debe ser uno de: tradicional, alternativa.',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.json()]).toEqual([url, err(400, message)]);
    }
    expect(partnerCalls()).toBe(0);
  });

  it('answers 502 when the partner is down, within the time limit when it is slow', async () => {
    t.sbi.setFault('error');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/201' })).json()).toEqual(PLANS_FAILED);
    t.sbi.setFault('slow', 1);
    const started = Date.now();
    // The first attempt times out (1 s), the retry answers.
    const slow = await t.app.inject({ method: 'GET', url: '/api/v1/sbi/productos/204' });
    expect(slow.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
