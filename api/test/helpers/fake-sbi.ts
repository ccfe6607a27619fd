import Fastify, { type FastifyInstance } from 'fastify';

/*
 * A stand-in for the partner's API in tests: a real HTTP server on an ephemeral port, so the api's real
 * SBI client (timeouts, retries, answer checks) is what the tests exercise. The products and prices are
 * fixtures, not a tariff: tests assert against `fakePackages`.
 */

export type FakeSbiFault = 'none' | 'slow' | 'error' | 'malformed' | 'wrong_shape' | 'unauthorized';

export const FAKE_API_KEY = 'sbi-test-key';

export const FAKE_PRODUCTS = [
  { id: '101', nombre: 'Seguro de Bicicleta', categoria: 'bike' },
  { id: '201', nombre: 'Seguro de Hogar - Casas', categoria: 'home' },
  { id: '204', nombre: 'Seguro de Hogar Construcción Alternativa', categoria: 'home' },
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The packages the fake answers for a product and value (ubicacion only changes home ids). */
export function fakePackages(productId: string, value: number, ubicacion = 'montevideo') {
  if (productId === '101') {
    return [
      {
        id: `101-ESE-${value}`,
        nombre: 'Esencial',
        precio: round2(Math.max(40, value * 0.046)),
        coberturas: [
          { nombreCobertura: 'Hurto y Robo Total', sumaAsegurada: value },
          { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 10000 },
        ],
      },
      {
        id: `101-TOT-${value}`,
        nombre: 'Total',
        precio: round2(Math.max(40, value * 0.071)),
        coberturas: [
          { nombreCobertura: 'Hurto y Robo Total', sumaAsegurada: value },
          { nombreCobertura: 'Daños Accidentales', sumaAsegurada: value },
          { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 10000 },
        ],
      },
    ];
  }
  const suffix = ubicacion === 'interior' ? 'INT' : 'MVD';
  return [
    ['BAS', 'Básico', 0.8, 0.0011],
    ['REC', 'Recomendado', 1, 0.0013],
    ['PRE', 'Premium', 1.2, 0.0015],
  ].map(([code, nombre, share, rate]) => ({
    id: `${productId}-${code}-${value}-${suffix}`,
    nombre: nombre as string,
    precio: round2(value * (rate as number)),
    coberturas: [
      { nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: value * (share as number) },
      { nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 200000 },
    ],
  }));
}

export interface FakeSbi {
  url: string;
  /** Every request received: path with query, and headers. */
  requests: Array<{ url: string; headers: Record<string, unknown> }>;
  /** Fault of the next `times` requests (default: until changed). */
  setFault(fault: FakeSbiFault, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSbi({ slowMs = 2_000 } = {}): Promise<FakeSbi> {
  const app: FastifyInstance = Fastify({ logger: false });
  let fault: FakeSbiFault = 'none';
  let remaining = Infinity;
  const requests: FakeSbi['requests'] = [];

  app.addHook('onRequest', async (request, reply) => {
    requests.push({ url: request.url, headers: { ...request.headers } });
    const active = remaining > 0 ? fault : 'none';
    if (remaining > 0 && fault !== 'none') remaining -= 1;
    if (request.headers['x-api-key'] !== FAKE_API_KEY || active === 'unauthorized') {
      return reply.code(401).send({ error: 'unauthorized', message: 'Falta la clave de API o no es válida.' });
    }
    if (active === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs).unref());
    if (active === 'error') return reply.code(503).send({ error: 'unavailable', message: 'No disponible.' });
    if (active === 'malformed') return reply.code(200).header('content-type', 'application/json').send('{"productos": [');
    if (active === 'wrong_shape') {
      return reply.code(200).send({ productos: [{ id: 101 }], paquetes: [{ id: 'x', precio: 'gratis' }] });
    }
  });

  app.get('/v1/productos', async () => ({ productos: FAKE_PRODUCTS }));

  app.get<{ Params: { id: string }; Querystring: { valorDeclarado?: string; ubicacion?: string } }>(
    '/v1/productos/:id/paquetes',
    async (request, reply) => {
      const producto = FAKE_PRODUCTS.find((p) => p.id === request.params.id);
      if (!producto) return reply.code(404).send({ error: 'not_found', message: `El producto ${request.params.id} no existe.` });
      const value = Math.round(Number(request.query.valorDeclarado ?? (producto.categoria === 'bike' ? 1500 : 200000)));
      const [min, max] = producto.categoria === 'bike' ? [200, 15000] : [20000, 800000];
      if (!(value >= min && value <= max)) {
        return reply.code(400).send({
          error: 'validation',
          message: `El valor declarado debe estar entre USD ${min.toLocaleString('es-UY')} y USD ${max.toLocaleString('es-UY')}.`,
        });
      }
      return {
        producto,
        moneda: 'USD',
        valorDeclarado: value,
        ubicacion: producto.categoria === 'home' ? (request.query.ubicacion ?? 'montevideo') : null,
        construccion: null,
        paquetes: fakePackages(producto.id, value, request.query.ubicacion),
      };
    },
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    requests,
    setFault(next, times = Infinity) {
      fault = next;
      remaining = times;
    },
    reset() {
      fault = 'none';
      remaining = Infinity;
      requests.length = 0;
    },
    close: () => app.close(),
  };
}
