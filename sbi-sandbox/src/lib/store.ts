import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MEMORY } from '../config';
import { DATA_DIR, type Paquete } from './tariff';

/*
 * The sandbox's state: policies seeded from data/polizas.json (read-only, loaded on every start) and the
 * emissions received through the API, kept in memory and, unless the data directory is `memory://`,
 * written to <SBI_DATA_DIR>/state.json after every change (temporary file + rename, so a crash never
 * leaves half a file). Everything is synchronous: one process, no interleaving between read and write.
 */

export type FormaDePago = 'T' | 'L' | 'R';
export type EstadoEmision = 'pendiente_pago' | 'emitida';

export interface ProductoRef {
  id: string;
  nombre: string;
  categoria: 'bike' | 'home';
}

export interface Asegurado {
  nombre: string;
  apellido: string;
  tipoDeDocumento: 'CI' | 'RUT';
  numeroDeDocumento: string;
}

/** An issued policy: a seed or the result of a paid emission. Documents and lookups are built from it. */
export interface Poliza {
  numeroPoliza: string;
  emisionId: string | null;
  asegurado: Asegurado;
  producto: ProductoRef;
  paquete: Paquete;
  moneda: 'USD';
  /** Dates as YYYY-MM-DD (Montevideo). */
  fechaEmision: string;
  vigenciaDesde: string;
  vigenciaHasta: string;
  formaDePago: FormaDePago;
  cantidadDeCuotas: number;
  renovacionAutomatica: boolean;
  corredor: string;
  /** 7 digits; the invoice PDF is `<numeroFactura>.pdf`. */
  numeroFactura: string;
  /** Lines describing what is insured (bike, or the risk's address), printed on the certificate. */
  bienAsegurado: string[];
}

export interface ArchivoInfo {
  fileName: string;
  mime: string;
  bytes: number;
  sha256: string;
}

export interface EventoEmitida {
  emisionId: string;
  referencia: string;
  numeroPoliza: string;
  fechaEmision: string;
  fechaVencimiento: string;
  estado: 'emitida';
}

export interface Notificacion {
  /** Same on every retry of this event: the receiver drops repeats by it. */
  deliveryId: string;
  evento: EventoEmitida;
  estado: 'pendiente' | 'entregada' | 'fallida';
  intentos: number;
  ultimoIntentoEn: string | null;
  proximoIntentoEn: string | null;
  ultimoError: string | null;
}

export interface Emision {
  emisionId: string;
  referencia: string;
  /** sha256 of the normalised request minus the notification URL: tells a retry from a conflicting request. */
  huella: string;
  estado: EstadoEmision;
  creadaEn: string;
  actualizadaEn: string;
  producto: ProductoRef;
  paquete: Paquete;
  valorDeclarado: number;
  formaDePago: FormaDePago;
  cantidadDeCuotas: number;
  inicioDeVigencia: string;
  tomador: Asegurado & {
    fechaDeNacimiento: string | null;
    correoElectronico: string;
    celular: string | null;
    domicilio: {
      calle: string;
      numeroDePuerta: string;
      apartamento: string | null;
      codigoPostal: string | null;
      departamento: string;
    };
  };
  bicicleta: { marca: string; modelo: string; serie: string; factura: ArchivoInfo[] } | null;
  ubicacionDeRiesgo: { apartmentNumber: string; aclaracion: string; address: string } | null;
  camposAdicionales: { nombre: string; valor: string }[];
  urlNotificacionNumeroDePoliza: string;
  /** Where the paid page links back to (the marketplace's result screen); absent on older records. */
  urlRetorno?: string | null;
  emailTo: string | null;
  emailCC: string | null;
  paymentCode: string | null;
  createdFromQuoteId: string | null;
  pago: {
    /** Secret part of linkDePago (T only). */
    token: string | null;
    pagadaEn: string | null;
    via: 'tarjeta' | 'pago-recibido' | null;
    tarjetaUltimos4: string | null;
  };
  poliza: Poliza | null;
  notificacion: Notificacion | null;
}

const STATE_VERSION = 1;

export interface StoreOptions {
  /** Absolute directory or `memory://`. */
  dataDir: string;
  /** Folder holding polizas.json (default: the package's data/). */
  seedDir?: string;
}

export class Store {
  private readonly seeds: Map<string, Poliza>;
  private emisiones = new Map<string, Emision>();
  private readonly file: string | null;

  constructor(options: StoreOptions) {
    this.seeds = new Map(
      loadSeeds(path.join(options.seedDir ?? DATA_DIR, 'polizas.json')).map((p) => [p.numeroPoliza, p]),
    );
    this.file = options.dataDir === MEMORY ? null : path.join(options.dataDir, 'state.json');
    if (this.file) this.load(this.file);
  }

  get persistent(): boolean {
    return this.file !== null;
  }

  listEmisiones(): Emision[] {
    return [...this.emisiones.values()];
  }

  getEmision(id: string): Emision | undefined {
    return this.emisiones.get(id);
  }

  findEmisionByReferencia(referencia: string): Emision | undefined {
    for (const e of this.emisiones.values()) if (e.referencia === referencia) return e;
    return undefined;
  }

  findEmisionByToken(token: string): Emision | undefined {
    for (const e of this.emisiones.values()) if (e.pago.token !== null && e.pago.token === token) return e;
    return undefined;
  }

  /** A seeded policy or an emitted one, by its number. */
  findPoliza(numero: string): Poliza | undefined {
    const seed = this.seeds.get(numero);
    if (seed) return seed;
    for (const e of this.emisiones.values()) if (e.poliza?.numeroPoliza === numero) return e.poliza;
    return undefined;
  }

  insert(emision: Emision): Emision {
    this.emisiones.set(emision.emisionId, emision);
    this.save();
    return emision;
  }

  /** Applies `change` to the emission and saves; returns the updated emission. */
  update(emisionId: string, change: (e: Emision) => void): Emision {
    const emision = this.emisiones.get(emisionId);
    if (!emision) throw new Error(`unknown emission ${emisionId}`);
    change(emision);
    emision.actualizadaEn = new Date().toISOString();
    this.save();
    return emision;
  }

  /** 'SBI-' + 8 digits, unused by seeds and emissions. */
  newPolicyNumber(): string {
    for (;;) {
      const numero = `SBI-${randomInt(30_000_000, 100_000_000)}`;
      if (!this.findPoliza(numero)) return numero;
    }
  }

  /** 7 digits, unused by any known policy's invoice. */
  newInvoiceNumber(): string {
    const used = new Set([...this.seeds.values()].map((p) => p.numeroFactura));
    for (const e of this.emisiones.values()) if (e.poliza) used.add(e.poliza.numeroFactura);
    for (;;) {
      const numero = String(randomInt(1_000_000, 10_000_000));
      if (!used.has(numero)) return numero;
    }
  }

  /** Forgets every emission (the seeds stay). */
  reset(): void {
    this.emisiones.clear();
    this.save();
  }

  private load(file: string): void {
    let raw: string;
    try {
      raw = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let state: { version?: unknown; emisiones?: unknown };
    try {
      state = JSON.parse(raw) as typeof state;
    } catch (error) {
      throw new Error(`${file} is not valid JSON (${(error as Error).message}); move it away to start empty`, {
        cause: error,
      });
    }
    if (state.version !== STATE_VERSION || !Array.isArray(state.emisiones)) {
      throw new Error(`${file} is not a version ${STATE_VERSION} sbi-sandbox state file; move it away to start empty`);
    }
    for (const e of state.emisiones as Emision[]) this.emisiones.set(e.emisionId, e);
  }

  private save(): void {
    if (!this.file) return;
    const body = JSON.stringify({ version: STATE_VERSION, emisiones: [...this.emisiones.values()] }, null, 1);
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeFileSync(fd, body);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file);
  }
}

const PaqueteSeed = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  precio: Type.Number(),
  coberturas: Type.Array(Type.Object({ nombreCobertura: Type.String(), sumaAsegurada: Type.Number() }), {
    minItems: 1,
  }),
});
const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PolizaSeed = Type.Object({
  numeroPoliza: Type.String({ pattern: '^SBI-\\d{8}$' }),
  emisionId: Type.Null(),
  asegurado: Type.Object({
    nombre: Type.String(),
    apellido: Type.String(),
    tipoDeDocumento: Type.Union([Type.Literal('CI'), Type.Literal('RUT')]),
    numeroDeDocumento: Type.String(),
  }),
  producto: Type.Object({
    id: Type.String(),
    nombre: Type.String(),
    categoria: Type.Union([Type.Literal('bike'), Type.Literal('home')]),
  }),
  paquete: PaqueteSeed,
  moneda: Type.Literal('USD'),
  fechaEmision: DateString,
  vigenciaDesde: DateString,
  vigenciaHasta: DateString,
  formaDePago: Type.Union([Type.Literal('T'), Type.Literal('L'), Type.Literal('R')]),
  cantidadDeCuotas: Type.Integer({ minimum: 0, maximum: 10 }),
  renovacionAutomatica: Type.Boolean(),
  corredor: Type.String(),
  numeroFactura: Type.String({ pattern: '^\\d{7}$' }),
  bienAsegurado: Type.Array(Type.String()),
});

function loadSeeds(file: string): Poliza[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { polizas?: unknown };
  const schema = Type.Array(PolizaSeed);
  const first = Value.Errors(schema, data.polizas).First();
  if (first) throw new Error(`${file}: polizas${first.path} ${first.message}`);
  return data.polizas as Poliza[];
}
