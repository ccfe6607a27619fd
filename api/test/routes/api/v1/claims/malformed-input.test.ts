import { useTestApp } from '../../../../helpers/build-app';
import { countRows, createExternal, manualPolicy, OTHER_USER } from '../../../../helpers/fixtures';
import { checkRefusals, junkForms, multipart, RAW_BODIES, type FormEntries } from '../solicitudes/uploads';

/*
 * Malformed input to the claims routes, as generated-input.test.ts does for the JSON routes: junk multipart
 * forms, other content types, bad ids and queries. Never a 5xx, always a Spanish envelope, no table changes.
 */
const t = useTestApp();

const FIELDS = ['nombre', 'apellido', 'email', 'celular', 'numeroPoliza', 'policyId', 'mensaje', 'attachments'];
const BAD_IDS = [
  'not-a-uuid',
  '12345',
  "1' OR '1'='1",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  '%F0%9F%92%A5',
];

describe('claims routes with malformed input', () => {
  it('answer without a 5xx and change no table', async () => {
    const policy = await createExternal(t, manualPolicy());
    await createExternal(t, manualPolicy(), OTHER_USER);
    const before = await countRows(t.db);
    const headers = await t.auth();
    const results = [];

    const forms: FormEntries[] = junkForms(FIELDS, 80, 20250303);
    for (const form of forms) {
      // At least one field is invalid whatever the rest: never accepted.
      form.push([FIELDS[form.length % FIELDS.length]!, 'nulo\u0000byte']);
      const body = await multipart(form);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/claims',
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
        url: '/api/v1/claims',
        payload: raw.payload,
        headers: { ...headers, 'content-type': raw.contentType ?? 'application/json' },
      });
      results.push(Object.assign(res, { label: raw.payload.slice(0, 100) }));
    }
    const gets = [
      ...BAD_IDS.map((id) => `/api/v1/claims?policyId=${id}`),
      '/api/v1/claims?policyId=a&policyId=b',
      '/api/v1/claims?__proto__=1',
      ...BAD_IDS.map((id) => `/api/v1/claims/${id}/attachments/${policy._id}`),
      ...BAD_IDS.map((id) => `/api/v1/claims/${policy._id}/attachments/${id}`),
      `/api/v1/claims/${policy._id}/attachments/${policy._id}`,
    ];
    for (const url of gets) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      // A query it ignores may answer 200 with the (empty) list.
      if (res.statusCode === 200 && url.startsWith('/api/v1/claims?__proto__')) continue;
      results.push(Object.assign(res, { label: url }));
    }
    expect(checkRefusals(results)).toEqual([]);
    expect(await countRows(t.db)).toEqual(before);
  }, 60_000);
});
