import { representantes as contrato } from '@rodada/contracts';
import { acoesDe, pode, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as perfis from '../perfis/index.js';
import * as usuarios from '../usuarios/index.js';
import * as contaRepo from './representantes.repository.js';
import * as repo from './representantes-manutencao.repository.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';

// Representatives maintenance (spec 2 §2 "Representatives", §5 "Representative form", §6 "Admin
// and master on representatives", §7, §8): the administrador and the master list, edit, reset
// and delete; the administrador adds. The details dialog is also the client's. An administrador
// maintains only the representatives of its rounds and those it registered (ADR 007); each row
// and object carries what the caller may do with it (acoes, ADR 013).

const { MSG_REPRESENTANTES: MSG, LIMITE_LISTA_CURTA } = contrato;
type Form = contrato.RepresentanteForm;

/** The representatives list (GET /api/representantes/listar): paginated, searchable. */
export async function listarRepresentantes(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; page: number; paginacao: number },
) {
  const { total, data } = await repo.listarRepresentantes(deps.db, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    representantes: pagina(
      data.map(({ user_id, criado_por, rodada_administrador_ids, ...r }) => ({
        ...r,
        nome: r.nome_fantasia,
        acoes: acoesDe(ator, 'representante', { id: r.id, user_id, criado_por, rodada_administrador_ids }),
      })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** Id and trade name of every representative, for pickers (GET /api/representantes/listar/lista). */
export async function listarCurta(deps: Deps, busca: string | undefined) {
  const linhas = await repo.listarCurta(deps.db, { busca, limite: LIMITE_LISTA_CURTA + 1 });
  return {
    representantes: linhas.slice(0, LIMITE_LISTA_CURTA),
    truncado: linhas.length > LIMITE_LISTA_CURTA,
  };
}

/**
 * The representative, if the engine lets the actor do `acao` to it (ADR 013); otherwise 404 for
 * every action here (nothing revealed: the maintenance actions are hidden, ADR 007).
 */
async function representantePermitido(
  deps: Deps,
  ator: Ator,
  id: number,
  acao:
    'representante.ver' | 'representante.editar' | 'representante.excluir' | 'representante.resetar_senha',
) {
  const r = await repo.buscarRepresentante(deps.db, id);
  exigir(ator, acao, r);
  return r;
}

/** GET /api/representantes/{id}/editar: the form's values. */
export async function editarRepresentante(deps: Deps, ator: Ator, id: number) {
  const r = await representantePermitido(deps, ator, id, 'representante.editar');
  return {
    representante: {
      id: r.id,
      nome_fantasia: r.nome_fantasia,
      razao_social: r.razao_social,
      cnpj: r.cnpj,
      ie: r.ie,
      banco: r.banco,
      agencia: r.agencia,
      conta: r.conta,
      conta_tipo: r.conta_tipo,
      endereco: await perfis.lerEndereco(deps.db, r.endereco_id),
      user: { email: r.email },
      acoes: acoesDe(ator, 'representante', r),
    },
  };
}

/**
 * GET /api/representante/{id}/detalhar: the read-only details dialog (spec 2 §2: nome, CNPJ,
 * address, celular, telefone, email). The contact e-mail is the address's, else the login's.
 */
export async function detalharRepresentante(deps: Deps, ator: Ator, id: number) {
  const r = await representantePermitido(deps, ator, id, 'representante.ver');
  const endereco = await perfis.lerEndereco(deps.db, r.endereco_id);
  return {
    representante: {
      id: r.id,
      nome: r.nome_fantasia,
      razao_social: r.razao_social,
      cnpj: r.cnpj,
      endereco,
      email: endereco?.email ?? r.email,
      acoes: acoesDe(ator, 'representante', r),
    },
  };
}

/**
 * Checks what the contract cannot: the city belongs to the state, the bank is in the reference
 * list, the login e-mail is free (`userId`: the representative's own login, when editing). Every
 * refusal goes out together, on its field (400); answers the address 'Cidade/UF'.
 */
async function conferir(tx: Tx, dados: Form, userId?: number): Promise<string> {
  const erros: Record<string, string> = {};
  const local = await perfis.localDaCidade(tx, dados.endereco.cidade_id, dados.endereco.estado_id);
  if (!local) erros['endereco.cidade_id'] = MSG.cidadeForaDoEstado;
  if (dados.banco !== null && !(await contaRepo.bancoExiste(tx, dados.banco)))
    erros.banco = MSG.bancoInvalido;
  if (await repo.emailEmUso(tx, dados.user.email, userId)) erros['user.email'] = MSG.emailEmUso;
  if (!local || Object.keys(erros).length > 0) throw invalido(erros);
  return local;
}

/** The profile columns of the form. */
function perfilDe(dados: Form): repo.PerfilRepresentante {
  return {
    nome_fantasia: dados.nome_fantasia,
    razao_social: dados.razao_social,
    cnpj: dados.cnpj,
    ie: dados.ie,
    banco: dados.banco,
    agencia: dados.agencia,
    conta: dados.conta,
    conta_tipo: dados.conta_tipo,
  };
}

/** The address row of the form: its own optional contact e-mail, and 'Cidade/UF'. */
function enderecoDe(dados: Form, local: string): perfis.EnderecoGravado {
  const e = dados.endereco;
  return {
    rua: e.rua,
    numero: e.numero,
    complemento: e.complemento,
    bairro: e.bairro,
    cidade_id: e.cidade_id,
    estado_id: e.estado_id,
    cep: e.cep,
    telefone: e.telefone,
    celular: e.celular,
    email: e.email,
    local,
  };
}

/**
 * POST /api/representantes/salvar (administrador): the address, the login with a temporary
 * password (spec D1; shown once in the answer, only its hash is kept) and the profile, in one
 * transaction. The new representative confirms its data on /representante/minha-conta.
 */
export async function salvarRepresentante(deps: Deps, ator: Ator, dados: Form, ip: string) {
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const id = await deps.db
    .transaction(async (tx) => {
      const local = await conferir(tx, dados);
      const enderecoId = await perfis.gravarEndereco(tx, null, enderecoDe(dados, local));
      const novo = await repo.inserirRepresentante(tx, {
        email: dados.user.email,
        hash,
        criadoPor: ator.userId,
        enderecoId,
        perfil: perfilDe(dados),
      });
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'representantes',
        entidadeId: novo.id,
        userId: novo.userId,
        dados,
        ip,
      });
      return novo.id;
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.salvo, id, senha };
}

/**
 * POST /api/representantes/{id}/atualizar (administrador, master): profile, bank, address and, for
 * the master only, the login e-mail (free; the password stays; ADR 007: anyone else gets 422 on
 * user.email), in one transaction.
 */
export async function atualizarRepresentante(deps: Deps, ator: Ator, id: number, dados: Form, ip: string) {
  const r = await representantePermitido(deps, ator, id, 'representante.editar');
  await deps.db
    .transaction(async (tx) => {
      const atual = await contaRepo.travarRepresentante(tx, id);
      if (!atual) throw naoEncontrado();
      const emailMudou = perfis.emailMudou(dados.user.email, atual.email);
      if (emailMudou && !pode(ator, 'representante.alterar_email', r)) {
        throw regraViolada(MSG.emailSoMaster, { 'user.email': MSG.emailSoMaster });
      }
      const local = await conferir(tx, dados, atual.user_id);
      const enderecoId = await perfis.gravarEndereco(tx, atual.endereco_id, enderecoDe(dados, local));
      await repo.atualizarRepresentante(
        tx,
        { id, userId: atual.user_id },
        { perfil: perfilDe(dados), enderecoId, email: emailMudou ? dados.user.email : null },
        deps.clock.agora(),
      );
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'representantes',
        entidadeId: id,
        dados: { ...dados, email_anterior: atual.email },
        ip,
      });
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.atualizado };
}

/**
 * POST /api/representantes/{id}/excluir (administrador, master): profile, login (its sessions end),
 * pending links, carried suppliers, ratings and address. One with clients (409 comClientes) or with
 * orders, rounds, shipments or receipts (409 comRegistros) is kept.
 */
export async function excluirRepresentante(deps: Deps, ator: Ator, id: number, ip: string) {
  const r = await representantePermitido(deps, ator, id, 'representante.excluir');
  if (await repo.temClientes(deps.db, id)) throw conflito(MSG.comClientes);
  const registros = {
    id: r.user_id,
    administrador_id: null,
    fornecedor_id: null,
    representante_id: id,
    cliente_id: null,
  };
  if (await usuarios.possuiRegistros(deps.db, registros)) throw conflito(MSG.comRegistros);
  await deps.db
    .transaction(async (tx) => {
      // Checked again inside: a client may have linked meanwhile.
      if (await repo.temClientes(tx, id)) throw conflito(MSG.comClientes);
      await repo.excluirRepresentante(tx, r.user_id, r.endereco_id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'representantes',
        entidadeId: id,
        dados: { nome_fantasia: r.nome_fantasia, cnpj: r.cnpj, email: r.email, user_id: r.user_id },
        ip,
      });
    })
    .catch((e: unknown) => {
      // An order or shipment created meanwhile still keeps the representative (restrict).
      if (sqlstate(e) === SQLSTATE.chaveEstrangeira) throw conflito(MSG.comRegistros);
      throw e;
    });
  return { msg: MSG.excluido };
}

/**
 * POST /api/representantes/{id}/resetar (administrador, master): a new temporary password for the
 * representative's login, shown once (spec D1); its open sessions end. Same rule as /usuarios.
 */
export async function resetarSenha(deps: Deps, ator: Ator, id: number, ip: string) {
  const r = await representantePermitido(deps, ator, id, 'representante.resetar_senha');
  return usuarios.trocarPorSenhaTemporaria(deps, ator, r.user_id, ip);
}
