import type { FastifyInstance } from 'fastify';
import { referencias } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as repo from './referencias.repository.js';
import { criarConsultaCep } from './cep.service.js';

// Reference data changes only with a new IBGE/BCB list: browsers and the offline cache keep it a day.
const CACHE = 'public, max-age=86400';

/**
 * States, cities and banks (spec 2 §7 "Lookups"), read straight from the repository; and the CEP
 * lookup (ADR 012), whose provider call, cache and limit live in cep.service.
 */
export function rotasReferencias(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, referencias.listarEstados, async (_e, ctx) => {
    void ctx.reply.header('cache-control', CACHE);
    return { estados: await repo.listarEstados(deps.db) };
  });
  registrar(app, deps, referencias.listarCidades, async ({ query }, ctx) => {
    void ctx.reply.header('cache-control', CACHE);
    return { cidades: await repo.listarCidades(deps.db, query.estado) };
  });
  registrar(app, deps, referencias.listarBancos, async (_e, ctx) => {
    void ctx.reply.header('cache-control', CACHE);
    return { bancos: await repo.listarBancos(deps.db) };
  });
  const consultarCep = criarConsultaCep(deps);
  registrar(app, deps, referencias.consultarCep, async ({ params }, ctx) => {
    const resultado = await consultarCep(params.cep, ctx.ator.userId);
    // The user's own lookup: kept by their browser a day when found, never when it failed.
    void ctx.reply.header(
      'cache-control',
      resultado.situacao === 'indisponivel' ? 'no-store' : 'private, max-age=86400',
    );
    return resultado;
  });
}
