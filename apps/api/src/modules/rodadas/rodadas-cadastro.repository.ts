import { and, eq } from 'drizzle-orm';
import { slotsPadraoDaRodada } from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import { administradores, agenda_slots, arquivos, cidades, rodadas, users } from '../../db/schema/index.js';
import type { ArquivoNovo } from './rodadas-imagens.js';

// SQL of 'Cadastro de Rodada' (spec 3 §2 "Round form", §5): creating and updating a round with
// its pictures, and the checks of its state, city and administrator.

/** The round's columns the form writes. */
export interface DadosRodada {
  nome: string;
  local: string;
  data_inicio: string;
  data_fim: string;
  data_veiculacao: string;
  data_limite: string;
  estado_id: number;
  cidade_id: number;
  administrador_id: number;
  logo_arquivo_id: number | null;
  banner_arquivo_id: number | null;
  planta_arquivo_id: number | null;
}

/** Whether city `cidadeId` is in state `estadoId` (both IBGE codes). */
export async function cidadeDoEstado(tx: Tx, cidadeId: number, estadoId: number): Promise<boolean> {
  const [linha] = await tx
    .select({ id: cidades.id })
    .from(cidades)
    .where(and(eq(cidades.id, cidadeId), eq(cidades.estado_id, estadoId)));
  return linha !== undefined;
}

/** Whether administrator `id` exists and its login is active. */
export async function administradorAtivo(tx: Tx, id: number): Promise<boolean> {
  const [linha] = await tx
    .select({ id: administradores.id })
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .where(and(eq(administradores.id, id), eq(users.ativo, true)));
  return linha !== undefined;
}

/** Registers a stored file (arquivos) uploaded by `userId`; answers its id. */
export async function inserirArquivo(tx: Tx, a: ArquivoNovo, userId: number): Promise<number> {
  const { conteudo: _c, ...dados } = a;
  const [linha] = await tx
    .insert(arquivos)
    .values({ ...dados, user_id: userId })
    .returning({ id: arquivos.id });
  if (!linha) throw new Error('arquivo não registrado');
  return linha.id;
}

/** Creates the round with its 13 default agenda slots (spec D8); answers its id. */
export async function inserirRodada(tx: Tx, uuid: string, dados: DadosRodada): Promise<number> {
  const [linha] = await tx
    .insert(rodadas)
    .values({ ...dados, uuid })
    .returning({ id: rodadas.id });
  if (!linha) throw new Error('rodada não criada');
  await tx.insert(agenda_slots).values(slotsPadraoDaRodada(linha.id));
  return linha.id;
}

/** The round's form columns and uuid, locked until the transaction ends (one save at a time). */
export async function travarRodada(tx: Tx, id: number) {
  const [linha] = await tx
    .select({
      uuid: rodadas.uuid,
      data_inicio: rodadas.data_inicio,
      data_fim: rodadas.data_fim,
      administrador_id: rodadas.administrador_id,
      logo_arquivo_id: rodadas.logo_arquivo_id,
      banner_arquivo_id: rodadas.banner_arquivo_id,
      planta_arquivo_id: rodadas.planta_arquivo_id,
    })
    .from(rodadas)
    .where(eq(rodadas.id, id))
    .for('update');
  return linha ?? null;
}

/** Updates the round's form columns. */
export async function atualizarRodada(tx: Tx, id: number, dados: DadosRodada): Promise<void> {
  await tx.update(rodadas).set(dados).where(eq(rodadas.id, id));
}

/** Deletes a file's row; answers its storage key (null when already gone). */
export async function excluirArquivo(db: Db, id: number): Promise<string | null> {
  const [linha] = await db.delete(arquivos).where(eq(arquivos.id, id)).returning({ chave: arquivos.chave });
  return linha?.chave ?? null;
}
