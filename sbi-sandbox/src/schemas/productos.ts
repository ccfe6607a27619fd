import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

const Ubicacion = StringEnum(['montevideo', 'interior']);
const Construccion = StringEnum(['tradicional', 'alternativa']);

export const ProductoParams = Type.Object({ id: Type.String({ maxLength: 20 }) });

export const Producto = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  categoria: StringEnum(['bike', 'home']),
  moneda: Type.Literal('USD'),
  valorDeclarado: Type.Object({ porDefecto: Type.Number(), minimo: Type.Number(), maximo: Type.Number() }),
  ubicaciones: Type.Array(Ubicacion),
  construcciones: Type.Array(Construccion),
});

export const ProductosResponse = Type.Object({ productos: Type.Array(Producto) });

export const PaquetesQuery = Type.Object(
  {
    valorDeclarado: Type.Optional(Type.Number({ minimum: 0 })),
    ubicacion: Type.Optional(Ubicacion),
    construccion: Type.Optional(Construccion),
  },
  { additionalProperties: false },
);
export type PaquetesQuery = Static<typeof PaquetesQuery>;

export const Cobertura = Type.Object({ nombreCobertura: Type.String(), sumaAsegurada: Type.Number() });

export const Paquete = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  precio: Type.Number(),
  coberturas: Type.Array(Cobertura),
});

export const PaquetesResponse = Type.Object({
  producto: Type.Object({ id: Type.String(), nombre: Type.String(), categoria: StringEnum(['bike', 'home']) }),
  moneda: Type.Literal('USD'),
  valorDeclarado: Type.Number(),
  ubicacion: Nullable(Ubicacion),
  construccion: Nullable(Construccion),
  paquetes: Type.Array(Paquete),
});
