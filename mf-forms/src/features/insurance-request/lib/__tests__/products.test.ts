// The request form sends each product's text fields in the order of the api's schema (a test may read the
// TypeBox schema itself: it never reaches the bundle).
import * as contracts from 'contracts';
import { PRODUCTOS } from '../products';
import { PRODUCT_TEXT_FIELDS } from '../insurance-request-values';

it.each(PRODUCTOS)('sends %s’s text fields in the order of its contracts schema', (producto) => {
  const schema = contracts.INSURANCE_REQUEST_SCHEMAS[producto];
  const fileFields = new Set(Object.keys(contracts.INSURANCE_REQUEST_FILE_FIELDS));
  const textFields = Object.keys(schema.properties).filter((f) => f !== 'producto' && !fileFields.has(f));
  expect(PRODUCT_TEXT_FIELDS[producto]).toEqual(textFields);
});
