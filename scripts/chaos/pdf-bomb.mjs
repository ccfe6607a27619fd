// 'Cargar póliza en PDF' against PDF bombs: five small PDFs whose content stream inflates to ~20 MB each,
// imported at once through the gateway while the api's /healthz is probed every 10 ms (open loop: a probe is
// sent on time whether or not the previous one answered, so a stalled event loop shows in the latencies).
// Before the PDF import moved to worker threads one such PDF was accepted after 9-16 s and /healthz waited as
// long; the api test is api/test/routes/api/v1/policy/import-pdf-limits.test.ts (same PDF, from its helper).
import { deflateSync } from 'node:zlib';

/** A one-page PDF whose content stream (a text operation repeated) inflates to `inflatedBytes`. */
export function bombPdf(inflatedBytes = 20 * 1024 * 1024) {
  const op = 'BT /F1 9 Tf 72 700 Td (Suma asegurada USD 1.000) Tj ET\n';
  const stream = deflateSync(Buffer.from(op.repeat(Math.ceil(inflatedBytes / op.length)), 'latin1'), { level: 9 });
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * @param {{ gatewayUrl: string, apiUrl: string, token: string, count?: number, inflatedBytes?: number, probeEveryMs?: number }} o
 * @returns {Promise<{ size: number, statuses: Record<string, number>, messages: string[], importMs: number[], healthz: { probes: number, p50: number, p99: number, max: number, failed: number } }>}
 */
export async function runPdfBomb({ gatewayUrl, apiUrl, token, count = 5, inflatedBytes, probeEveryMs = 10 }) {
  const pdf = bombPdf(inflatedBytes);
  const latencies = [];
  let failed = 0;
  const inFlight = new Set();
  const probe = () => {
    const start = performance.now();
    const p = fetch(`${apiUrl}/healthz`, { signal: AbortSignal.timeout(30_000) })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failed++;
        latencies.push(performance.now() - start);
      })
      .catch(() => failed++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  // A few probes before the imports, so the connection pool is warm for the ones that count.
  for (let i = 0; i < 5; i++) probe();
  await Promise.all(inFlight);
  latencies.length = 0;

  const timer = setInterval(probe, probeEveryMs);
  const imports = await Promise.all(
    Array.from({ length: count }, async () => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'poliza.pdf');
      const start = performance.now();
      const res = await fetch(`${gatewayUrl}/api/v1/policy/import-pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(120_000),
      });
      const body = await res.json().catch(() => null);
      return { status: res.status, message: body?.meta?.message ?? '', ms: performance.now() - start };
    }),
  );
  clearInterval(timer);
  await Promise.all(inFlight);

  const sorted = [...latencies].sort((a, b) => a - b);
  const statuses = {};
  for (const r of imports) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    size: pdf.length,
    statuses,
    messages: [...new Set(imports.map((r) => r.message))],
    importMs: imports.map((r) => Math.round(r.ms)).sort((a, b) => a - b),
    healthz: {
      probes: sorted.length,
      p50: Math.round(percentile(sorted, 50) ?? NaN),
      p99: Math.round(percentile(sorted, 99) ?? NaN),
      max: Math.round(sorted.at(-1) ?? NaN),
      failed,
    },
  };
}
