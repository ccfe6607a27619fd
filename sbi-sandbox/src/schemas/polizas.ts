import { Type } from '@sinclair/typebox';

export const PolizaParams = Type.Object({ numero: Type.String({ minLength: 1, maxLength: 40 }) });
export const DocumentoParams = Type.Object({
  numero: Type.String({ minLength: 1, maxLength: 40 }),
  nombre: Type.String({ minLength: 1, maxLength: 80 }),
});

/** The prefill shape of the spec ("Prefill from the partner insurer"), plus the insured's document. */
export const Prefill = Type.Object({
  insuredName: Type.String(),
  policyNumber: Type.String(),
  validityDate: Type.String({ format: 'date' }),
  validityDateEnd: Type.String({ format: 'date' }),
  isRenewal: Type.Boolean(),
  paymentMethod: Type.String(),
  currency: Type.Literal('USD'),
  price: Type.Number(),
  brokerCardName: Type.String(),
  productName: Type.String(),
  packageName: Type.String(),
  insuredDocumentType: Type.Union([Type.Literal('CI'), Type.Literal('RUT')]),
  insuredDocumentNumber: Type.String(),
});

export const DocumentosResponse = Type.Object({
  numeroPoliza: Type.String(),
  documentos: Type.Array(
    Type.Object({
      nombre: Type.String(),
      mime: Type.Literal('application/pdf'),
      tipo: Type.Union([Type.Literal('poliza'), Type.Literal('factura')]),
    }),
  ),
});
