import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../schemas/common';
import { PaquetesQuery, PaquetesResponse, ProductoParams, ProductosResponse } from '../schemas/productos';

/** /v1/productos: the catalogue, and a product's packages rated for a declared value. */
const productosRoutes: FastifyPluginAsync = async (app) => {
  app.get('', { schema: { response: { 200: ProductosResponse, ...errorResponses } } }, async () => ({
    productos: app.catalog.list().map((p) => ({
      id: p.id,
      nombre: p.nombre,
      categoria: p.categoria,
      moneda: 'USD' as const,
      valorDeclarado: app.catalog.rangoValor(p),
      ubicaciones: p.ubicaciones ?? [],
      construcciones: p.construcciones ?? [],
    })),
  }));

  app.get<{ Params: { id: string }; Querystring: PaquetesQuery }>(
    '/:id/paquetes',
    {
      schema: {
        params: ProductoParams,
        querystring: PaquetesQuery,
        response: { 200: PaquetesResponse, ...errorResponses },
      },
      config: {
        fieldMessages: {
          valorDeclarado: 'El valor declarado debe ser un número en USD, sin puntos ni comas.',
          ubicacion: 'La ubicación debe ser montevideo o interior.',
          construccion: 'La construcción debe ser tradicional o alternativa.',
        },
      },
    },
    async (request) => {
      const { producto, ...cotizacion } = app.catalog.rate(request.params.id, request.query);
      return { producto: { id: producto.id, nombre: producto.nombre, categoria: producto.categoria }, ...cotizacion };
    },
  );
};

export default productosRoutes;
