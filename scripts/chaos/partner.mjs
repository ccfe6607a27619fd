// The partner down (its simulated outage), slow beyond the api's SBI timeout, or answering garbage during a
// purchase: quote → pending policy → emission through the api while the sandbox's fault is on. Each must
// end in a Spanish error, the policy still pending; with the fault off the retry succeeds, and the sandbox
// holds exactly one emission for that policy (its `referencia`).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1').toString('base64');
const SPANISH = /[áéíóúñ¿¡]|\b(no|la|el|de|póliza|probá|intentá)\b/i;

/** The emission form's request for a bike policy (see api/test/helpers/sbi-fixtures.ts). */
function emissionBody(policy) {
  return {
    productoId: policy.productId,
    paqueteId: policy.packageId,
    tipoDeDocumento: 'CI',
    numeroDeDocumentoODeRut: '1.234.567-2',
    nombreORazonSocial: 'Ana',
    apellido: 'Pérez',
    fechaDeNacimiento: '1990-05-10',
    correoElectronico: 'ana@example.com',
    celular: '099123456',
    calle: 'Bv. Artigas',
    numeroDePuerta: '1234',
    apartamento: '502',
    codigoPostal: '11300',
    departamento: 'Montevideo',
    inicioDeVigencia: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(new Date()),
    formaDePago: 'T',
    cantidadDeCuotas: 0,
    camposAdicionales: [
      { nombre: 'Marca', valor: 'Trek' },
      { nombre: 'Modelo', valor: 'Marlin 7' },
      { nombre: 'Serie', valor: 'WTU221C0455M' },
      { nombre: 'Archivo', valor: JSON.stringify([{ fileName: 'factura.pdf', base64: PDF }]) },
    ],
    emailTo: 'ana@example.com',
    emailCC: 'emisiones@seguros.uy',
    paymentCode: null,
    createdFromQuoteId: policy.createdFromQuoteId,
    policyId: policy._id,
  };
}

/**
 * @param {{ apiUrl: string, sbiUrl: string, sbiKey?: string, token: string, sbiTimeoutMs: number }} o
 * @returns {Promise<Array<{ mode: string, status: number, message: string, pending: boolean, retry: number, emissions: number, ok: boolean }>>}
 */
export async function runPartnerFaults({ apiUrl, sbiUrl, sbiKey = 'sbi-dev-key', token, sbiTimeoutMs }) {
  const api = async (method, path, body) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const admin = async (method, path, body) => {
    const res = await fetch(`${sbiUrl}/__admin${path}`, {
      method,
      headers: { 'x-api-key': sbiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`sbi-sandbox /__admin${path} respondió ${res.status}`);
    return res.json();
  };

  const slowMs = sbiTimeoutMs + 3000;
  const results = [];
  for (const mode of ['error', 'slow', 'malformed', 'wrong_shape']) {
    const quote = await api('POST', '/api/v1/quote/create', {
      category: 'bike',
      declaredValue: 2000,
      contactEmail: 'ana@example.com',
      nombre: 'Ana',
    });
    if (quote.status !== 201) throw new Error(`cotización: ${quote.status} ${JSON.stringify(quote.body)}`);
    const created = await api('POST', '/api/v1/user/policy-from-quote', { quoteId: quote.body.data._id });
    if (created.status >= 300) throw new Error(`póliza desde cotización: ${created.status}`);
    const policy = created.body.data;

    await admin('POST', '/faults', { mode, delayMs: slowMs, pathPrefix: '/v1/emisiones' });
    const failed = await api('POST', '/api/v1/sbi/emision', emissionBody(policy));
    const message = failed.body?.meta?.message ?? '';
    const afterFault = await api('GET', `/api/v1/policy/${policy._id}`);
    await admin('DELETE', '/faults');
    // A slow answer is still being processed by the partner after the api gave up on it.
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs - sbiTimeoutMs + 1000));
    const retry = await api('POST', '/api/v1/sbi/emision', emissionBody(policy));
    const again = await api('POST', '/api/v1/sbi/emision', emissionBody(policy));
    const { emisiones } = await admin('GET', '/emisiones');
    const emissions = emisiones.filter((e) => e.referencia.toLowerCase() === policy._id.toLowerCase()).length;
    const pending = afterFault.body?.data?.status === 'pendiente';
    results.push({
      mode,
      status: failed.status,
      message,
      pending,
      retry: retry.status,
      repeat: again.status,
      emissions,
      ok:
        failed.status >= 400 &&
        SPANISH.test(message) &&
        pending &&
        retry.status < 300 &&
        again.status < 300 &&
        again.body?.data?.emisionId === retry.body?.data?.emisionId &&
        emissions === 1,
    });
  }
  return results;
}
