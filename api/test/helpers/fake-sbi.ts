import { randomUUID } from 'node:crypto';
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

/** Policies the fake knows before any emission (the lookup and documents answer for them). */
export const FAKE_POLICIES = [
  {
    numeroPoliza: 'SBI-10000001',
    insuredName: 'Ana Pérez',
    insuredDocument: { type: 'CI', number: '1.234.567-2' },
    productName: 'Seguro de Hogar - Casas',
    packageName: 'Recomendado',
    price: 463.62,
  },
  {
    numeroPoliza: 'SBI-20000001',
    insuredName: 'Bruno Silva',
    insuredDocument: { type: 'CI', number: '4.444.444-4' },
    productName: 'Seguro de Hogar - Casas',
    packageName: 'Premium',
    price: 1148.09,
  },
] as const;

/** What a document of the fake looks like: a tiny PDF naming the policy and file. */
export function fakePdf(numero: string, nombre: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${numero} ${nombre}\n%%EOF\n`, 'latin1');
}

export interface FakeEmission {
  emisionId: string;
  referencia: string;
  estado: 'pendiente_pago' | 'emitida';
  formaDePago: 'T' | 'L' | 'R';
  cantidadDeCuotas: number;
  linkDePago: string | null;
  numeroPoliza: string | null;
  fechaEmision: string | null;
  fechaVencimiento: string | null;
  productoId: string;
  producto: string;
  paqueteId: string;
  paquete: string;
  precio: number;
  moneda: 'USD';
  /** The request as received (not part of the partner's answer). */
  request: Record<string, unknown>;
}

/** The partner's "policy issued" event, as the sandbox posts it. */
export interface FakeIssuedEvent {
  emisionId: string;
  referencia: string;
  numeroPoliza: string;
  fechaEmision: string;
  fechaVencimiento: string;
  estado: 'emitida';
}

export interface FakeSbi {
  url: string;
  /** Every request received: method, path with query, and headers. */
  requests: Array<{ method: string; url: string; headers: Record<string, unknown> }>;
  /** Emissions received, by referencia. */
  emissions: Map<string, FakeEmission>;
  /** Fault of the next `times` requests (default: until changed). */
  setFault(fault: FakeSbiFault, times?: number): void;
  /** Delay of every successful answer to POST /v1/emisiones (to overlap concurrent submits). */
  setEmissionDelay(ms: number): void;
  /** Pays an emission as the payment page would: issued with a number and dates. Returns the event. */
  pay(referencia: string): FakeIssuedEvent;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeSbi({ slowMs = 2_000 } = {}): Promise<FakeSbi> {
  // Force: a test may leave a slow answer in flight on a kept-alive connection.
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  let fault: FakeSbiFault = 'none';
  let remaining = Infinity;
  let emissionDelayMs = 0;
  const requests: FakeSbi['requests'] = [];
  const emissions = new Map<string, FakeEmission>();
  let policySeq = 30000000;

  app.addHook('onRequest', async (request, reply) => {
    requests.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    const active = remaining > 0 ? fault : 'none';
    if (remaining > 0 && fault !== 'none') remaining -= 1;
    if (request.headers['x-api-key'] !== FAKE_API_KEY || active === 'unauthorized') {
      return reply.code(401).send({ error: 'unauthorized', message: 'Falta la clave de API o no es válida.' });
    }
    if (active === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs).unref());
    if (active === 'error') return reply.code(503).send({ error: 'unavailable', message: 'No disponible.' });
    if (active === 'malformed')
      return reply.code(200).header('content-type', 'application/json').send('{"productos": [');
    if (active === 'wrong_shape') {
      return reply.code(200).send({ productos: [{ id: 101 }], paquetes: [{ id: 'x', precio: 'gratis' }] });
    }
  });

  app.get('/v1/productos', async () => ({ productos: FAKE_PRODUCTS }));

  app.get<{ Params: { id: string }; Querystring: { valorDeclarado?: string; ubicacion?: string } }>(
    '/v1/productos/:id/paquetes',
    async (request, reply) => {
      const producto = FAKE_PRODUCTS.find((p) => p.id === request.params.id);
      if (!producto)
        return reply.code(404).send({ error: 'not_found', message: `El producto ${request.params.id} no existe.` });
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

  const answer = ({ request: _request, ...emission }: FakeEmission) => emission;

  app.post<{ Body: Record<string, unknown> }>(
    '/v1/emisiones',
    { bodyLimit: 22 * 1024 * 1024 },
    async (request, reply) => {
      const body = request.body ?? {};
      const referencia = String(body.referencia ?? '');
      if (!referencia)
        return reply.code(400).send({ error: 'validation', message: 'Falta la referencia de la emisión.' });
      if (body.numeroDeDocumentoODeRut === '9.999.999-9') {
        return reply
          .code(400)
          .send({ error: 'validation', message: 'SBI no puede emitir pólizas para ese documento.' });
      }
      const existing = emissions.get(referencia);
      if (emissionDelayMs) await new Promise((resolve) => setTimeout(resolve, emissionDelayMs));
      if (existing) return reply.code(200).header('x-idempotent-replay', 'true').send(answer(existing));
      const producto = FAKE_PRODUCTS.find((p) => p.id === body.productoId);
      if (!producto)
        return reply
          .code(404)
          .send({ error: 'not_found', message: `El producto ${String(body.productoId)} no existe.` });
      const paqueteId = String(body.paqueteId);
      const value = Number(paqueteId.split('-')[2] ?? 0);
      const paquete = fakePackages(producto.id, value, paqueteId.endsWith('-INT') ? 'interior' : 'montevideo').find(
        (p) => p.id === paqueteId,
      );
      if (!paquete)
        return reply
          .code(400)
          .send({ error: 'validation', message: `El paquete ${paqueteId} no corresponde al producto ${producto.id}.` });
      const formaDePago = body.formaDePago as FakeEmission['formaDePago'];
      const emission: FakeEmission = {
        emisionId: randomUUID(),
        referencia,
        estado: 'pendiente_pago',
        formaDePago,
        cantidadDeCuotas: Number(body.cantidadDeCuotas),
        linkDePago: formaDePago === 'T' ? `${address}/pagar/${randomUUID()}` : null,
        numeroPoliza: null,
        fechaEmision: null,
        fechaVencimiento: null,
        productoId: producto.id,
        producto: producto.nombre,
        paqueteId,
        paquete: paquete.nombre,
        precio: paquete.precio,
        moneda: 'USD',
        request: body,
      };
      emissions.set(referencia, emission);
      return reply.code(201).send(answer(emission));
    },
  );

  const prefillOf = (numero: string) => {
    const seeded = FAKE_POLICIES.find((p) => p.numeroPoliza === numero);
    if (seeded) {
      return {
        insuredName: seeded.insuredName,
        policyNumber: seeded.numeroPoliza,
        validityDate: '2026-03-01',
        validityDateEnd: '2027-03-01',
        isRenewal: true,
        paymentMethod: 'Tarjeta de crédito',
        currency: 'USD',
        price: seeded.price,
        brokerCardName: 'Martínez & Asociados Corredores de Seguros',
        productName: seeded.productName,
        packageName: seeded.packageName,
        insuredDocumentType: seeded.insuredDocument.type,
        insuredDocumentNumber: seeded.insuredDocument.number,
      };
    }
    const issued = [...emissions.values()].find((e) => e.numeroPoliza === numero);
    if (!issued) return null;
    return {
      insuredName: `${String(issued.request.nombreORazonSocial)} ${String(issued.request.apellido ?? '')}`.trim(),
      policyNumber: numero,
      validityDate: issued.fechaEmision!,
      validityDateEnd: issued.fechaVencimiento!,
      isRenewal: issued.formaDePago === 'T',
      paymentMethod: { T: 'Tarjeta de crédito', L: 'Transferencia', R: 'Efectivo' }[issued.formaDePago],
      currency: 'USD',
      price: issued.precio,
      brokerCardName: 'Seguros · marketplace online',
      productName: issued.producto,
      packageName: issued.paquete,
      insuredDocumentType: issued.request.tipoDeDocumento as 'CI' | 'RUT',
      insuredDocumentNumber: String(issued.request.numeroDeDocumentoODeRut),
    };
  };
  const normalise = (raw: string) =>
    raw
      .trim()
      .toUpperCase()
      .replace(/\s+/g, '')
      .replace(/^(SBI-?)?(\d{8})$/, 'SBI-$2');
  const notFound = { error: 'not_found', message: 'Póliza no encontrada en SBI.' };

  app.get<{ Params: { numero: string } }>('/v1/polizas/:numero', async (request, reply) => {
    const found = prefillOf(normalise(request.params.numero));
    return found ?? reply.code(404).send(notFound);
  });

  const documentsOf = (numero: string) => [
    { nombre: `poliza_${numero}.pdf`, mime: 'application/pdf', tipo: 'poliza' },
    { nombre: `${numero.slice(-7)}.pdf`, mime: 'application/pdf', tipo: 'factura' },
  ];

  app.get<{ Params: { numero: string } }>('/v1/polizas/:numero/documentos', async (request, reply) => {
    const numero = normalise(request.params.numero);
    if (!prefillOf(numero)) return reply.code(404).send(notFound);
    return { numeroPoliza: numero, documentos: documentsOf(numero) };
  });

  app.get<{ Params: { numero: string; nombre: string } }>(
    '/v1/polizas/:numero/documentos/:nombre',
    async (request, reply) => {
      const numero = normalise(request.params.numero);
      if (!prefillOf(numero)) return reply.code(404).send(notFound);
      const nombre = request.params.nombre.endsWith('.pdf') ? request.params.nombre : `${request.params.nombre}.pdf`;
      if (!documentsOf(numero).some((d) => d.nombre === nombre)) {
        return reply.code(404).send({ error: 'not_found', message: 'Documento no encontrado.' });
      }
      return reply.type('application/pdf').send(fakePdf(numero, nombre));
    },
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    requests,
    emissions,
    setFault(next, times = Infinity) {
      fault = next;
      remaining = times;
    },
    setEmissionDelay(ms) {
      emissionDelayMs = ms;
    },
    pay(referencia) {
      const emission = emissions.get(referencia);
      if (!emission) throw new Error(`fake SBI has no emission ${referencia}`);
      const today = new Date().toISOString().slice(0, 10);
      emission.estado = 'emitida';
      emission.numeroPoliza ??= `SBI-${policySeq++}`;
      emission.fechaEmision ??= today;
      emission.fechaVencimiento ??= `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      return {
        emisionId: emission.emisionId,
        referencia,
        numeroPoliza: emission.numeroPoliza,
        fechaEmision: emission.fechaEmision,
        fechaVencimiento: emission.fechaVencimiento,
        estado: 'emitida',
      };
    },
    reset() {
      fault = 'none';
      remaining = Infinity;
      emissionDelayMs = 0;
      requests.length = 0;
      emissions.clear();
    },
    close: () => app.close(),
  };
}
