import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, StringEnum } from './common';

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The spec's emission request plus `referencia` (our policy id: the idempotency key). */
export const EmisionRequest = Type.Object(
  {
    referencia: Type.String({ minLength: 1, maxLength: 100 }),
    productoId: Type.String({ minLength: 1, maxLength: 20 }),
    paqueteId: Type.String({ minLength: 1, maxLength: 60 }),
    tipoDeDocumento: StringEnum(['CI', 'RUT']),
    numeroDeDocumentoODeRut: Type.String({ minLength: 1, maxLength: 20 }),
    nombreORazonSocial: Type.String({ minLength: 1, maxLength: 120 }),
    apellido: OptionalText(120),
    fechaDeNacimiento: Type.Optional(Nullable(Type.Union([IsoDate, Type.Literal('')]))),
    correoElectronico: Type.String({ format: 'email', maxLength: 254 }),
    celular: OptionalText(30),
    calle: Type.String({ minLength: 1, maxLength: 120 }),
    numeroDePuerta: OptionalText(10),
    apartamento: OptionalText(20),
    codigoPostal: OptionalText(10),
    departamento: Type.String({ minLength: 1, maxLength: 40 }),
    inicioDeVigencia: Type.Union([IsoDate, Type.String({ format: 'date-time' })]),
    formaDePago: StringEnum(['T', 'L', 'R']),
    cantidadDeCuotas: Type.Integer({ minimum: 0, maximum: 10 }),
    camposAdicionales: Type.Optional(
      Type.Array(
        Type.Object(
          { nombre: Type.String({ minLength: 1, maxLength: 60 }), valor: Type.String() },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    emailTo: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    emailCC: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    urlNotificacionNumeroDePoliza: Type.String({ format: 'uri', maxLength: 2048 }),
    /** Where the payment page sends the person back once paid (the marketplace's own screen). */
    urlRetorno: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2048 }))),
    paymentCode: OptionalText(100),
    createdFromQuoteId: OptionalText(100),
  },
  { additionalProperties: false },
);
export type EmisionRequest = Static<typeof EmisionRequest>;

/** Messages for fields whose generic message would not say what is expected. */
export const EMISION_FIELD_MESSAGES: Record<string, string> = {
  referencia: 'Falta la referencia de la emisión (el id de la póliza en el marketplace).',
  tipoDeDocumento: 'El tipo de documento debe ser CI o RUT.',
  fechaDeNacimiento: 'La fecha de nacimiento debe ser una fecha ISO (AAAA-MM-DD).',
  correoElectronico: 'El correo electrónico no es válido.',
  inicioDeVigencia: 'El inicio de vigencia debe ser una fecha ISO (AAAA-MM-DD).',
  formaDePago: 'La forma de pago debe ser T (tarjeta), L (link de pago) o R (red de cobranza).',
  cantidadDeCuotas: 'La cantidad de cuotas debe ser un número entero entre 0 y 10.',
  emailTo: 'El correo electrónico de emailTo no es válido.',
  emailCC: 'El correo electrónico de emailCC no es válido.',
  urlNotificacionNumeroDePoliza:
    'La URL de notificación (urlNotificacionNumeroDePoliza) debe ser una URL http(s) absoluta.',
  urlRetorno: 'La URL de retorno (urlRetorno) debe ser una URL http(s) absoluta.',
};

export const EmisionParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const Notificacion = Type.Object({
  deliveryId: Type.String(),
  estado: StringEnum(['pendiente', 'entregada', 'fallida']),
  intentos: Type.Integer(),
  ultimoIntentoEn: Nullable(Type.String()),
  proximoIntentoEn: Nullable(Type.String()),
  ultimoError: Nullable(Type.String()),
});

export const EmisionResponse = Type.Object({
  emisionId: Type.String(),
  referencia: Type.String(),
  estado: StringEnum(['pendiente_pago', 'emitida']),
  formaDePago: StringEnum(['T', 'L', 'R']),
  cantidadDeCuotas: Type.Integer(),
  linkDePago: Nullable(Type.String()),
  numeroPoliza: Nullable(Type.String()),
  fechaEmision: Nullable(Type.String()),
  fechaVencimiento: Nullable(Type.String()),
  productoId: Type.String(),
  producto: Type.String(),
  paqueteId: Type.String(),
  paquete: Type.String(),
  precio: Type.Number(),
  moneda: Type.Literal('USD'),
  creadaEn: Type.String(),
  pagadaEn: Nullable(Type.String()),
  notificacion: Nullable(Notificacion),
});
export type EmisionResponse = Static<typeof EmisionResponse>;
