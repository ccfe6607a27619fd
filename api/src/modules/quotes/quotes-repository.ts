import type { Quote } from 'contracts';
import type { Queryable } from '../../db/db';

/*
 * Every statement of the quotes service, and the projection of a quotes row into the API's Quote. Takes the
 * database or a transaction's `tx`; the service keeps the pricing at the partner, the rules and the messages.
 */

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

/** A priced quote as stored: the API's Quote without what the database gives it (id, currency, creation time). */
export type NewQuote = Omit<Quote, '_id' | 'currency' | 'createdAt'> & {
  /** The users row of a signed-in buyer; null for a visitor's quote, which anyone holding its id may read. */
  ownerUserId: string | null;
};

export interface QuotesRepository {
  insert(quote: NewQuote): Promise<Quote>;
  /** The quote and its owner's sign-in (null for a visitor's quote); null when there is no such quote. */
  findWithOwner(id: string): Promise<{ quote: Quote; ownerSub: string | null } | null>;
  /** The user's newest quote, created after `createdAfter` (ISO 8601) when given. */
  latestOf(sub: string, createdAfter: string | null): Promise<Quote | null>;
}

export function createQuotesRepository(q: Queryable): QuotesRepository {
  return {
    async insert(quote) {
      const { rows } = await q.query<QuoteRow>(
        `INSERT INTO quotes AS q (owner_user_id, category, declared_value, price, contact_email, contact_name, contact_surname,
                                  contact_phone, birth_date, product_id, product_name, package_id, package_name,
                                  selected_package, coberturas)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)
         RETURNING ${COLUMNS}`,
        [
          quote.ownerUserId,
          quote.category,
          quote.declaredValue,
          quote.price,
          quote.contactEmail,
          quote.name,
          quote.surname,
          quote.phoneNumber,
          quote.birthDate,
          quote.productId,
          quote.productName,
          quote.packageId,
          quote.packageName,
          quote.selectedPackage,
          JSON.stringify(quote.coberturas),
        ],
      );
      return toQuote(rows[0]!);
    },

    async findWithOwner(id) {
      const { rows } = await q.query<QuoteRow & { owner_sub: string | null }>(
        `SELECT ${COLUMNS}, u.auth_sub AS owner_sub FROM quotes q LEFT JOIN users u ON u.id = q.owner_user_id
         WHERE q.id = $1`,
        [id],
      );
      const row = rows[0];
      return row ? { quote: toQuote(row), ownerSub: row.owner_sub } : null;
    },

    async latestOf(sub, createdAfter) {
      const { rows } = await q.query<QuoteRow>(
        `SELECT ${COLUMNS} FROM quotes q JOIN users u ON u.id = q.owner_user_id
         WHERE u.auth_sub = $1 AND ($2::timestamptz IS NULL OR q.created_at > $2::timestamptz)
         ORDER BY q.created_at DESC, q.id DESC LIMIT 1`,
        [sub, createdAfter],
      );
      return rows[0] ? toQuote(rows[0]) : null;
    },
  };
}
