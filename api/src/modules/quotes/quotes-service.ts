import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { CreateQuoteBody, Quote } from 'contracts';
import type { Db } from '../../db/db';
import { blankField, HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { SbiError, type SbiClient, type SbiPackages } from '../sbi/sbi-client';
import { ensureUser } from '../users/users-repository';
import { createQuotesRepository } from './quotes-repository';

export const quoteMessages = {
  // Spec §8, word for word.
  createFailed: 'No se pudo crear la cotizacion',
  notFound: 'No encontramos la cotización.',
  noneYet: 'No hay cotizaciones.',
  missingHomeProduct: 'Falta el productId del seguro de hogar. Volvé a seleccionar el producto/paquete.',
  missingHomePackage: 'Falta el paquete del seguro de hogar. Volvé a seleccionar el producto/paquete.',
  unknownProduct: 'El producto elegido no existe. Volvé a seleccionar el producto/paquete.',
  wrongCategory: 'El producto elegido no corresponde a este tipo de seguro.',
  unknownPackage: 'El paquete elegido no está disponible para ese valor. Volvé a seleccionar el plan.',
} as const;

export interface RequestContext {
  requestId?: string;
  log?: FastifyBaseLogger;
}

export interface QuotesService {
  /** Prices the quote at the partner and stores it; owned by `identity` when signed in. */
  create(body: CreateQuoteBody, identity: AuthUser | null, context?: RequestContext): Promise<Quote>;
  /** An unclaimed quote is readable by whoever holds its id; a claimed one only by its owner. */
  get(id: string, identity: AuthUser | null): Promise<Quote>;
  /** The caller's newest quote, created after `createdAfter` when given. */
  latest(sub: string, createdAfter?: string): Promise<Quote>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuotesService;
  }
}

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function createQuotesService(db: Db, sbi: SbiClient, bikeProductId: string): QuotesService {
  const quotes = createQuotesRepository(db);
  async function rate(
    productId: string,
    declaredValue: number,
    body: CreateQuoteBody,
    context: RequestContext,
  ): Promise<SbiPackages> {
    try {
      return await sbi.getPackages(productId, declaredValue, {
        ubicacion: body.ubicacion ?? undefined,
        construccion: body.construccion ?? undefined,
        requestId: context.requestId,
        log: context.log,
      });
    } catch (error) {
      if (!(error instanceof SbiError)) throw error;
      if (error.kind === 'not_found') throw new HttpError(400, quoteMessages.unknownProduct, { cause: error });
      // The partner's reason (e.g. the declared value is out of its range) is Spanish and meant for people.
      if (error.kind === 'rejected')
        throw new HttpError(400, error.partnerMessage ?? quoteMessages.createFailed, { cause: error });
      throw new HttpError(502, quoteMessages.createFailed, { cause: error });
    }
  }

  return {
    async create(body, identity, context = {}) {
      const declaredValue = body.declaredValue ?? body.value;
      if (declaredValue === undefined) {
        // Named as the payload shape the form sent: (b) `value` with name/surname, else (a) `declaredValue`.
        throw blankField('name' in body || 'surname' in body ? 'value' : 'declaredValue');
      }
      const selected = body.selectedPackage ?? null;
      const packageId = clean(body.packageId) ?? (typeof selected === 'object' && selected ? clean(selected.id) : null);
      let productId = clean(body.productId);
      if (body.category === 'bike') productId ??= bikeProductId;
      if (!productId) throw new HttpError(400, quoteMessages.missingHomeProduct);
      if (body.category === 'home' && !packageId) throw new HttpError(400, quoteMessages.missingHomePackage);

      // Priced before the transaction: no database connection waits on the partner.
      const rated = await rate(productId, declaredValue, body, context);
      if (rated.producto.categoria !== body.category) throw new HttpError(400, quoteMessages.wrongCategory);
      // A bike quote without a package takes the product's first (the partner lists its base package first).
      const pkg = packageId ? rated.paquetes.find((p) => p.id === packageId) : rated.paquetes[0];
      if (!pkg) throw new HttpError(400, quoteMessages.unknownPackage);
      const selectedName = typeof selected === 'string' ? clean(selected) : clean(selected?.nombre);

      const name = clean(body.nombre) ?? clean(body.name);
      return db.transaction(async (tx) => {
        const owner = identity ? (await ensureUser(tx, identity)).id : null;
        return createQuotesRepository(tx).insert({
          ownerUserId: owner,
          category: body.category,
          declaredValue: rated.valorDeclarado,
          price: pkg.precio,
          contactEmail: clean(body.contactEmail) ?? clean(body.email),
          name,
          surname: clean(body.surname),
          phoneNumber: clean(body.phoneNumber),
          birthDate: body.birthDate ?? null,
          productId: rated.producto.id,
          productName: rated.producto.nombre,
          packageId: pkg.id,
          packageName: pkg.nombre,
          selectedPackage: selectedName ?? pkg.nombre,
          coberturas: pkg.coberturas.map((c) => ({
            nombreCobertura: c.nombreCobertura,
            sumaAsegurada: c.sumaAsegurada,
          })),
        });
      });
    },

    async get(id, identity) {
      const found = await quotes.findWithOwner(id);
      // A visitor's quote has no owner; a signed-in buyer's is only theirs.
      if (!found || (found.ownerSub !== null && found.ownerSub !== identity?.sub)) {
        throw new HttpError(404, quoteMessages.notFound);
      }
      return found.quote;
    },

    async latest(sub, createdAfter) {
      const quote = await quotes.latestOf(sub, createdAfter ?? null);
      if (!quote) throw new HttpError(404, quoteMessages.noneYet);
      return quote;
    },
  };
}
export default fp(
  async (app) => {
    app.decorate('quotes', createQuotesService(app.db, app.sbi, app.config.sbi.bikeProductId));
  },
  { name: 'quotes', dependencies: ['db', 'sbi-client', 'config'] },
);
