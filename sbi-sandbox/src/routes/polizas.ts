import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/errors';
import { PAYMENT_METHOD_LABEL, documentosDe, renderDocumento } from '../lib/pdf';
import type { Poliza } from '../lib/store';
import { errorResponses } from '../schemas/common';
import { DocumentoParams, DocumentosResponse, PolizaParams, Prefill } from '../schemas/polizas';

/** 'sbi-10000001', ' SBI 10000001 ' and '10000001' all name SBI-10000001. */
export function normalisePolicyNumber(raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d{8}$/.test(compact)) return `SBI-${compact}`;
  return compact.replace(/^SBI-?(\d{8})$/, 'SBI-$1');
}

/**
 * The prefill shape of the spec (what the add-service form fills in from the partner), plus the insured's
 * document: the product matches a policy to a person by it, never by the name.
 */
export function prefillOf(p: Poliza) {
  return {
    insuredName: `${p.asegurado.nombre} ${p.asegurado.apellido}`.trim(),
    policyNumber: p.numeroPoliza,
    validityDate: p.vigenciaDesde,
    validityDateEnd: p.vigenciaHasta,
    isRenewal: p.renovacionAutomatica,
    paymentMethod: PAYMENT_METHOD_LABEL[p.formaDePago],
    currency: p.moneda,
    price: p.paquete.precio,
    brokerCardName: p.corredor,
    productName: p.producto.nombre,
    packageName: p.paquete.nombre,
    insuredDocumentType: p.asegurado.tipoDeDocumento,
    insuredDocumentNumber: p.asegurado.numeroDeDocumento,
  };
}

/** /v1/polizas/:numero: lookup (prefill) and documents of the policies SBI knows (seeded or emitted and paid). */
const polizasRoutes: FastifyPluginAsync = async (app) => {
  const find = (numero: string) => {
    const poliza = app.store.findPoliza(normalisePolicyNumber(numero));
    if (!poliza) throw notFound('Póliza no encontrada en SBI.');
    return poliza;
  };

  app.get<{ Params: { numero: string } }>(
    '/:numero',
    { schema: { params: PolizaParams, response: { 200: Prefill, ...errorResponses } } },
    async (request) => prefillOf(find(request.params.numero)),
  );

  app.get<{ Params: { numero: string } }>(
    '/:numero/documentos',
    { schema: { params: PolizaParams, response: { 200: DocumentosResponse, ...errorResponses } } },
    async (request) => {
      const poliza = find(request.params.numero);
      return { numeroPoliza: poliza.numeroPoliza, documentos: documentosDe(poliza) };
    },
  );

  app.get<{ Params: { numero: string; nombre: string } }>(
    '/:numero/documentos/:nombre',
    { schema: { params: DocumentoParams, response: errorResponses } },
    async (request, reply) => {
      const poliza = find(request.params.numero);
      const documento = await renderDocumento(poliza, request.params.nombre);
      if (!documento) throw notFound('Documento no encontrado.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${documento.info.nombre}"`)
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(documento.bytes));
    },
  );
};

export default polizasRoutes;
