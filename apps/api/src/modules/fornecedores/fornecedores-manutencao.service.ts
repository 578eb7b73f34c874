import type { FastifyReply } from 'fastify';
import {
  formatarCnpj,
  fornecedores as contrato,
  type AcaoDe,
  type DadosDe,
  type QueryOut,
} from '@rodada/contracts';
import {
  pode,
  podeEditarFornecedor,
  representaFornecedor,
  type Ator,
  type FornecedorAutorizavel,
  type FornecedorGerido,
} from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import { imprimirLista, subtituloDaLista } from '../impressoes/listas.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada, semPermissao } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as perfis from '../perfis/perfis.service.js';
import * as perfisRepo from '../perfis/perfis.repository.js';
import * as usuariosRepo from '../usuarios/usuarios.repository.js';
import * as repo from './fornecedores-manutencao.repository.js';
import * as contaRepo from './fornecedores.repository.js';

// The suppliers maintenance (spec 2 §2 "Suppliers", §4 "Supplier ativo", §5 "Supplier
// registration", §6, §7 "Suppliers"; decision 1; ADR 007). Who may act on which supplier is decided
// by the policies of @rodada/domain (fornecedor.policy); the list applies the same scope in SQL and
// answers, per row, what the edit policy says (editavel).

const { MSG_MANUTENCAO_FORNECEDORES: MSG } = contrato;

type Cadastro = contrato.FornecedorCadastro;
type Lista = DadosDe<typeof contrato.listarFornecedores>['fornecedores'];

/** The URL /arquivos/* serves a stored key at (plugins/static.ts). */
const urlDoArquivo = (chave: string) => `/arquivos/${chave}`;

/** The caller's representante id, or null for the other roles (the list's scope). */
export const representanteDo = (ator: Ator) => (ator.tipo === 'representante' ? ator.representanteId : null);

/** The supplier as the policies read it (null: it does not exist, which the engine answers 404). */
export function recurso(f: repo.RecursoFornecedor | null): FornecedorAutorizavel | null {
  if (!f) return null;
  return {
    id: f.id,
    ativo: f.ativo,
    representante_ids: f.representante_ids,
    criado_por: f.criado_por,
    verificado: f.verificado,
    rodada_administrador_ids: f.rodada_administrador_ids,
    user_id: f.user_id,
  };
}

/** The maintenance facts a list row carries (repository colunasGestao). */
interface GestaoDaLinha {
  id: number;
  ativo: boolean;
  criado_por: number | null;
  verificado: boolean;
  rodada_administrador_ids: number[];
}

/**
 * A list or details row as the contract answers it: the maintenance facts give way to `editavel`,
 * the edit policy's answer for the caller. The row has no representante_ids: carrying a supplier
 * never counts for editing it (ADR 007).
 */
function comEditavel<T extends GestaoDaLinha>(ator: Ator, linha: T) {
  const { criado_por, verificado, rodada_administrador_ids, ...resto } = linha;
  const f: FornecedorGerido = {
    id: linha.id,
    ativo: linha.ativo,
    representante_ids: [],
    criado_por,
    verificado,
    rodada_administrador_ids,
  };
  return { ...resto, editavel: podeEditarFornecedor(ator, f) };
}

/**
 * The supplier loaded with what the policies read, after the engine allowed `acao` on it (404 when
 * it is missing or hidden from the caller, ADR 013).
 */
export async function carregarPermitido(
  deps: Deps,
  ator: Ator,
  acao: `fornecedor.${AcaoDe<'fornecedor'>}`,
  id: number,
) {
  const f = await repo.buscarRecurso(deps.db, id);
  exigir(ator, acao, recurso(f));
  if (!f) throw naoEncontrado();
  return f;
}

/** Suppliers list (GET /api/fornecedores/listar), scoped to the caller (contract description). */
export async function listarFornecedores(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; page: number; paginacao: number },
): Promise<{ fornecedores: Lista }> {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { total, data } = await repo.listarFornecedores(deps.db, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
    representanteId,
  });
  const linhas = data.map((f) => comEditavel(ator, f));
  return { fornecedores: pagina(linhas, total, q.page, q.paginacao) };
}

/** The shop's supplier filter (GET /api/fornecedores/listar/loja): active suppliers and their logos. */
export async function listarFornecedoresLoja(deps: Deps) {
  const linhas = await repo.listarAtivosParaLoja(deps.db);
  return {
    fornecedores: linhas.map((f) => ({
      id: f.id,
      nome_fantasia: f.nome_fantasia,
      logo: f.logo_chave ? urlDoArquivo(f.logo_chave) : null,
    })),
  };
}

/**
 * The address row and the supplier's 'Cidade/UF': the city must belong to the state (400 on
 * endereco.cidade_id otherwise).
 */
async function prepararEndereco(tx: Tx, endereco: Cadastro['endereco']) {
  const local = await perfisRepo.localDaCidade(tx, endereco.cidade_id, endereco.estado_id);
  if (!local) throw invalido({ 'endereco.cidade_id': MSG.cidadeForaDoEstado });
  return { endereco: { ...endereco, local } satisfies perfisRepo.EnderecoGravado, local };
}

/** 400 on `cnpj` when another supplier has it; holds the CNPJ's lock until the transaction ends. */
async function exigirCnpjLivre(tx: Tx, cnpj: string, excetoId?: number) {
  await repo.travarCnpj(tx, cnpj);
  if (await repo.cnpjEmUso(tx, cnpj, excetoId)) throw invalido({ cnpj: MSG.cnpjEmUso });
}

/** The profile columns of a save. */
function perfil(dados: Cadastro, local: string): repo.DadosFornecedor {
  return {
    razao_social: dados.razao_social,
    nome_fantasia: dados.nome_fantasia,
    cnpj: dados.cnpj,
    ie: dados.ie,
    nome_socio: dados.nome_socio,
    cpf: dados.cpf,
    data_nascimento: dados.data_nascimento,
    local,
  };
}

/**
 * Registers a supplier (POST /api/fornecedores/salvar) in one transaction: login with a temporary
 * password (decision 1), address and profile; a representante carries it from then on. The CNPJ
 * and the login e-mail must be free.
 */
export async function salvarFornecedor(deps: Deps, ator: Ator, dados: Cadastro, ip: string) {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const id = await deps.db
    .transaction(async (tx) => {
      await exigirCnpjLivre(tx, dados.cnpj);
      if (await perfisRepo.emailEmUso(tx, dados.user.email, 0)) {
        throw invalido({ 'user.email': MSG.emailEmUso });
      }
      const { endereco, local } = await prepararEndereco(tx, dados.endereco);
      const criado = await repo.inserirFornecedor(tx, {
        ...perfil(dados, local),
        email: dados.user.email,
        hash,
        endereco,
        representanteId,
        criadoPor: ator.userId,
      });
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'fornecedores',
        entidadeId: criado.id,
        userId: criado.userId,
        dados: { ...dados, user_id: criado.userId },
        ip,
      });
      return criado.id;
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.salvo, id, senha };
}

/** 'Cadastro de Fornecedor' of one supplier (GET /api/fornecedores/{id}/editar). */
export async function editarFornecedor(deps: Deps, ator: Ator, id: number) {
  // Whoever may not edit it gets 404, carrying it included (ADR 007: fornecedor.editar is hidden).
  await carregarPermitido(deps, ator, 'fornecedor.editar', id);
  const c = await repo.buscarCadastro(deps.db, id);
  if (!c) throw naoEncontrado();
  const { email, endereco_id, endereco, ...resto } = c;
  return {
    fornecedor: {
      ...resto,
      endereco: endereco_id === null ? null : endereco,
      user: { email },
    },
  };
}

/**
 * Updates a supplier (POST /api/fornecedores/{id}/atualizar) in one transaction: profile, address and,
 * for the master only, the login e-mail (ADR 007: a login e-mail is changed by its user or the
 * master; anyone else gets 422 on user.email, so a password reset can never be sent elsewhere).
 */
export async function atualizarFornecedor(deps: Deps, ator: Ator, id: number, dados: Cadastro, ip: string) {
  const f = await carregarPermitido(deps, ator, 'fornecedor.editar', id);
  const alteraEmail = pode(ator, 'fornecedor.alterar_email', recurso(f));
  const agora = deps.clock.agora();
  await deps.db
    .transaction(async (tx) => {
      const atual = await repo.travar(tx, id);
      if (!atual) throw naoEncontrado();
      const login = await contaRepo.loginDoUsuario(tx, atual.user_id);
      if (!login) throw naoEncontrado();
      await exigirCnpjLivre(tx, dados.cnpj, id);
      const emailMudou = perfis.emailMudou(dados.user.email, login.email);
      if (emailMudou && !alteraEmail) {
        throw regraViolada(MSG.emailSoMaster, { 'user.email': MSG.emailSoMaster });
      }
      if (emailMudou && (await perfisRepo.emailEmUso(tx, dados.user.email, atual.user_id))) {
        throw invalido({ 'user.email': MSG.emailEmUso });
      }
      const { endereco, local } = await prepararEndereco(tx, dados.endereco);
      // The supplier's own contact e-mail typed here is kept; the login e-mail lives on users.
      const enderecoId = await perfisRepo.gravarEndereco(tx, atual.endereco_id, endereco);
      await repo.atualizarFornecedor(
        tx,
        id,
        atual.user_id,
        {
          ...perfil(dados, local),
          endereco_id: enderecoId,
          email: emailMudou ? dados.user.email : undefined,
        },
        agora,
      );
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'fornecedores',
        entidadeId: id,
        dados: { ...dados, email_anterior: emailMudou ? login.email : undefined },
        ip,
      });
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.atualizado };
}

/** The read-only details dialog (GET /api/fornecedores/{id}/detalhar). */
export async function detalharFornecedor(deps: Deps, ator: Ator, id: number) {
  await carregarPermitido(deps, ator, 'fornecedor.ver', id);
  const d = await repo.buscarDetalhe(deps.db, id, representanteDo(ator));
  if (!d) throw naoEncontrado();
  const { logo_chave, endereco_id, endereco, ...resto } = comEditavel(ator, d);
  return {
    fornecedor: {
      ...resto,
      logo: logo_chave ? urlDoArquivo(logo_chave) : null,
      endereco: endereco_id === null || endereco.id === null ? null : { ...endereco, id: endereco.id },
    },
  };
}

/**
 * Deletes a supplier without history (POST /api/fornecedores/{id}/excluir): one with products,
 * orders, bookings or rounds is kept (409) and should be deactivated instead. The logo and video
 * files go after the commit.
 */
export async function excluirFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  const f = await carregarPermitido(deps, ator, 'fornecedor.excluir', id);
  const comHistorico = await usuariosRepo.possuiRegistros(deps.db, {
    id: f.user_id,
    administrador_id: null,
    fornecedor_id: f.id,
    representante_id: null,
    cliente_id: null,
  });
  if (comHistorico) throw conflito(MSG.possuiRegistros);
  const chaves = await deps.db
    .transaction(async (tx) => {
      if (!(await repo.travar(tx, id))) throw naoEncontrado();
      const apagadas = await repo.excluirFornecedor(tx, f);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'fornecedores',
        entidadeId: id,
        dados: { nome_fantasia: f.nome_fantasia, user_id: f.user_id },
        ip,
      });
      return apagadas;
    })
    .catch((e: unknown) => {
      // History created meanwhile still keeps the supplier (restrict).
      if (usuariosRepo.sqlstate(e) === '23503') throw conflito(MSG.possuiRegistros);
      throw e;
    });
  for (const chave of chaves) {
    await deps.storage.remover(chave).catch((erro: unknown) => {
      deps.log.warn({ err: erro, chave }, 'arquivo do fornecedor excluído não removido');
    });
  }
  return { msg: MSG.excluido };
}

/**
 * Resets a supplier's password (POST /api/fornecedores/{id}/resetar, decision 1): a temporary one,
 * stored hashed, to be changed at the next login; every session ends. A deactivated supplier is
 * reactivated (spec 2 §4: it "cannot log in until reactivated or its password is reset").
 */
export async function resetarFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  await carregarPermitido(deps, ator, 'fornecedor.resetar_senha', id);
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    const atual = await repo.travar(tx, id);
    if (!atual) throw naoEncontrado();
    const sessoes = await perfis.trocarPorSenhaTemporaria(tx, atual.user_id, hash, agora);
    await repo.definirAtivo(tx, id, atual.user_id, true, agora);
    await perfis.auditarSenhaTemporaria(tx, {
      ator,
      userId: atual.user_id,
      motivo: 'reset',
      dados: { fornecedor_id: id, sessoes_encerradas: sessoes, reativado: !atual.ativo },
      ip,
    });
  });
  return perfis.senhaResetada(senha);
}

/**
 * Blocks or unblocks a supplier (POST /api/fornecedores/{id}/bloquear, spec 2 §4): ativo flips and
 * the login follows; deactivating ends the supplier's sessions.
 */
export async function bloquearFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  await carregarPermitido(deps, ator, 'fornecedor.bloquear', id);
  const agora = deps.clock.agora();
  const ativo = await deps.db.transaction(async (tx) => {
    const atual = await repo.travar(tx, id);
    if (!atual) throw naoEncontrado();
    const novo = !atual.ativo;
    await repo.definirAtivo(tx, id, atual.user_id, novo, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: novo ? 'ativar' : 'desativar',
      entidade: 'fornecedores',
      entidadeId: id,
      ip,
    });
    return novo;
  });
  return { msg: ativo ? MSG.ativado : MSG.desativado, ativo };
}

/* Per-representative switch -------------------------------------------------------------------- */

/** The suppliers the representante carries (GET /api/representantes/{id}/fornecedores). */
export async function listarDoRepresentante(deps: Deps, ator: Ator, id: number) {
  // Only the caller's own representante id; another answers 404 (never reveal, ADR 013).
  const representanteId = exigirPerfil(ator, 'representante', id, 'perfil.ver');
  const linhas = await repo.listarDoRepresentante(deps.db, representanteId);
  return { fornecedores: linhas.map((f) => comEditavel(ator, f)) };
}

/**
 * Switches a supplier on or off for the calling representante only (POST
 * /api/representantes/{id}/fornecedor/{fornecedor_id}/ativacao {status}). Switching on a supplier
 * it does not carry yet starts carrying it; switching off one it does not carry changes nothing.
 */
export async function ativacaoDoRepresentante(
  deps: Deps,
  ator: Ator,
  id: number,
  fornecedorId: number,
  status: number,
  ip: string,
) {
  const representanteId = exigirPerfil(ator, 'representante', id);
  const f = recurso(await repo.buscarRecurso(deps.db, fornecedorId));
  exigir(ator, 'fornecedor.ativar_para_mim', f);
  const ativo = status === 1;
  if (ativo || representaFornecedor(ator, f)) {
    await deps.db.transaction(async (tx) => {
      await repo.definirAtivoDoRepresentante(tx, representanteId, fornecedorId, ativo);
      await auditar(tx, {
        userId: ator.userId,
        acao: ativo ? 'ativar_para_representante' : 'desativar_para_representante',
        entidade: 'fornecedores',
        entidadeId: fornecedorId,
        dados: { representante_id: representanteId },
        ip,
      });
    });
  }
  return { msg: ativo ? MSG.ativado : MSG.desativado, ativo_representante: ativo };
}

/**
 * Prints the suppliers list (GET /api/impressoes/fornecedores/listar): the caller's scope and search,
 * every page up to LIMITE_IMPRESSAO_FORNECEDORES, as a PDF or on the round's print island.
 */
export async function imprimirFornecedores(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  q: QueryOut<typeof contrato.imprimirFornecedores>,
) {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { data, total } = await repo.listarFornecedores(deps.db, {
    busca: q.busca,
    page: 1,
    porPagina: contrato.LIMITE_IMPRESSAO_FORNECEDORES,
    representanteId,
  });
  const situacao = (f: (typeof data)[number]) => {
    const geral = f.ativo ? 'Ativo' : 'Desativado';
    if (representanteId === null) return geral;
    return f.ativo_representante ? `${geral}, ativo para mim` : geral;
  };
  return imprimirLista(
    deps,
    ator,
    reply,
    {
      titulo: 'Fornecedores',
      subtitulo: subtituloDaLista(q.busca, data.length, total, 'fornecedor(es)'),
      orientacao: 'paisagem',
      colunas: [
        { titulo: 'Nome Fantasia', largura: '*' },
        { titulo: 'Razão Social', largura: '*' },
        { titulo: 'CNPJ', largura: 'auto' },
        { titulo: 'Cidade', largura: 'auto' },
        { titulo: 'Situação', largura: 'auto' },
      ],
      linhas: data.map((f) => [
        f.nome_fantasia,
        f.razao_social ?? '',
        f.cnpj ? formatarCnpj(f.cnpj) : '',
        f.local ?? f.cidade ?? '',
        situacao(f),
      ]),
    },
    {
      nomeArquivo: 'fornecedores.pdf',
      descricao: 'Lista de fornecedores',
      impressao: q.impressao,
      rodadaId: q.rodada_id,
    },
  );
}
