import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { CreateQuoteBody, Quote } from 'contracts';
import type { Db } from '../../db/db';
import { blankField, HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { SbiError, type SbiClient, type SbiPackages } from '../sbi/sbi-client';
import { ensureUser } from '../users/users-repository';

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

interface QuoteRow {
  id: string;
  category: 'bike' | 'home';
  declared_value: string | number;
  price: string | number;
  contact_email: string | null;
  contact_name: string | null;
  contact_surname: string | null;
  contact_phone: string | null;
  birth_date: string | null;
  product_id: string;
  product_name: string | null;
  package_id: string;
  package_name: string | null;
  selected_package: string | null;
  coberturas: Quote['coberturas'];
  created_at: Date | string;
}

const COLUMNS = `q.id, q.category, q.declared_value, q.price, q.contact_email, q.contact_name, q.contact_surname, q.contact_phone,
  q.birth_date::text AS birth_date, q.product_id, q.product_name, q.package_id, q.package_name, q.selected_package,
  q.coberturas, q.created_at`;

function toQuote(row: QuoteRow): Quote {
  return {
    _id: row.id,
    category: row.category,
    declaredValue: Number(row.declared_value),
    price: Number(row.price),
    currency: 'USD',
    contactEmail: row.contact_email,
    name: row.contact_name,
    surname: row.contact_surname,
    phoneNumber: row.contact_phone,
    birthDate: row.birth_date,
    productId: row.product_id,
    productName: row.product_name,
    packageId: row.package_id,
    packageName: row.package_name,
    selectedPackage: row.selected_package,
    coberturas: row.coberturas,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function createQuotesService(db: Db, sbi: SbiClient, bikeProductId: string): QuotesService {
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
        const { rows } = await tx.query<QuoteRow>(
          `INSERT INTO quotes AS q (owner_user_id, category, declared_value, price, contact_email, contact_name, contact_surname,
                                    contact_phone, birth_date, product_id, product_name, package_id, package_name,
                                    selected_package, coberturas)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)
           RETURNING ${COLUMNS}`,
          [
            owner,
            body.category,
            rated.valorDeclarado,
            pkg.precio,
            clean(body.contactEmail) ?? clean(body.email),
            name,
            clean(body.surname),
            clean(body.phoneNumber),
            body.birthDate ?? null,
            rated.producto.id,
            rated.producto.nombre,
            pkg.id,
            pkg.nombre,
            selectedName ?? pkg.nombre,
            JSON.stringify(
              pkg.coberturas.map((c) => ({ nombreCobertura: c.nombreCobertura, sumaAsegurada: c.sumaAsegurada })),
            ),
          ],
        );
        return toQuote(rows[0]!);
      });
    },

    async get(id, identity) {
      const { rows } = await db.query<QuoteRow & { owner_sub: string | null; owned: boolean }>(
        `SELECT ${COLUMNS}, u.auth_sub AS owner_sub, q.owner_user_id IS NOT NULL AS owned
         FROM quotes q LEFT JOIN users u ON u.id = q.owner_user_id WHERE q.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row || (row.owned && row.owner_sub !== identity?.sub)) throw new HttpError(404, quoteMessages.notFound);
      return toQuote(row);
    },

    async latest(sub, createdAfter) {
      const { rows } = await db.query<QuoteRow>(
        `SELECT ${COLUMNS} FROM quotes q JOIN users u ON u.id = q.owner_user_id
         WHERE u.auth_sub = $1 AND ($2::timestamptz IS NULL OR q.created_at > $2::timestamptz)
         ORDER BY q.created_at DESC, q.id DESC LIMIT 1`,
        [sub, createdAfter ?? null],
      );
      if (!rows[0]) throw new HttpError(404, quoteMessages.noneYet);
      return toQuote(rows[0]);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('quotes', createQuotesService(app.db, app.sbi, app.config.sbi.bikeProductId));
  },
  { name: 'quotes', dependencies: ['db', 'sbi-client', 'config'] },
);
