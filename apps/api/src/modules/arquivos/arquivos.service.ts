import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import type { Sessao } from '../auth/index.js';
import * as repo from './arquivos.repository.js';

/**
 * Checks that the session may read the private file `chave` (the engine's `arquivo.ver`, ADR 013:
 * master, whoever stored it, the organiser of the round whose print island holds it). An unknown
 * key and a file the caller may not read answer the same 404 (ADR 003: we never reveal someone
 * else's object).
 */
export async function autorizarArquivoPrivado(deps: Deps, sessao: Sessao, chave: string): Promise<void> {
  exigir(sessao.ator, 'arquivo.ver', await repo.buscarPorChave(deps.db, chave));
}
