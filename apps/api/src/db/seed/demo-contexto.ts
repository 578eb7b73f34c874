import { createHash } from 'node:crypto';
import type { Tx } from '../client.js';
import { arquivos } from '../schema/index.js';
import type { Storage } from '../../lib/storage.js';
import { emLotes, type Aleatorio } from './demo-util.js';

/** What every part of the demo seed works with: the one transaction, files, the PRNG and "today". */
export interface Contexto {
  tx: Tx;
  storage: Storage;
  rng: Aleatorio;
  /** deps.clock.agora() when the seed started. */
  agora: Date;
  /** Today in America/Sao_Paulo, 'yyyy-mm-dd' (spec D4). */
  hoje: string;
  /** DEMO_SENHA hashed once with argon2id and reused by every demo user. */
  senhaHash: string;
}

/** A generated file to store and register in arquivos. */
export interface ArquivoDemo {
  chave: string;
  nome: string;
  mime: string;
  conteudo: Buffer;
  largura?: number;
  altura?: number;
  user_id?: number | null;
}

/**
 * Writes the files to storage and records their metadata (architecture.md "Data": the database
 * keeps the metadata of stored files). Answers the arquivos ids in the order given. Files written
 * before a rolled-back transaction are left as orphans under keys the next attempt overwrites or
 * ignores; they never become reachable.
 */
export async function salvarArquivos(ctx: Contexto, lista: readonly ArquivoDemo[]): Promise<number[]> {
  await Promise.all(lista.map((a) => ctx.storage.salvar(a.chave, a.conteudo)));
  const ids: number[] = [];
  for (const lote of emLotes(lista, 500)) {
    const linhas = await ctx.tx
      .insert(arquivos)
      .values(
        lote.map((a) => ({
          chave: a.chave,
          nome: a.nome,
          mime: a.mime,
          bytes: a.conteudo.length,
          largura: a.largura ?? null,
          altura: a.altura ?? null,
          sha256: createHash('sha256').update(a.conteudo).digest('hex'),
          user_id: a.user_id ?? null,
          created_at: ctx.agora,
        })),
      )
      .returning({ id: arquivos.id, chave: arquivos.chave });
    // Map by key rather than trusting the order of RETURNING.
    const porChave = new Map(linhas.map((l) => [l.chave, l.id]));
    for (const a of lote) {
      const id = porChave.get(a.chave);
      if (id === undefined) throw new Error(`Arquivo não registrado: ${a.chave}`);
      ids.push(id);
    }
  }
  return ids;
}
