import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common';

/** An insurance category of the product (home, bike, car, garantia...) with its Spanish label. */
export const Category = Type.Object({ id: Type.String(), label: Type.String() }, { title: 'Category' });
export type Category = Static<typeof Category>;

/** An insurer, by slug (sbi, bse, mapfre...) with its display name. */
export const Insurer = Type.Object({ slug: Type.String(), name: Type.String() }, { title: 'Insurer' });
export type Insurer = Static<typeof Insurer>;

/**
 * GET /categories/external: the add-service wizard's catalogue. `catalog[category][insurerSlug]` lists
 * plan names (absent: no plan list, the wizard offers 'único'); `integratedInsurers` are looked up by
 * policy number at the partner.
 */
export const ExternalCatalogue = Type.Object(
  {
    categories: Type.Array(Category),
    insurers: Type.Array(Insurer),
    catalog: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Type.String()))),
    integratedInsurers: Type.Array(Type.String()),
  },
  { title: 'ExternalCatalogue' },
);
export type ExternalCatalogue = Static<typeof ExternalCatalogue>;

export const ExternalCatalogueResponse = Envelope(ExternalCatalogue);
export type ExternalCatalogueResponse = Static<typeof ExternalCatalogueResponse>;
