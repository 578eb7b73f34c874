import { randomUUID } from 'node:crypto';
import { rodadas, type z } from '@rodada/contracts';
import { hojeEmSaoPaulo, pode, rodadaAberta, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoEncontrado, regraViolada, semPermissao } from '../../lib/errors.js';
import { exigirRodada, exigirRodadaAberta } from './rodada-autorizada.js';
import { urlsDasImagens, type RodadaLinha } from './rodada-linha.js';
import * as repo from './rodadas-cadastro.repository.js';
import {
  CAMPOS_IMAGEM,
  arquivosNovos,
  gravarArquivos,
  pedidosDeImagem,
  removerArquivos,
  type CampoImagem,
  type PedidoImagem,
} from './rodadas-imagens.js';
import * as leitura from './rodadas-leitura.repository.js';
import { linhaDaRodada } from './rodadas-leitura.service.js';

// 'Cadastro de Rodada' (spec 3 §2 "Round form", §4 round editability, §5, §6): the master creates
// rounds; the master (any open round) and the round's administrador (while open) update them; only
// the master changes the dates and the administrator. Pictures are prepared before anything is
// stored; new files are written, then one transaction points the round at them (with the audit
// row); replaced files go after the commit (as the supplier's logo, ADR 005).

const { MSG_RODADAS: MSG } = rodadas;

type Form = z.output<typeof rodadas.rodadaFormSchema>;
type IdsDasImagens = Record<CampoImagem, number | null>;

const SEM_IMAGENS: Record<CampoImagem, null> = { logo: null, banner: null, planta: null };

/**
 * A round ending before today would be closed, hence read-only, from its first save (spec 3 §4):
 * refused on create and on a change of data_fim, so a typo never locks a round for good.
 */
function exigirFimNaoPassado(dataFim: string, hoje: string): void {
  if (dataFim < hoje) throw invalido({ data_fim: MSG.fimNoPassado });
}

/** 400 on cidade_id when the city is not in the state; on administrador_id when not active. */
async function validarLocalEAdministrador(tx: Tx, form: Form, conferirAdministrador: boolean): Promise<void> {
  const erros: Record<string, string> = {};
  if (!(await repo.cidadeDoEstado(tx, form.cidade_id, form.estado_id))) {
    erros.cidade_id = MSG.cidadeForaDoEstado;
  }
  if (conferirAdministrador && !(await repo.administradorAtivo(tx, form.administrador_id))) {
    erros.administrador_id = MSG.administradorInativo;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
}

/** The round's columns from the form and its pictures' file ids. */
function dadosDaRodada(form: Form, ids: IdsDasImagens): repo.DadosRodada {
  return {
    nome: form.nome,
    local: form.local,
    data_inicio: form.data_inicio,
    data_fim: form.data_fim,
    data_veiculacao: form.data_veiculacao,
    data_limite: form.data_limite,
    estado_id: form.estado_id,
    cidade_id: form.cidade_id,
    administrador_id: form.administrador_id,
    logo_arquivo_id: ids.logo,
    banner_arquivo_id: ids.banner,
    planta_arquivo_id: ids.planta,
  };
}

/** What the audit keeps of a save: the form without its data URLs, and the file ids. */
function resumo(form: Form, ids: IdsDasImagens) {
  const { logo: _l, banner: _b, planta: _p, ...campos } = form;
  return { ...campos, arquivos: ids };
}

/**
 * Writes the new files of `pedidos`, then runs `trabalho` in one transaction with their arquivos
 * rows (`novos`: the new file id of each replaced picture). A failure removes the new files.
 */
async function emTransacaoComArquivos<T>(
  deps: Deps,
  ator: Ator,
  pedidos: Record<CampoImagem, PedidoImagem>,
  trabalho: (tx: Tx, novos: Partial<IdsDasImagens>) => Promise<T>,
): Promise<T> {
  const arquivos = arquivosNovos(pedidos);
  await gravarArquivos(deps, arquivos);
  try {
    return await deps.db.transaction(async (tx) => {
      const novos: Partial<IdsDasImagens> = {};
      for (const campo of CAMPOS_IMAGEM) {
        const p = pedidos[campo];
        if (p.tipo === 'trocar') novos[campo] = await repo.inserirArquivo(tx, p.arquivo, ator.userId);
      }
      return await trabalho(tx, novos);
    });
  } catch (e) {
    await removerArquivos(deps, arquivos);
    throw e;
  }
}

/** The file id each picture ends with: kept, removed (null) or the new one. */
function idsFinais(
  pedidos: Record<CampoImagem, PedidoImagem>,
  atuais: IdsDasImagens,
  novos: Partial<IdsDasImagens>,
): IdsDasImagens {
  const final = (c: CampoImagem) => {
    const p = pedidos[c];
    return p.tipo === 'manter' ? atuais[c] : p.tipo === 'remover' ? null : (novos[c] ?? null);
  };
  return { logo: final('logo'), banner: final('banner'), planta: final('planta') };
}

/** Deletes a replaced file's row and bytes; a failure only leaves an orphan, so it is logged. */
async function descartarArquivo(deps: Deps, id: number): Promise<void> {
  try {
    const chave = await repo.excluirArquivo(deps.db, id);
    if (chave) await deps.storage.remover(chave);
  } catch (erro) {
    deps.log.warn({ err: erro, arquivoId: id }, 'arquivo substituído não removido');
  }
}

/**
 * Creates a round (POST /api/rodadas/salvar; the route admits the master only) with its 13
 * default agenda slots (spec D8).
 */
export async function salvarRodada(
  deps: Deps,
  ator: Ator,
  form: Form,
  ip: string,
): Promise<{ msg: string; id: number; rodada: RodadaLinha }> {
  exigirFimNaoPassado(form.data_fim, hojeEmSaoPaulo(deps.clock.agora()));
  const uuid = randomUUID();
  const pedidos = await pedidosDeImagem(form, uuid, SEM_IMAGENS);
  const id = await emTransacaoComArquivos(deps, ator, pedidos, async (tx, novos) => {
    await validarLocalEAdministrador(tx, form, true);
    const ids = idsFinais(pedidos, SEM_IMAGENS, novos);
    const id = await repo.inserirRodada(tx, uuid, dadosDaRodada(form, ids));
    await auditar(tx, {
      userId: ator.userId,
      acao: 'salvar',
      entidade: 'rodadas',
      entidadeId: id,
      dados: resumo(form, ids),
      ip,
    });
    return id;
  });
  return { msg: MSG.rodadaSalva, id, rodada: await linhaDaRodada(deps, ator, id) };
}

/**
 * Updates round `id` (POST /api/rodadas/{id}/atualizar): 404 when the caller may not see it, 422
 * when it has closed, 403 when the caller may not edit it, or sends other dates or another
 * administrator without being the master (same values are fine). Nothing changes on a refusal.
 */
export async function atualizarRodada(
  deps: Deps,
  ator: Ator,
  id: number,
  form: Form,
  ip: string,
): Promise<{ msg: string; rodada: RodadaLinha }> {
  const rodada = await exigirRodada(deps, ator, id, 'rodada.ver');
  exigirRodadaAberta(rodada);
  exigir(ator, 'rodada.editar', rodada);
  const lida = await leitura.buscarRodada(deps.db, id);
  if (!lida) throw naoEncontrado();
  const datasMudam = form.data_inicio !== lida.data_inicio || form.data_fim !== lida.data_fim;
  if (datasMudam && !pode(ator, 'rodada.alterar_datas', rodada)) throw semPermissao(MSG.datasSoMaster);
  const administradorMuda = form.administrador_id !== lida.administrador_id;
  if (administradorMuda && !pode(ator, 'rodada.alterar_administrador', rodada)) {
    throw semPermissao(MSG.administradorSoMaster);
  }
  exigirFimNaoPassado(form.data_fim, rodada.hoje);

  const pedidos = await pedidosDeImagem(form, lida.uuid, urlsDasImagens(lida));
  const substituidos = await emTransacaoComArquivos(deps, ator, pedidos, async (tx, novos) => {
    const atual = await repo.travarRodada(tx, id);
    if (!atual) throw naoEncontrado();
    // Closed, or handed to another administrador, since it was read: judged again, locked.
    if (!rodadaAberta(atual, rodada.hoje)) throw regraViolada(MSG.rodadaEncerrada);
    if (!pode(ator, 'rodada.editar', { ...rodada, ...atual })) throw naoEncontrado();
    await validarLocalEAdministrador(tx, form, form.administrador_id !== atual.administrador_id);
    const atuais: IdsDasImagens = {
      logo: atual.logo_arquivo_id,
      banner: atual.banner_arquivo_id,
      planta: atual.planta_arquivo_id,
    };
    const ids = idsFinais(pedidos, atuais, novos);
    await repo.atualizarRodada(tx, id, dadosDaRodada(form, ids));
    await auditar(tx, {
      userId: ator.userId,
      acao: 'atualizar',
      entidade: 'rodadas',
      entidadeId: id,
      dados: resumo(form, ids),
      ip,
    });
    return CAMPOS_IMAGEM.flatMap((c) => {
      const antigo = atuais[c];
      return pedidos[c].tipo !== 'manter' && antigo !== null ? [antigo] : [];
    });
  });
  await Promise.all(substituidos.map((arquivoId) => descartarArquivo(deps, arquivoId)));
  return { msg: MSG.rodadaAtualizada, rodada: await linhaDaRodada(deps, ator, id) };
}
