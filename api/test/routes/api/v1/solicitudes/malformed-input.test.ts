import { useTestApp } from '../../../../helpers/build-app';
import { countRows } from '../../../../helpers/fixtures';
import { checkRefusals, junkForms, multipart, RAW_BODIES, type FormEntries } from './uploads';

/*
 * Malformed input to POST /solicitudes, as generated-input.test.ts does for the JSON routes: junk values,
 * names and files for every field, broken multipart bodies and other content types. Never a 5xx, always a
 * Spanish envelope, and no table changes.
 */
const t = useTestApp();

const FIELDS = [
  'producto',
  'marca',
  'anio',
  'modelo',
  'tipoDoc',
  'doc',
  'departamento',
  'uso',
  'email',
  'celular',
  'nombre',
  'situacionLaboral',
  'antiguedadLaboral',
  'ci',
  'recibosVariables',
  'valorDeclarado',
  'facturaOImagen',
  'montoMuerte',
];

describe('POST /api/v1/solicitudes with malformed input', () => {
  it('answers without a 5xx and changes no table', async () => {
    const before = await countRows(t.db);
    const results = [];
    const forms: FormEntries[] = [
      ...junkForms(FIELDS, 60, 20250302),
      // A valid product with every other field junk: the product's rules still refuse it.
      ...junkForms(FIELDS.slice(1), 30, 7).map((f): FormEntries => [['producto', 'garantia'], ...f]),
    ];
    for (const headers of [{}, await t.auth()]) {
      for (const form of forms) {
        // At least one field is invalid whatever the rest (as in generated-input.test.ts): never accepted.
        form.push([FIELDS[form.length % FIELDS.length]!, 'nulo\u0000byte']);
        const body = await multipart(form);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/solicitudes',
          payload: body.payload,
          headers: { ...headers, ...body.headers },
        });
        results.push(
          Object.assign(res, {
            label: JSON.stringify(form.map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 20) : v.name])),
          }),
        );
      }
      for (const raw of RAW_BODIES) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/solicitudes',
          payload: raw.payload,
          headers: { ...headers, 'content-type': raw.contentType ?? 'application/json' },
        });
        results.push(Object.assign(res, { label: raw.payload.slice(0, 100) }));
      }
    }
    expect(checkRefusals(results)).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);
  }, 60_000);
});
