import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI document built from the route schemas (`app.swagger()`), served (UI at /api/v1/docs, JSON at
 * /api/v1/docs/json) only when API_DOCS says so: by default in development and tests, never in production,
 * where the gateway would publish it.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Seguros API',
          description: 'API v1 del marketplace de seguros y wallet de pólizas.',
          version: '1.0.0',
        },
        tags: [
          { name: 'user', description: 'Usuario autenticado y su wallet' },
          { name: 'policy', description: 'Pólizas del usuario' },
          { name: 'quote', description: 'Cotizaciones de bicicleta y hogar' },
          { name: 'catalogue', description: 'Catálogo, comparativa de coberturas y guías de siniestros' },
          { name: 'leads', description: 'Pedidos de contacto' },
          { name: 'contact', description: 'Mensajes al equipo (contacto, propuesta a medida)' },
          { name: 'sbi', description: 'Aseguradora SBI: productos, emisión, pago, consulta y documentos de pólizas' },
          { name: 'health', description: 'Estado del servicio' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    if (app.config.docs) await app.register(swaggerUi, { routePrefix: '/api/v1/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
