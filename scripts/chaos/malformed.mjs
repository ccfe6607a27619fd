// Malformed requests generated from the api's OpenAPI document: every operation × variants (wrong types,
// missing and extra fields, huge strings and bodies, deep nesting, invalid JSON and UTF-8, wrong content
// types, bad path params and queries, odd headers), signed in and not, mostly through the gateway and some
// straight to the api. Every answer must be below 500. Bodies are invalid by construction (a valid one
// would rightly write a row), so the row counts before and after must match. Seeded PRNG: a run repeats.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';

function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const nested = (open, close, depth, leaf = '1') => open.repeat(depth) + leaf + close.repeat(depth);

/** JSON values no field of any schema accepts (a 200,000-character string exceeds every maxLength). */
const INVALID_VALUES = [
  JSON.parse(nested('[', ']', 200, '"fondo"')),
  'x'.repeat(200_000),
  [{}],
  [[1, [2, [3]]]],
  { $gt: '' },
];

const BAD_PARAMS = [
  'no-es-un-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%zz',
  'x'.repeat(4000),
  '-1',
  '1e309',
  '%F0%9F%92%A5',
  "'%20OR%201=1--",
];

const BAD_QUERIES = [
  'page=-1&limit=abc',
  'a[b][c]=1&a=2',
  '__proto__[admin]=1&constructor[prototype][x]=1',
  '%zz=%E0%A4%A',
  `q=${'y'.repeat(6000)}`,
  'limit=1&limit=2&limit=3',
  'tipo=%00&valorDeclarado=NaN&ubicacion=<script>',
  'number=1&name=../../secret',
];

/**
 * @param {{ doc: object, token: string, gatewayUrl: string, apiUrl: string, total?: number, concurrency?: number, seed?: number }} o
 */
export async function runMalformed({
  doc,
  token,
  gatewayUrl,
  apiUrl,
  total = 10_000,
  concurrency = 16,
  seed = 20260101,
}) {
  const random = prng(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const operations = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      if (item[method]) operations.push({ template, method: method.toUpperCase(), op: item[method] });
    }
  }

  const bodySchema = (op) => {
    const content = op.requestBody?.content ?? {};
    return content['application/json']?.schema ?? content['multipart/form-data']?.schema ?? null;
  };
  const invalidObject = (schema, extra = false) => {
    const out = {};
    for (const key of Object.keys(schema?.properties ?? { campo: {} })) out[key] = pick(INVALID_VALUES);
    if (extra) Object.assign(out, { campoExtra: 'x', isAdmin: true, _id: randomUUID() });
    return out;
  };
  const json = (value) => ({ body: Buffer.from(JSON.stringify(value)), type: 'application/json' });
  // A body that may be null (POST /chat/conversations, /user/sync): there JSON null and an empty body (which
  // the api reads as none, as browsers send such commands) are valid requests, not malformed ones.
  const isNull = (schema) =>
    schema?.type === 'null' ||
    schema?.nullable === true ||
    (Array.isArray(schema?.type) && schema.type.includes('null'));
  const takesNoBody = (op) => {
    const schema = bodySchema(op);
    return isNull(schema) || [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].some(isNull);
  };

  /** Each variant: (operation) → { name, path?, query?, headers?, body?, type? }. */
  const VARIANTS = [
    (o) => ({ name: 'tipos-incorrectos', ...json(invalidObject(bodySchema(o.op))) }),
    (o) => ({ name: 'campos-de-mas', ...json(invalidObject(bodySchema(o.op), true)) }),
    (o) => {
      const schema = bodySchema(o.op);
      // An empty object is only invalid where something is required.
      return schema?.required?.length
        ? { name: 'campos-faltantes', ...json({}) }
        : { name: 'campos-faltantes', ...json([]) };
    },
    (o) => {
      const roots = [[], 'texto', 42, true, [{ a: 1 }], ...(takesNoBody(o.op) ? [] : [null])];
      return { name: 'raiz-incorrecta', ...json(pick(roots)) };
    },
    () => ({ name: 'string-enorme', ...json({ texto: 'x'.repeat(2_000_000) }) }),
    () => ({
      name: 'cuerpo-enorme',
      body: Buffer.alloc(pick([1, 9, 40]) * 1024 * 1024, 0x61),
      type: 'application/json',
    }),
    () => ({
      name: 'anidado-profundo',
      body: Buffer.from(random() < 0.5 ? nested('{"a":', '}', 5000) : nested('[', ']', 20000)),
      type: 'application/json',
    }),
    (o) => ({
      name: 'json-invalido',
      body: Buffer.from(
        pick([
          '{"a": ',
          '{"a": 1}}',
          "{'a': 1}",
          '{"a": undefined}',
          '{"a": NaN}',
          '\u0000',
          '{,}',
          ...(takesNoBody(o.op) ? [] : ['']),
        ]),
      ),
      type: 'application/json',
    }),
    () => ({
      name: 'utf8-invalido',
      body: Buffer.concat([
        Buffer.from('{"nombre": "'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
      type: 'application/json',
    }),
    (o) => ({
      name: 'content-type-incorrecto',
      ...json(invalidObject(bodySchema(o.op))),
      type: pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'application/jsonx',
        '*/*',
        '',
      ]),
    }),
    () => ({
      name: 'multipart-roto',
      body: Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      ),
      type: pick([
        'multipart/form-data; boundary=b',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=otro',
      ]),
    }),
    () => ({
      name: 'gzip-falso',
      body: random() < 0.5 ? Buffer.from('{"a":1}') : zlib.gzipSync(Buffer.from('{"a": [1, 2')),
      type: 'application/json',
      headers: { 'content-encoding': pick(['gzip', 'br', 'deflate', 'chunked, gzip', 'nada']) },
    }),
    () => ({ name: 'param-invalido', param: pick(BAD_PARAMS) }),
    () => ({ name: 'query-invalida', query: pick(BAD_QUERIES) }),
    () => ({ name: 'cabecera-enorme', headers: { 'x-relleno': 'x'.repeat(pick([9000, 20000, 70000])) } }),
    () => ({
      name: 'cabeceras-raras',
      headers: pick([
        { accept: 'application/xml;q=2, */*;q=-1' },
        { 'x-request-id': 'x'.repeat(500) },
        { 'x-forwarded-for': '999.999.1.1, <script>' },
        { 'accept-encoding': 'gzip;q=abc, br;q=NaN' },
        { cookie: '%zz=%E0; a=' + 'b'.repeat(3000) },
        { 'if-none-match': '"' + 'c'.repeat(1000) },
        { range: 'bytes=99999999-1' },
        { 'content-language': 'espa\u00f1ol' },
        { expect: '100-continue' },
      ]),
    }),
    (o) => ({ name: 'metodo-incorrecto', method: o.method === 'GET' ? 'PATCH' : 'GET' }),
  ];

  const AUTH = [
    () => ({ authorization: `Bearer ${token}` }),
    () => ({ authorization: `Bearer ${token}` }),
    () => ({}),
    () => ({}),
    () => ({
      authorization: pick([
        'Bearer ',
        'Bearer a.b.c',
        'Basic YW5hOmRlbW8=',
        `Bearer ${token.slice(0, -4)}AAAA`,
        'Bearer ' + 'x'.repeat(5000),
      ]),
    }),
  ];

  const requests = [];
  for (let i = 0; requests.length < total; i++) {
    const o = operations[i % operations.length];
    const variant = VARIANTS[Math.floor(i / operations.length) % VARIANTS.length](o);
    // A variant that touches nothing the operation reads (a bad path parameter where the path has none,
    // a bad query where no query is read, odd headers, no body where the body is optional) leaves a valid
    // request: a signed-in write (POST /chat/conversations, /user/sync) then rightly writes. Those are sent
    // signed out, so every signed-in write the count sees is one the api should have refused.
    const reads = (where) => o.op.parameters?.some((p) => p.in === where) ?? false;
    const invalid =
      variant.body !== undefined ||
      variant.method !== undefined ||
      (variant.param !== undefined && reads('path')) ||
      (variant.query !== undefined && reads('query'));
    const takesNothing = !invalid && o.method !== 'GET';
    const paramValue = variant.param;
    const path = o.template.replace(/\{[^}]+\}/g, () => paramValue ?? randomUUID());
    const url = `${random() < 0.8 ? gatewayUrl : apiUrl}${path}${variant.query ? `?${variant.query}` : ''}`;
    requests.push({
      op: `${o.method} ${o.template}`,
      variant: variant.name,
      method: variant.method ?? o.method,
      url,
      headers: {
        ...(takesNothing ? {} : pick(AUTH)()),
        ...(variant.body && variant.type ? { 'content-type': variant.type } : {}),
        ...variant.headers,
      },
      body: variant.body,
    });
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = {};
  const failures = [];
  // A malformed request answered 2xx was accepted: the first suspect when a row count moves.
  const accepted = [];
  let resets = 0;
  /** Keep-alive sockets already given their one error listener. */
  const quietSockets = new WeakSet();
  let next = 0;
  const send = (r) =>
    new Promise((resolve) => {
      const req = http.request(r.url, { method: r.method, headers: r.headers, agent, timeout: 30_000 }, (res) => {
        let snippet = '';
        res.on('data', (chunk) => {
          if (snippet.length < 300) snippet += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, snippet }));
        res.on('error', () => resolve({ status: 'reset' }));
      });
      // A server may answer (413, 431) and close before the body is written: the write fails afterwards.
      req.on('socket', (socket) => {
        if (quietSockets.has(socket)) return;
        quietSockets.add(socket);
        socket.on('error', () => {});
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: error.message === 'timeout' ? 'timeout' : 'reset' }));
      try {
        req.end(r.body);
      } catch {
        resolve({ status: 'reset' });
      }
    });
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const { status, snippet } = await send(r);
      if (status === 'reset') resets++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 'timeout' || status >= 500)
        failures.push({ ...r, body: undefined, headers: undefined, status, snippet });
      else if (status >= 200 && status < 300)
        accepted.push({
          ...r,
          body: r.body?.subarray(0, 200).toString(),
          signedIn: Boolean(r.headers.authorization),
          headers: undefined,
          status,
          snippet,
        });
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return {
    sent: requests.length,
    operations: operations.length,
    seconds: (Date.now() - started) / 1000,
    statuses,
    resets,
    failures,
    accepted,
  };
}
