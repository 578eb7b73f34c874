import { podeLerArquivoPrivado } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import type { Sessao } from '../auth/index.js';
import * as repo from './arquivos.repository.js';

/**
 * Checks that the session may read the private file `chave` (podeLerArquivoPrivado: master, whoever
 * stored it, the organiser of the round whose print island holds it). An unknown key and a file
 * the caller may not read answer the same 404 (ADR 003: we never reveal someone else's object).
 */
export async function autorizarArquivoPrivado(deps: Deps, sessao: Sessao, chave: string): Promise<void> {
  const arquivo = await repo.buscarPorChave(deps.db, chave);
  if (!arquivo || !podeLerArquivoPrivado(sessao.ator, arquivo)) throw naoEncontrado();
}
