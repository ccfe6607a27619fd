import fp from 'fastify-plugin';
import type { SbiPackagesQuery, SbiProduct, SbiProductPackages } from 'contracts';
import { HttpError } from '../../lib/http';
import type { RequestContext } from '../quotes/quotes-service';
import { SbiError, type SbiClient } from './sbi-client';

/*
 * The partner's catalogue as the browser reads it (GET /sbi/productos and /sbi/productos/{id}), behind
 * short in-memory caches: the product list for 60 s, and each rating (product, value, location,
 * construction) for 60 s in a small LRU. The plan carousel asks for the same rating again and again while
 * a person moves between the questionnaire and the plans; the partner's prices change far more slowly.
 * Failures are never cached.
 */

export const catalogueMessages = {
  // Spec §8, word for word.
  plans: 'No se pudieron cargar los planes',
  unknownProduct: 'El producto no existe.',
} as const;

const RAMO = { bike: 'bicicleta', home: 'hogar' } as const;

export interface SbiCatalogue {
  listProducts(context?: RequestContext): Promise<SbiProduct[]>;
  getPackages(productId: string, query: SbiPackagesQuery, context?: RequestContext): Promise<SbiProductPackages>;
  /** Forgets every cached answer (tests). */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sbiCatalogue: SbiCatalogue;
  }
}

export interface SbiCatalogueOptions {
  ttlMs?: number;
  /** Ratings kept at most. */
  maxEntries?: number;
  now?: () => number;
}

function catalogueError(error: unknown): unknown {
  if (!(error instanceof SbiError)) return error;
  if (error.kind === 'not_found') return new HttpError(404, catalogueMessages.unknownProduct, { cause: error });
  // A value out of the partner's range, a location the product does not cover: its reason is for people.
  if (error.kind === 'rejected')
    return new HttpError(400, error.partnerMessage ?? catalogueMessages.plans, { cause: error });
  return new HttpError(502, catalogueMessages.plans, { cause: error });
}

export function createSbiCatalogue(
  sbi: SbiClient,
  { ttlMs = 60_000, maxEntries = 500, now = Date.now }: SbiCatalogueOptions = {},
): SbiCatalogue {
  let products: { at: number; value: Promise<SbiProduct[]> } | null = null;
  // A Map iterates in insertion order: re-inserting on each hit makes the first key the least recently used.
  const packages = new Map<string, { at: number; value: Promise<SbiProductPackages> }>();

  return {
    listProducts(context = {}) {
      if (products && now() - products.at < ttlMs) return products.value;
      // Concurrent requests share one partner call.
      const entry = {
        at: now(),
        value: sbi
          .listProducts({ requestId: context.requestId, log: context.log })
          .then((list) => list.map((p) => ({ id: p.id, nombre: p.nombre, ramo: RAMO[p.categoria] })))
          .catch((error: unknown) => Promise.reject(catalogueError(error))),
      };
      products = entry;
      entry.value.catch(() => {
        if (products === entry) products = null;
      });
      return entry.value;
    },

    getPackages(productId, query, context = {}) {
      const key = JSON.stringify([
        productId,
        query.valorDeclarado ?? null,
        query.ubicacion ?? null,
        query.construccion ?? null,
      ]);
      const hit = packages.get(key);
      if (hit && now() - hit.at < ttlMs) {
        packages.delete(key);
        packages.set(key, hit);
        return hit.value;
      }
      const entry = {
        at: now(),
        value: sbi
          .getPackages(productId, query.valorDeclarado, {
            ubicacion: query.ubicacion,
            construccion: query.construccion,
            requestId: context.requestId,
            log: context.log,
          })
          .then((answer) => ({
            id: answer.producto.id,
            nombre: answer.producto.nombre,
            paquetes: answer.paquetes.map((p) => ({
              id: p.id,
              nombre: p.nombre,
              precio: p.precio,
              coberturas: p.coberturas.map((c) => ({
                nombreCobertura: c.nombreCobertura,
                sumaAsegurada: c.sumaAsegurada,
              })),
            })),
          }))
          .catch((error: unknown) => Promise.reject(catalogueError(error))),
      };
      packages.delete(key);
      packages.set(key, entry);
      if (packages.size > maxEntries) packages.delete(packages.keys().next().value!);
      entry.value.catch(() => {
        if (packages.get(key) === entry) packages.delete(key);
      });
      return entry.value;
    },

    clear() {
      products = null;
      packages.clear();
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('sbiCatalogue', createSbiCatalogue(app.sbi));
  },
  { name: 'sbi-catalogue', dependencies: ['sbi-client'] },
);
