import { clientes as contrato, type BodyOut, type DadosDe } from '@rodada/contracts';
import {
  podeAlterarEmailDeLogin,
  podeEditarCliente,
  podeExcluirCliente,
  podeVerCliente,
  type Ator,
  type ClienteRecurso,
} from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as perfis from '../perfis/perfis.service.js';
import * as perfisRepo from '../perfis/perfis.repository.js';
import * as contaRepo from './clientes.repository.js';
import * as repo from './clientes-manutencao.repository.js';

// Customers maintenance (spec 2 §2 "Customers", §4 "Customer ativo", §5 "Customer form", §6, §7):
// each role's list, the customer form (register, load, update), the supplier's delete and the
// activation switch. Who may act on which customer is the domain's cliente policy, fed with the
// customer's links (repo.vinculosDoCliente); a customer the caller may not reach answers 404.

const { MSG_CLIENTES, MSG_CONTA } = contrato;

type Salvar = BodyOut<typeof contrato.salvarCliente>;
type Atualizar = BodyOut<typeof contrato.atualizarCliente>;
type ClienteLido = DadosDe<typeof contrato.editarCliente>['cliente'];
type Pagina = { busca?: string | undefined; page: number; paginacao: number };

/**
 * The customer `id` with its links when the caller passes `pode`; 404 when it does not exist or
 * the caller may not reach it (ADR 003: nothing is revealed).
 */
export async function clienteAlcancavel(
  db: Db | Tx,
  ator: Ator,
  id: number,
  pode: (ator: Ator, c: ClienteRecurso) => boolean,
): Promise<ClienteRecurso> {
  const vinculos = await repo.vinculosDoCliente(db, id);
  if (!vinculos || !pode(ator, vinculos)) throw naoEncontrado();
  return vinculos;
}

/** Which customers the caller's role lists (the same the policies let it see). */
export function escopoDoAtor(ator: Ator, rodadaId?: number | null): repo.Escopo {
  const rodada = rodadaId ?? undefined;
  switch (ator.tipo) {
    case 'master':
      return { tipo: 'todos' };
    case 'administrador':
      return { tipo: 'administrador', id: ator.administradorId ?? 0, rodadaId: rodada };
    case 'representante':
      return { tipo: 'representante', id: ator.representanteId ?? 0 };
    case 'fornecedor':
      return { tipo: 'fornecedor', id: ator.fornecedorId ?? 0, rodadaId: rodada };
    case 'cliente':
      return { tipo: 'cliente', id: ator.clienteId ?? 0 };
  }
}

async function listar(deps: Deps, escopo: repo.Escopo, q: Pagina) {
  const { total, data } = await repo.listarClientes(deps.db, escopo, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  const linhas = data.map(({ verificado, ...c }) => ({ ...c, novo_cadastro: !verificado }));
  return { clientes: pagina(linhas, total, q.page, q.paginacao) };
}

/** GET /api/clientes/listar: the caller's customers, by role. */
export function listarClientes(
  deps: Deps,
  ator: Ator,
  q: Pagina & { rodada_id?: number | null | undefined },
) {
  return listar(deps, escopoDoAtor(ator, q.rodada_id), q);
}

/** GET /api/fornecedores/:id/clientes[/:rodada]: the supplier's own customers (another id: 404). */
export function listarClientesDoFornecedor(
  deps: Deps,
  ator: Ator,
  id: number,
  rodadaId: number | null,
  q: Pagina,
) {
  const fornecedorId = perfis.perfilProprio(ator.fornecedorId, id);
  return listar(deps, { tipo: 'fornecedor', id: fornecedorId, rodadaId: rodadaId ?? undefined }, q);
}

/** GET /api/representantes/:id/clientes: the representative's own customers (another id: 404). */
export function listarClientesDoRepresentante(deps: Deps, ator: Ator, id: number, q: Pagina) {
  return listar(deps, { tipo: 'representante', id: perfis.perfilProprio(ator.representanteId, id) }, q);
}

/** GET /api/administradores/:id/clientes: its rounds' customers (another id: 404). */
export function listarClientesDoAdministrador(deps: Deps, ator: Ator, id: number, q: Pagina) {
  return listar(deps, { tipo: 'administrador', id: perfis.perfilProprio(ator.administradorId, id) }, q);
}

/**
 * 409 on `campo` with `msg` when another customer holds the CNPJ (issue 9 §6; `clienteId` null
 * for a customer being created); holds the CNPJ's lock until the transaction ends, so the write
 * that follows cannot race another customer's. Nothing says who holds it.
 */
export async function exigirCnpjDoCliente(
  tx: Tx,
  cnpj: string,
  clienteId: number | null,
  campo: string,
  msg: string = MSG_CLIENTES.cnpjDeOutroCliente,
): Promise<void> {
  await repo.travarCnpj(tx, cnpj);
  if (await repo.cnpjDeOutroCliente(tx, cnpj, clienteId)) throw conflito(msg, { [campo]: msg });
}

/** The address row to store; the city must belong to the state and the e-mail copies the login. */
async function enderecoCompleto(tx: Tx, e: Salvar['endereco'], email: string) {
  return perfis.prepararEndereco(tx, 'endereco', e, email);
}

/**
 * POST /api/clientes/salvar (administrador, representante, fornecedor): login with a temporary
 * password, profile, address, default store and the link to whoever registers it (see contract).
 */
export async function salvarCliente(deps: Deps, ator: Ator, dados: Salvar, ip: string) {
  const representanteId = ator.tipo === 'representante' ? ator.representanteId : null;
  if (dados.representante_id != null && dados.representante_id !== representanteId) {
    throw regraViolada(MSG_CLIENTES.representanteSoMaster, {
      representante_id: MSG_CLIENTES.representanteSoMaster,
    });
  }
  let rodadaId: number | null = null;
  if (ator.tipo === 'administrador') {
    if (dados.rodada_id == null) throw invalido({ rodada_id: MSG_CLIENTES.rodadaObrigatoria });
    if (!(await repo.organizaRodada(deps.db, ator.administradorId ?? 0, dados.rodada_id))) {
      throw invalido({ rodada_id: MSG_CLIENTES.rodadaInexistente });
    }
    rodadaId = dados.rodada_id;
  }
  const email = dados.user.email;
  if (await perfisRepo.emailEmUso(deps.db, email, 0)) throw invalido({ 'user.email': MSG_CONTA.emailEmUso });

  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const agora = deps.clock.agora();
  const id = await deps.db
    .transaction(async (tx) => {
      await exigirCnpjDoCliente(tx, dados.cnpj, null, 'cnpj', MSG_CLIENTES.jaCadastrado);
      const endereco = await enderecoCompleto(tx, dados.endereco, email);
      const userId = await repo.inserirLogin(tx, {
        nome: dados.nome_fantasia,
        email,
        hash,
        criadoPor: ator.userId,
      });
      const clienteId = await repo.inserirCliente(tx, {
        user_id: userId,
        nome: dados.nome_fantasia,
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        responsavel_nome: dados.responsavel_nome,
        responsavel_cpf: dados.responsavel_cpf,
        representante_id: representanteId,
        endereco_id: await perfisRepo.gravarEndereco(tx, null, endereco),
      });
      // The default store starts as a copy of the customer's data, with its own address row: a
      // store edited later must not move the customer's registered address.
      const lojaId = await contaRepo.inserirLojaPadrao(tx, {
        cliente_id: clienteId,
        responsavel_id: ator.userId,
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        endereco_id: await perfisRepo.gravarEndereco(tx, null, endereco),
      });
      if (representanteId !== null) await repo.confirmarVinculo(tx, clienteId, representanteId);
      if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) {
        await repo.incluirNoFornecedor(tx, ator.fornecedorId, clienteId);
      }
      if (rodadaId !== null) await repo.incluirNaRodada(tx, rodadaId, clienteId);
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'clientes',
        entidadeId: clienteId,
        userId,
        dados: { ...dados, user_id: userId, loja_padrao_id: lojaId, registrado_em: agora.toISOString() },
        ip,
      });
      return clienteId;
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG_CLIENTES.salvo, id, senha };
}

/** GET /api/clientes/:id/editar: the customer for the form and the details dialog. */
export async function editarCliente(deps: Deps, ator: Ator, id: number): Promise<{ cliente: ClienteLido }> {
  await clienteAlcancavel(deps.db, ator, id, podeVerCliente);
  const c = await repo.buscarCliente(deps.db, id);
  if (!c) throw naoEncontrado();
  return {
    cliente: {
      id: c.id,
      nome: c.nome,
      razao_social: c.razao_social,
      nome_fantasia: c.nome_fantasia,
      cnpj: c.cnpj,
      ie: c.ie,
      responsavel_nome: c.responsavel_nome,
      responsavel_cpf: c.responsavel_cpf,
      representante_id: c.representante_id,
      representante_nome: c.representante_nome,
      ativo: c.ativo,
      novo_cadastro: !c.verificado,
      user: { email: c.email },
      endereco: await perfisRepo.lerEndereco(deps.db, c.endereco_id),
    },
  };
}

/** The zod issues of a failed parse as the `errors` of a 400 (dotted paths, first message each). */
function errosPorCampo(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const erros: Record<string, string> = {};
  for (const i of issues) {
    const campo = i.path.map(String).join('.');
    erros[campo] ??= i.message;
  }
  return erros;
}

/**
 * The address of a master's edit, where every part may be empty: a city needs its state and must
 * belong to it (400), and `local` keeps 'Cidade/UF' for the lists.
 */
async function enderecoDoMaster(tx: Tx, e: Atualizar['endereco'], email: string) {
  let local: string | null = null;
  if (e.cidade_id !== null) {
    if (e.estado_id === null) throw invalido({ 'endereco.estado_id': 'Campo obrigatório' });
    local = await perfisRepo.localDaCidade(tx, e.cidade_id, e.estado_id);
    if (!local) throw invalido({ 'endereco.cidade_id': MSG_CONTA.cidadeForaDoEstado });
  }
  return { ...e, email, local };
}

/**
 * POST /api/clientes/:id/atualizar: the customer's data and address (see the contract for what is
 * fixed and what only the master changes). The stores are edited through their own calls.
 */
export async function atualizarCliente(deps: Deps, ator: Ator, id: number, dados: Atualizar, ip: string) {
  await clienteAlcancavel(deps.db, ator, id, podeEditarCliente);
  const master = ator.tipo === 'master';
  const agora = deps.clock.agora();
  await deps.db
    .transaction(async (tx) => {
      const atual = await repo.travarCliente(tx, id);
      if (!atual) throw naoEncontrado();
      const cnpj = atual.cnpj ?? dados.cnpj ?? null;
      const ie = atual.ie ?? dados.ie ?? null;
      const email = dados.user.email;
      const representanteId =
        dados.representante_id === undefined ? atual.representante_id : dados.representante_id;

      // spec 2 §5: everyone but the master fills the form's required fields.
      let completo: Salvar['endereco'] | null = null;
      if (!master) {
        const r = contrato.clienteFormSchema.safeParse({ ...dados, cnpj: cnpj ?? undefined, ie });
        if (!r.success) throw invalido(errosPorCampo(r.error.issues));
        completo = r.data.endereco;
      }
      if (dados.cnpj !== undefined && atual.cnpj !== null && dados.cnpj !== atual.cnpj) {
        throw regraViolada(MSG_CLIENTES.cnpjFixo, { cnpj: MSG_CLIENTES.cnpjFixo });
      }
      if (dados.ie !== undefined && atual.ie !== null && dados.ie !== atual.ie) {
        throw regraViolada(MSG_CLIENTES.ieFixa, { ie: MSG_CLIENTES.ieFixa });
      }
      const emailMudou = perfis.emailMudou(email, atual.email);
      if (emailMudou && !podeAlterarEmailDeLogin(ator, atual)) {
        throw regraViolada(MSG_CLIENTES.emailSoMaster, { 'user.email': MSG_CLIENTES.emailSoMaster });
      }
      if (!master && representanteId !== atual.representante_id) {
        throw regraViolada(MSG_CLIENTES.representanteSoMaster, {
          representante_id: MSG_CLIENTES.representanteSoMaster,
        });
      }
      if (representanteId !== null && representanteId !== atual.representante_id) {
        if (!(await repo.representanteExiste(tx, representanteId))) {
          throw invalido({ representante_id: MSG_CLIENTES.representanteInexistente });
        }
      }
      if (emailMudou) await perfis.exigirEmailLivre(tx, 'user.email', email, atual);
      if (cnpj !== null && cnpj !== atual.cnpj) await exigirCnpjDoCliente(tx, cnpj, id, 'cnpj');

      const endereco = completo
        ? await enderecoCompleto(tx, completo, email)
        : await enderecoDoMaster(tx, dados.endereco, email);
      const vazio = Object.values(dados.endereco).every((v) => v === null);
      const enderecoId =
        vazio && atual.endereco_id === null
          ? null
          : await perfisRepo.gravarEndereco(tx, atual.endereco_id, endereco);

      await repo.atualizarCliente(
        tx,
        id,
        {
          razao_social: dados.razao_social,
          nome_fantasia: dados.nome_fantasia,
          cnpj,
          ie,
          responsavel_nome: dados.responsavel_nome,
          responsavel_cpf: dados.responsavel_cpf,
          representante_id: representanteId,
          endereco_id: enderecoId,
        },
        agora,
      );
      if (emailMudou) await repo.trocarEmail(tx, atual.user_id, email, agora);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'clientes',
        entidadeId: id,
        dados: {
          ...dados,
          antes: {
            email: atual.email,
            representante_id: atual.representante_id,
            razao_social: atual.razao_social,
            nome_fantasia: atual.nome_fantasia,
          },
        },
        ip,
      });
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG_CLIENTES.atualizado };
}

/**
 * DELETE /api/clientes/:id/excluir (fornecedor): the customer leaves the supplier's list; refused
 * (409) while they have orders together, which keep it on the list anyway.
 */
export async function excluirCliente(deps: Deps, ator: Ator, id: number, ip: string) {
  await clienteAlcancavel(deps.db, ator, id, podeExcluirCliente);
  const fornecedorId = ator.fornecedorId ?? 0;
  await deps.db.transaction(async (tx) => {
    if ((await repo.pedidosEntre(tx, fornecedorId, id)) > 0) throw conflito(MSG_CLIENTES.comPedidos);
    if (!(await repo.tirarDoFornecedor(tx, fornecedorId, id))) throw naoEncontrado();
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'fornecedor_cliente',
      entidadeId: id,
      dados: { fornecedor_id: fornecedorId, cliente_id: id },
      ip,
    });
  });
  return { msg: MSG_CLIENTES.excluido };
}

/**
 * POST /api/clientes/:id/ativardesativar (master, administrador, representante of the customer):
 * sets or toggles ativo on the customer and its login; deactivating ends its sessions.
 */
export async function ativarDesativarCliente(
  deps: Deps,
  ator: Ator,
  id: number,
  ativo: boolean | undefined,
  ip: string,
) {
  await clienteAlcancavel(deps.db, ator, id, podeEditarCliente);
  const agora = deps.clock.agora();
  const novo = await deps.db.transaction(async (tx) => {
    const atual = await repo.travarCliente(tx, id);
    if (!atual) throw naoEncontrado();
    const estado = ativo ?? !atual.ativo;
    await repo.definirAtivo(tx, atual, estado, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: estado ? 'ativar' : 'desativar',
      entidade: 'clientes',
      entidadeId: id,
      ip,
    });
    return estado;
  });
  return { msg: novo ? MSG_CLIENTES.ativado : MSG_CLIENTES.desativado, ativo: novo };
}
