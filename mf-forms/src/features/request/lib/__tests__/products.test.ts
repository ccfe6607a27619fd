// The request form restates contracts' lists (importing them would bring TypeBox into the bundle): they must
// stay the same values the api checks against.
import * as contracts from 'contracts';
import { REQUEST_PRODUCTS } from 'contracts/product-facts';
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES } from '@/lib/upload-limits';
import {
  FILE_FIELDS,
  FILE_TYPES,
  GARANTIA_FILES,
  MAX_FILES,
  MIN_ANIO,
  PRODUCT_DESCRIPTIONS,
  PRODUCT_LABELS,
  PRODUCTOS,
  RECIBOS_VARIABLES,
  SITUACIONES,
} from '../products';
import { PRODUCT_TEXT_FIELDS } from '../request-values';

it('matches contracts’ products, labels, lists and limits', () => {
  expect(PRODUCTOS).toEqual(contracts.SOLICITUD_PRODUCTOS);
  expect(PRODUCT_LABELS).toEqual(contracts.SOLICITUD_LABELS);
  expect(SITUACIONES).toEqual(contracts.SITUACIONES_LABORALES);
  expect(GARANTIA_FILES).toEqual(contracts.GARANTIA_FILES_BY_SITUACION);
  expect(FILE_FIELDS).toEqual(contracts.SOLICITUD_FILE_FIELDS);
  expect(FILE_TYPES).toEqual(contracts.SOLICITUD_FILE_TYPES);
  expect([MIN_ANIO, RECIBOS_VARIABLES, MAX_FILES]).toEqual([
    contracts.SOLICITUD_MIN_ANIO,
    contracts.RECIBOS_VARIABLES_COUNT,
    contracts.SOLICITUD_MAX_FILES,
  ]);
  expect([MAX_FILE_BYTES, MAX_REQUEST_BYTES]).toEqual([
    contracts.UPLOAD_MAX_FILE_BYTES,
    contracts.UPLOAD_MAX_REQUEST_BYTES,
  ]);
});

it('describes each kind with the facts Amparo for visitors answers from (contracts/product-facts)', () => {
  for (const producto of PRODUCTOS) {
    expect(PRODUCT_DESCRIPTIONS[producto]).toBe(REQUEST_PRODUCTS[producto].description);
    expect(PRODUCT_LABELS[producto]).toBe(REQUEST_PRODUCTS[producto].label);
  }
});

it.each(PRODUCTOS)('sends %s’s text fields in the order of its contracts schema', (producto) => {
  const schema = contracts.SOLICITUD_SCHEMAS[producto];
  const fileFields = new Set(Object.keys(contracts.SOLICITUD_FILE_FIELDS));
  const textFields = Object.keys(schema.properties).filter((f) => f !== 'producto' && !fileFields.has(f));
  expect(PRODUCT_TEXT_FIELDS[producto]).toEqual(textFields);
});
