import { auth, useTestApp } from '../helpers/build-app';

const t = useTestApp();

const HOME_COVERAGES = [
  'Incendio Edificio y Riesgos Aliados',
  'Incendio Contenido',
  'Hurto de Contenido General',
  'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
  'Responsabilidad Civil Extracontractual',
  'Daños por acción directa del Agua',
  'Cristales',
  'Remoción de Escombros y Limpieza de Restos',
  'Gastos por Alojamiento',
  'Inundación',
];

interface Paquete {
  id: string;
  nombre: string;
  precio: number;
  coberturas: { nombreCobertura: string; sumaAsegurada: number }[];
}

async function paquetes(id: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/v1/productos/${id}/paquetes${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    valorDeclarado: number;
    ubicacion: string | null;
    construccion: string | null;
    paquetes: Paquete[];
  };
}

const building = (p: Paquete) =>
  p.coberturas.find((c) => c.nombreCobertura === 'Incendio Edificio y Riesgos Aliados')!.sumaAsegurada;
const sum = (p: Paquete, name: string) => p.coberturas.find((c) => c.nombreCobertura === name)!.sumaAsegurada;

describe('GET /v1/productos', () => {
  it('lists the bike product and the four home products of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/productos', headers: auth });
    expect(res.statusCode).toBe(200);
    const { productos } = res.json() as { productos: { id: string; nombre: string; categoria: string }[] };
    expect(productos.filter((p) => p.categoria === 'bike')).toEqual([
      expect.objectContaining({ id: '101', nombre: 'Seguro de Bicicleta' }),
    ]);
    expect(productos.filter((p) => p.categoria === 'home').map((p) => [p.id, p.nombre])).toEqual([
      ['201', 'Seguro de Hogar - Casas'],
      ['202', 'Seguro de Hogar - Apartamentos'],
      ['203', 'Seguro de Hogar Casas/Aptos'],
      ['204', 'Seguro de Hogar Construcción Alternativa'],
    ]);
  });
});

describe('GET /v1/productos/:id/paquetes (tariff)', () => {
  it.each(['201', '202', '203', '204'])(
    'product %s: at least three packages bracketing the declared value, all ten coverages',
    async (id) => {
      for (const valor of [60000, 200000, 450000]) {
        const body = await paquetes(id, `?valorDeclarado=${valor}`);
        expect(body.valorDeclarado).toBe(valor);
        expect(body.paquetes.length).toBeGreaterThanOrEqual(3);
        const sums = body.paquetes.map(building);
        expect(Math.min(...sums)).toBeLessThanOrEqual(valor);
        expect(Math.max(...sums)).toBeGreaterThanOrEqual(valor);
        expect(sums.every((s) => s % 1000 === 0)).toBe(true);
        for (const p of body.paquetes) {
          expect(p.coberturas.map((c) => c.nombreCobertura)).toEqual(HOME_COVERAGES);
          expect(Number.isInteger(Math.round(p.precio * 100))).toBe(true);
          expect(Math.round(p.precio * 100) / 100).toBe(p.precio);
          expect(p.precio).toBeGreaterThan(0);
        }
      }
    },
  );

  it('names the packages Básico, Recomendado, Premium and rates the declared value by default 200000', async () => {
    const body = await paquetes('201');
    expect(body.valorDeclarado).toBe(200000);
    expect(body.paquetes.map((p) => p.nombre)).toEqual(['Básico', 'Recomendado', 'Premium']);
    expect(body.paquetes.map(building)).toEqual([160000, 200000, 240000]);
    const recomendado = body.paquetes[1]!;
    expect(sum(recomendado, 'Responsabilidad Civil Extracontractual')).toBe(200000);
    // Contents 10–20% of building, debris 10–15%, lodging up to 5%.
    for (const p of body.paquetes) {
      const b = building(p);
      expect(sum(p, 'Incendio Contenido') / b).toBeGreaterThanOrEqual(0.1);
      expect(sum(p, 'Incendio Contenido') / b).toBeLessThanOrEqual(0.2);
      expect(sum(p, 'Remoción de Escombros y Limpieza de Restos') / b).toBeGreaterThanOrEqual(0.1);
      expect(sum(p, 'Remoción de Escombros y Limpieza de Restos') / b).toBeLessThanOrEqual(0.15);
      expect(sum(p, 'Gastos por Alojamiento') / b).toBeLessThanOrEqual(0.05);
    }
  });

  it('caps sums at the custom-proposal limits of the spec', async () => {
    const body = await paquetes('201', '?valorDeclarado=800000');
    for (const p of body.paquetes) {
      expect(building(p)).toBeLessThanOrEqual(800000);
      expect(sum(p, 'Incendio Contenido')).toBeLessThanOrEqual(400000);
      expect(sum(p, 'Hurto de Contenido General')).toBeLessThanOrEqual(10000);
      expect(sum(p, 'Remoción de Escombros y Limpieza de Restos')).toBeLessThanOrEqual(80000);
      expect(sum(p, 'Gastos por Alojamiento')).toBeLessThanOrEqual(50000);
      expect(sum(p, 'Responsabilidad Civil Extracontractual')).toBeLessThanOrEqual(250000);
    }
  });

  it('prices rise with the declared value', async () => {
    const prices: number[][] = [];
    for (const valor of [50000, 100000, 200000, 400000])
      prices.push((await paquetes('202', `?valorDeclarado=${valor}`)).paquetes.map((p) => p.precio));
    for (let i = 1; i < prices.length; i++) {
      prices[i]!.forEach((price, k) => expect(price).toBeGreaterThan(prices[i - 1]![k]!));
    }
  });

  it('Montevideo costs more than the interior, alternative construction more than traditional', async () => {
    const casasMvd = await paquetes('201');
    const interior = await paquetes('203');
    expect(casasMvd.ubicacion).toBe('montevideo');
    expect(interior.ubicacion).toBe('interior');
    casasMvd.paquetes.forEach((p, i) => expect(p.precio).toBeGreaterThan(interior.paquetes[i]!.precio));

    const altMvd = await paquetes('204', '?ubicacion=montevideo');
    const altInt = await paquetes('204', '?ubicacion=interior');
    expect(altMvd.construccion).toBe('alternativa');
    altMvd.paquetes.forEach((p, i) => {
      expect(p.precio).toBeGreaterThan(altInt.paquetes[i]!.precio);
      expect(p.precio).toBeGreaterThan(casasMvd.paquetes[i]!.precio);
      // Same sums: only the price changes with location and construction.
      expect(p.coberturas).toEqual(casasMvd.paquetes[i]!.coberturas);
    });
    expect(altMvd.paquetes[0]!.id).toMatch(/-MVD$/);
    expect(altInt.paquetes[0]!.id).toMatch(/-INT$/);
  });

  it('bike: packages follow the declared value, RC 10,000, default 1500', async () => {
    const def = await paquetes('101');
    expect(def.valorDeclarado).toBe(1500);
    const low = await paquetes('101', '?valorDeclarado=1000');
    const high = await paquetes('101', '?valorDeclarado=3000');
    expect(high.paquetes.length).toBeGreaterThanOrEqual(2);
    high.paquetes.forEach((p, i) => {
      expect(p.precio).toBeGreaterThan(low.paquetes[i]!.precio);
      expect(sum(p, 'Hurto y Robo Total')).toBe(3000);
      expect(sum(p, 'Responsabilidad Civil')).toBe(10000);
    });
  });

  it('rejects values out of range and contradictions in Spanish', async () => {
    const low = await t.app.inject({
      method: 'GET',
      url: '/v1/productos/201/paquetes?valorDeclarado=500',
      headers: auth,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      error: 'validation',
      message: 'El valor declarado debe estar entre USD 20.000 y USD 800.000.',
    });

    const text = await t.app.inject({
      method: 'GET',
      url: '/v1/productos/201/paquetes?valorDeclarado=mucho',
      headers: auth,
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('El valor declarado debe ser un número en USD, sin puntos ni comas.');

    const place = await t.app.inject({
      method: 'GET',
      url: '/v1/productos/201/paquetes?ubicacion=interior',
      headers: auth,
    });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toBe("El producto 'Seguro de Hogar - Casas' no cubre viviendas en el interior.");
  });

  it('answers 404 not_found for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/productos/999/paquetes', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'El producto 999 no existe.' });
  });
});
