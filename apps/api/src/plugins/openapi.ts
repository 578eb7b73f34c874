import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The generated API reference: OpenAPI built from the contracts, UI at /api/docs and JSON at
 * /api/docs/json (spec README: every path is listed in the generated reference).
 */
export async function registrarOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rodada API',
        description:
          'API da Rodada. Sucesso: HTTP 200 com `{status: 1, ...}`. Erro: código HTTP real com ' +
          '`{status: 2, msg, errors?}`. Autenticação por `Authorization: Bearer <api_token>` ou ' +
          'pelo cookie `api_token` (chamadas que alteram dados pelo cookie exigem o cabeçalho ' +
          '`X-Requested-With: XMLHttpRequest`).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'api_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
