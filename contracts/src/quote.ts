import { Type, type Static } from '@sinclair/typebox';
import { Email, Envelope, IsoDate, IsoDateTime, Money, Nullable, StringEnum, Text, Uuid } from './common';

export const QUOTE_CATEGORIES = ['bike', 'home'] as const;
export const QuoteCategory = StringEnum([...QUOTE_CATEGORIES]);
export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];

/** A coverage of a package and its insured sum in USD. */
export const Cobertura = Type.Object(
  { nombreCobertura: Type.String(), sumaAsegurada: Type.Number() },
  { title: 'Cobertura' },
);
export type Cobertura = Static<typeof Cobertura>;

/** A quote as stored: priced by the partner insurer when it was created. */
export const Quote = Type.Object(
  {
    _id: Uuid,
    category: QuoteCategory,
    declaredValue: Type.Number(),
    /** Annual price in USD. */
    price: Type.Number(),
    currency: Type.Literal('USD'),
    contactEmail: Nullable(Type.String()),
    name: Nullable(Type.String()),
    surname: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    birthDate: Nullable(Type.String()),
    productId: Type.String(),
    productName: Nullable(Type.String()),
    packageId: Type.String(),
    packageName: Nullable(Type.String()),
    selectedPackage: Nullable(Type.String()),
    coberturas: Type.Array(Cobertura),
    createdAt: Type.String(),
  },
  { title: 'Quote' },
);
export type Quote = Static<typeof Quote>;

/**
 * POST /quote/create. Both payload shapes the browser is known to send are accepted:
 * (a) declaredValue, contactEmail, nombre, phoneNumber, birthDate, productId, category, packageId;
 * (b) value, name, surname, phoneNumber, email, birthDate, category, productId, packageId, selectedPackage.
 * A bike quote may omit productId (the bike product) and packageId (its first package); a home quote
 * needs both, as listed by the partner for that declared value. `ubicacion`/`construccion` select the
 * partner's rating when the product admits several (default: the product's first).
 * The price always comes from the partner; a price sent by the browser is ignored.
 */
export const CreateQuoteBody = Type.Object(
  {
    category: QuoteCategory,
    declaredValue: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 })),
    value: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 })),
    contactEmail: Type.Optional(Nullable(Email)),
    email: Type.Optional(Nullable(Email)),
    nombre: Type.Optional(Nullable(Text(200))),
    name: Type.Optional(Nullable(Text(100))),
    surname: Type.Optional(Nullable(Text(100))),
    phoneNumber: Type.Optional(Nullable(Text(40))),
    birthDate: Type.Optional(Nullable(IsoDate)),
    productId: Type.Optional(Nullable(Text(40))),
    packageId: Type.Optional(Nullable(Text(80))),
    /** The package's name, or the package object the carousel showed (only its id and nombre are read). */
    selectedPackage: Type.Optional(
      Nullable(Type.Union([Text(200), Type.Object({ id: Type.Optional(Text(80)), nombre: Type.Optional(Text(200)) })])),
    ),
    ubicacion: Type.Optional(Nullable(StringEnum(['montevideo', 'interior']))),
    construccion: Type.Optional(Nullable(StringEnum(['tradicional', 'alternativa']))),
    /** Ignored: the price comes from the partner. Listed so a browser that sends it is not refused. */
    price: Type.Optional(Nullable(Money())),
  },
  { title: 'CreateQuote', additionalProperties: false },
);
export type CreateQuoteBody = Static<typeof CreateQuoteBody>;

export const QuoteResponse = Envelope(Quote);
export type QuoteResponse = Static<typeof QuoteResponse>;

export const QuoteIdParams = Type.Object({ id: Uuid });
export type QuoteIdParams = Static<typeof QuoteIdParams>;

/** GET /quote/latest?createdAfter=: the caller's newest quote, created after that instant if given. */
export const LatestQuoteQuery = Type.Object(
  { createdAfter: Type.Optional(IsoDateTime) },
  { additionalProperties: false },
);
export type LatestQuoteQuery = Static<typeof LatestQuoteQuery>;
