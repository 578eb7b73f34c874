import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Esquema = Record<string, unknown>;

/**
 * OpenAPI 3.0 has no null type: a nullable schema says `nullable: true` beside its `type`. The zod
 * converter writes a union with null (`z.union([z.enum(...), z.literal(''), z.null()])`) as
 * `{anyOf: [...], nullable: true}` with no type, which linters reject. Gives such a schema the type
 * its alternatives share, or, when they differ, moves `nullable` into each alternative. Walks the
 * whole document in place, so every future contract is covered.
 */
export function tiparNulaveis(no: unknown): void {
  if (Array.isArray(no)) {
    for (const item of no) tiparNulaveis(item);
    return;
  }
  if (typeof no !== 'object' || no === null) return;
  const esquema = no as Esquema;
  for (const valor of Object.values(esquema)) tiparNulaveis(valor);
  if (esquema.nullable !== true || 'type' in esquema) return;
  const opcoes = (esquema.anyOf ?? esquema.oneOf) as Esquema[] | undefined;
  if (!opcoes?.length) return;
  const tipos = new Set(opcoes.map((o) => o.type));
  const [tipo] = tipos;
  if (tipos.size === 1 && typeof tipo === 'string') {
    esquema.type = tipo;
    return;
  }
  delete esquema.nullable;
  for (const opcao of opcoes) opcao.nullable = true;
}

/**
 * The generated API reference: OpenAPI built from the contracts, UI at /api/docs and JSON at
 * /api/docs/json (spec README: every path is listed in the generated reference). Linted with
 * Redocly's recommended rules by openapi.test.ts (ADR 008): each operation has an operationId
 * (registrar), public ones `security: []`, and `servers` names PUBLIC_URL when configured, else
 * the server that answered the document.
 */
export async function registrarOpenApi(app: FastifyInstance, publicUrl?: string) {
  // Relative to the document when PUBLIC_URL is not set: the server that answered it.
  const enderecoPublico = publicUrl ? new URL(publicUrl).origin : '/';
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
        // No open-source licence: the API is the product's own, under the terms of use shown at sign-up.
        license: { name: 'Proprietária: termos de uso da Rodada', url: enderecoPublico },
      },
      servers: [
        {
          url: enderecoPublico,
          description: publicUrl ? 'Endereço público (PUBLIC_URL)' : 'O servidor que serve esta documentação',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'api_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documento) => {
      const openapi = 'openapiObject' in documento ? documento.openapiObject : documento.swaggerObject;
      tiparNulaveis(openapi.paths);
      return openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
