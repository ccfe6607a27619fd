import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { formatUsd } from 'contracts/runtime';
import { notFound, validationError } from './errors';

/*
 * Products and rating. The catalogue (data/productos.json) and the tariff (data/tariff.json) are data;
 * this module only applies them. A package's id encodes what it was rated for (product, package code,
 * declared value and, for homes, location), so an emission naming a package can be re-rated exactly
 * without the sandbox remembering quotes.
 */

export const DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

const Ubicacion = Type.Union([Type.Literal('montevideo'), Type.Literal('interior')]);
const Construccion = Type.Union([Type.Literal('tradicional'), Type.Literal('alternativa')]);
export type Ubicacion = Static<typeof Ubicacion>;
export type Construccion = Static<typeof Construccion>;

const ProductoData = Type.Object({
  id: Type.String({ pattern: '^\\d{3}$' }),
  nombre: Type.String({ minLength: 1 }),
  categoria: Type.Union([Type.Literal('bike'), Type.Literal('home')]),
  tarifa: Type.Union([Type.Literal('bicicleta'), Type.Literal('hogar')]),
  ubicaciones: Type.Optional(Type.Array(Ubicacion, { minItems: 1 })),
  construcciones: Type.Optional(Type.Array(Construccion, { minItems: 1 })),
});
export type Producto = Static<typeof ProductoData>;

const Rango = Type.Object({ porDefecto: Type.Number(), minimo: Type.Number(), maximo: Type.Number() });
const Codigos = Type.Record(Type.String(), Type.Number({ minimum: 0 }));
const CoberturaData = Type.Object({
  nombre: Type.String({ minLength: 1 }),
  base: Type.Optional(Type.Union([Type.Literal('valorDeclarado'), Type.Literal('edificio')])),
  proporcion: Type.Optional(Codigos),
  fija: Type.Optional(Codigos),
  redondeo: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  minimo: Type.Optional(Type.Number({ minimum: 0 })),
  maximo: Type.Optional(Type.Number({ minimum: 0 })),
  tasaPorMil: Type.Union([Type.Number({ minimum: 0 }), Type.Literal('base')]),
});
type CoberturaData = Static<typeof CoberturaData>;
const PaqueteData = Type.Object({
  codigo: Type.String({ pattern: '^[A-Z]{3}$' }),
  nombre: Type.String({ minLength: 1 }),
  multiplicador: Type.Number({ exclusiveMinimum: 0 }),
});
const TarifaBase = {
  valorDeclarado: Rango,
  primaMinima: Type.Number({ minimum: 0 }),
  paquetes: Type.Array(PaqueteData, { minItems: 1 }),
  coberturas: Type.Array(CoberturaData, { minItems: 1 }),
};
const TariffData = Type.Object({
  moneda: Type.Literal('USD'),
  hogar: Type.Object({
    ...TarifaBase,
    tasaBasePorMil: Codigos,
    factorUbicacion: Type.Object({ montevideo: Type.Number(), interior: Type.Number() }),
    factorConstruccion: Type.Object({ tradicional: Type.Number(), alternativa: Type.Number() }),
  }),
  bicicleta: Type.Object(TarifaBase),
});
type TariffData = Static<typeof TariffData>;
type Tarifa = TariffData['hogar'] | TariffData['bicicleta'];

export interface Cobertura {
  nombreCobertura: string;
  sumaAsegurada: number;
}

export interface Paquete {
  id: string;
  nombre: string;
  /** Annual price in USD, 2 decimals. */
  precio: number;
  coberturas: Cobertura[];
}

export interface Cotizacion {
  producto: Producto;
  moneda: 'USD';
  valorDeclarado: number;
  ubicacion: Ubicacion | null;
  construccion: Construccion | null;
  paquetes: Paquete[];
}

export interface RatingInput {
  valorDeclarado?: number;
  ubicacion?: Ubicacion;
  construccion?: Construccion;
}

const UBICACION_CODE: Record<Ubicacion, string> = { montevideo: 'MVD', interior: 'INT' };
const UBICACION_LABEL: Record<Ubicacion, string> = { montevideo: 'Montevideo', interior: 'el interior' };
const PACKAGE_ID = /^(\d{3})-([A-Z]{3})-(\d+)(?:-(MVD|INT))?$/;

export class Catalog {
  private constructor(
    private readonly productos: Producto[],
    private readonly tarifa: TariffData,
  ) {}

  /** Reads and checks the data files; a broken file stops the start with its name. */
  static load(dir: string = DATA_DIR): Catalog {
    const productos = readJson(path.join(dir, 'productos.json'), Type.Object({ productos: Type.Array(ProductoData) }));
    const tarifa = readJson(path.join(dir, 'tariff.json'), TariffData);
    for (const p of productos.productos) {
      if (p.tarifa === 'hogar' && !(p.id in tarifa.hogar.tasaBasePorMil)) {
        throw new Error(`data/tariff.json: hogar.tasaBasePorMil has no rate for product ${p.id}`);
      }
    }
    return new Catalog(productos.productos, tarifa);
  }

  list(): Producto[] {
    return this.productos;
  }

  get(id: string): Producto | undefined {
    return this.productos.find((p) => p.id === id);
  }

  rangoValor(producto: Producto) {
    return this.tarifaDe(producto).valorDeclarado;
  }

  /** The packages of a product rated for the given value, location and construction (defaults when absent). */
  rate(productoId: string, input: RatingInput = {}): Cotizacion {
    const producto = this.get(productoId);
    if (!producto) throw notFound(`El producto ${productoId} no existe.`);
    const tarifa = this.tarifaDe(producto);
    const rango = tarifa.valorDeclarado;
    const valorDeclarado = Math.round(input.valorDeclarado ?? rango.porDefecto);
    if (!(valorDeclarado >= rango.minimo && valorDeclarado <= rango.maximo)) {
      throw validationError(
        `El valor declarado debe estar entre ${formatUsd(rango.minimo)} y ${formatUsd(rango.maximo)}.`,
      );
    }

    if (producto.tarifa === 'bicicleta') {
      return {
        producto,
        moneda: 'USD',
        valorDeclarado,
        ubicacion: null,
        construccion: null,
        paquetes: tarifa.paquetes.map((pq) => this.ratePackage(producto, tarifa, pq, valorDeclarado, 1)),
      };
    }

    const hogar = this.tarifa.hogar;
    const ubicaciones = producto.ubicaciones ?? ['montevideo'];
    const construcciones = producto.construcciones ?? ['tradicional'];
    const ubicacion = input.ubicacion ?? ubicaciones[0]!;
    const construccion = input.construccion ?? construcciones[0]!;
    if (!ubicaciones.includes(ubicacion)) {
      throw validationError(`El producto '${producto.nombre}' no cubre viviendas en ${UBICACION_LABEL[ubicacion]}.`);
    }
    if (!construcciones.includes(construccion)) {
      throw validationError(`El producto '${producto.nombre}' no cubre construcción ${construccion}.`);
    }
    const factor = hogar.factorUbicacion[ubicacion] * hogar.factorConstruccion[construccion];
    return {
      producto,
      moneda: 'USD',
      valorDeclarado,
      ubicacion,
      construccion,
      paquetes: hogar.paquetes.map((pq) => {
        const paquete = this.ratePackage(producto, hogar, pq, valorDeclarado, factor);
        paquete.id += `-${UBICACION_CODE[ubicacion]}`;
        return paquete;
      }),
    };
  }

  /**
   * Resolves a package id (as returned by `rate`) to its product and rated package, or explains in Spanish
   * why it does not belong to `productoId`.
   */
  resolvePackage(productoId: string, paqueteId: string): { cotizacion: Cotizacion; paquete: Paquete } {
    const producto = this.get(productoId);
    if (!producto) throw validationError(`El producto ${productoId} no existe.`);
    const match = PACKAGE_ID.exec(paqueteId);
    const invalid = () => validationError(`El paquete ${paqueteId} no corresponde al producto ${productoId}.`);
    if (!match || match[1] !== productoId) throw invalid();
    const [, , codigo, valor, ubic] = match;
    const isHome = producto.tarifa === 'hogar';
    if (isHome !== (ubic !== undefined)) throw invalid();
    const ubicacion = ubic === undefined ? undefined : ubic === 'MVD' ? 'montevideo' : 'interior';
    const cotizacion = this.rate(productoId, { valorDeclarado: Number(valor), ...(ubicacion && { ubicacion }) });
    const paquete = cotizacion.paquetes.find((p) => p.id === paqueteId);
    if (!paquete || !codigo) throw invalid();
    return { cotizacion, paquete };
  }

  private tarifaDe(producto: Producto): Tarifa {
    return producto.tarifa === 'hogar' ? this.tarifa.hogar : this.tarifa.bicicleta;
  }

  private ratePackage(
    producto: Producto,
    tarifa: Tarifa,
    pq: Static<typeof PaqueteData>,
    valorDeclarado: number,
    factor: number,
  ): Paquete {
    const tasaBase = 'tasaBasePorMil' in tarifa ? (tarifa.tasaBasePorMil[producto.id] ?? 0) : 0;
    const coberturas: Cobertura[] = [];
    let edificio = 0;
    let prima = 0;
    for (const c of tarifa.coberturas) {
      const suma = sumaAsegurada(c, pq.codigo, valorDeclarado, edificio);
      if (suma === null) continue; // not part of this package
      if (coberturas.length === 0) edificio = suma; // the first coverage is the building (or the bike)
      coberturas.push({ nombreCobertura: c.nombre, sumaAsegurada: suma });
      prima += (suma * (c.tasaPorMil === 'base' ? tasaBase : c.tasaPorMil)) / 1000;
    }
    const precio = round2(Math.max(tarifa.primaMinima, prima) * factor * pq.multiplicador);
    return { id: `${producto.id}-${pq.codigo}-${valorDeclarado}`, nombre: pq.nombre, precio, coberturas };
  }
}

function sumaAsegurada(c: CoberturaData, codigo: string, valorDeclarado: number, edificio: number): number | null {
  let suma: number;
  if (c.fija) {
    const fija = c.fija[codigo];
    if (fija === undefined) return null;
    suma = fija;
  } else {
    const proporcion = c.proporcion?.[codigo];
    if (proporcion === undefined) return null;
    const base = c.base === 'edificio' ? edificio : valorDeclarado;
    const redondeo = c.redondeo ?? 1;
    suma = Math.round((base * proporcion) / redondeo) * redondeo;
  }
  if (c.minimo !== undefined) suma = Math.max(c.minimo, suma);
  if (c.maximo !== undefined) suma = Math.min(c.maximo, suma);
  return suma;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

function readJson<S extends Parameters<typeof Value.Check>[0]>(file: string, schema: S): Static<S> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const first = Value.Errors(schema, data).First();
  if (first) throw new Error(`${file}: ${first.path || '/'} ${first.message}`);
  return data as Static<S>;
}
