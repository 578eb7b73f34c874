import { clientes, type BodyOut } from '@rodada/contracts';
import { acoesDe, pode, type Ator, type ClienteGerido, type LojaRecurso } from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado } from '../../lib/errors.js';
import * as perfisRepo from '../perfis/index.js';
import * as clientesRepo from './clientes-manutencao.repository.js';
import { exigirCnpjDoCliente } from './clientes-manutencao.service.js';
import * as repo from './lojas.repository.js';

// A customer's stores, "empresas" on screen (spec 2 §2 "Companies", §5 "Company form" and "Store",
// §7). Who reaches them is the authorization engine (ADR 013): the path's customer must be one the
// caller sees (cliente.ver: the customer itself, or whoever the cliente policy links to it), and
// each store answers to the loja policy fed with that customer's links; anything else is 404.

type LojaEntrada = BodyOut<typeof clientes.salvarLoja>;
type LojaLida = clientes.LojaLida;

const { MSG_CLIENTES, LIMITE_LOJAS } = clientes;

/** The path's customer as the engine reads it, when the caller may see it (else 404). */
async function donoDasLojas(db: Db | Tx, ator: Ator, id: number): Promise<ClienteGerido> {
  const dono = await clientesRepo.clienteGerido(db, id);
  exigir(ator, 'cliente.ver', dono);
  return dono;
}

/** A store of `dono` as the loja policy reads it (the store with its owner's links). */
function comDono<L extends { cliente_id: number; padrao: boolean }>(l: L, dono: ClienteGerido) {
  return { ...l, cliente: dono } satisfies LojaRecurso;
}

/**
 * The store as the contract answers it, with what the caller may do with it (its address came
 * with it: no query per store).
 */
function paraLojaLida(ator: Ator, l: repo.LojaComEndereco, dono: ClienteGerido): LojaLida {
  return {
    id: l.id,
    razao_social: l.razao_social,
    nome_fantasia: l.nome_fantasia,
    cnpj: l.cnpj,
    ie: l.ie,
    padrao: l.padrao,
    endereco: l.endereco,
    acoes: acoesDe(ator, 'loja', comDono(l, dono)),
  };
}

/** The stored store `lojaId` of the customer, for the answer of a save. */
async function lojaGravada(tx: Tx, ator: Ator, dono: ClienteGerido, lojaId: number): Promise<LojaLida> {
  const gravada = await repo.buscarLoja(tx, dono.id, lojaId);
  if (!gravada) throw naoEncontrado();
  return paraLojaLida(ator, gravada, dono);
}

/**
 * On /empresas the customer fills the Company form, where telefone and e-mail are required
 * (spec 3 §5); the customer form's store dialog leaves them optional (spec 2 §5 "Store").
 */
function exigirContatoDoCliente(ator: Ator, dados: LojaEntrada): void {
  if (ator.tipo !== 'cliente') return;
  const erros: Record<string, string> = {};
  if (!dados.endereco.telefone) erros['endereco.telefone'] = 'Campo obrigatório';
  if (!dados.endereco.email) erros['endereco.email'] = 'Campo obrigatório';
  if (Object.keys(erros).length > 0) throw invalido(erros);
}

/** The address row to store: the city must belong to the state (400 on endereco.cidade_id). */
async function prepararEndereco(tx: Tx, e: LojaEntrada['endereco']): Promise<repo.EnderecoDaLoja> {
  const local = await perfisRepo.localDaCidade(tx, e.cidade_id, e.estado_id);
  if (!local) throw invalido({ 'endereco.cidade_id': clientes.MSG_CONTA.cidadeForaDoEstado });
  return {
    rua: e.rua,
    numero: e.numero,
    complemento: e.complemento,
    bairro: e.bairro,
    estado_id: e.estado_id,
    cidade_id: e.cidade_id,
    cep: e.cep,
    telefone: e.telefone,
    celular: e.celular,
    email: e.email,
    local,
  };
}

/** GET /api/clientes/:id/lojas/listar: the customer's stores, the default first. */
export async function listarLojas(deps: Deps, ator: Ator, id: number): Promise<{ lojas: LojaLida[] }> {
  const dono = await donoDasLojas(deps.db, ator, id);
  const linhas = await repo.listarLojas(deps.db, id, LIMITE_LOJAS);
  const visiveis = linhas.filter((l) => pode(ator, 'loja.ver', comDono(l, dono)));
  return { lojas: visiveis.map((l) => paraLojaLida(ator, l, dono)) };
}

/** GET /api/clientes/:id/lojas/:loja_id/editar: one store for the form. */
export async function editarLoja(deps: Deps, ator: Ator, id: number, lojaId: number) {
  const dono = await donoDasLojas(deps.db, ator, id);
  const lida = await repo.buscarLoja(deps.db, id, lojaId);
  const loja = lida && comDono(lida, dono);
  exigir(ator, 'loja.ver', loja);
  return { loja: paraLojaLida(ator, loja, dono) };
}

/** POST /api/clientes/:id/lojas/salvar: a new (never default) store with its address. */
export async function salvarLoja(deps: Deps, ator: Ator, id: number, dados: LojaEntrada, ip: string) {
  const dono = await donoDasLojas(deps.db, ator, id);
  const clienteId = id;
  // A new store is never the default one (lojas_padrao_uq).
  exigir(ator, 'loja.editar', comDono({ cliente_id: clienteId, padrao: false }, dono));
  exigirContatoDoCliente(ator, dados);
  const loja = await deps.db.transaction(async (tx) => {
    await exigirCnpjDoCliente(tx, dados.cnpj, clienteId, 'cnpj');
    const endereco = await prepararEndereco(tx, dados.endereco);
    const lojaId = await repo.inserirLoja(tx, {
      cliente_id: clienteId,
      responsavel_id: ator.userId,
      razao_social: dados.razao_social,
      nome_fantasia: dados.nome_fantasia,
      cnpj: dados.cnpj,
      ie: dados.ie,
      endereco_id: await perfisRepo.gravarEndereco(tx, null, endereco),
    });
    await auditar(tx, {
      userId: ator.userId,
      acao: 'criar',
      entidade: 'lojas',
      entidadeId: lojaId,
      dados: { cliente_id: clienteId, ...dados },
      ip,
    });
    return lojaGravada(tx, ator, dono, lojaId);
  });
  return { msg: MSG_CLIENTES.salva, loja };
}

/** POST /api/clientes/:id/lojas/:loja_id/atualizar: the store's data and address. */
export async function atualizarLoja(
  deps: Deps,
  ator: Ator,
  id: number,
  lojaId: number,
  dados: LojaEntrada,
  ip: string,
) {
  const dono = await donoDasLojas(deps.db, ator, id);
  const clienteId = id;
  exigirContatoDoCliente(ator, dados);
  const agora = deps.clock.agora();
  const loja = await deps.db.transaction(async (tx) => {
    const travada = await repo.travarLoja(tx, clienteId, lojaId);
    const atual = travada && comDono(travada, dono);
    exigir(ator, 'loja.editar', atual);
    if (dados.cnpj !== atual.cnpj) await exigirCnpjDoCliente(tx, dados.cnpj, clienteId, 'cnpj');
    const endereco = await prepararEndereco(tx, dados.endereco);
    await repo.atualizarLoja(
      tx,
      lojaId,
      {
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        endereco_id: await perfisRepo.gravarEndereco(tx, atual.endereco_id, endereco),
      },
      agora,
    );
    await auditar(tx, {
      userId: ator.userId,
      acao: 'atualizar',
      entidade: 'lojas',
      entidadeId: lojaId,
      dados: { cliente_id: clienteId, ...dados },
      ip,
    });
    return lojaGravada(tx, ator, dono, lojaId);
  });
  return { msg: MSG_CLIENTES.atualizada, loja };
}

/**
 * POST /api/clientes/:id/lojas/:loja_id/excluir: never the default store (409), nor one orders use
 * (409: the orders keep pointing at it); the store's address goes with it.
 */
export async function excluirLoja(deps: Deps, ator: Ator, id: number, lojaId: number, ip: string) {
  const dono = await donoDasLojas(deps.db, ator, id);
  const clienteId = id;
  await deps.db.transaction(async (tx) => {
    const travada = await repo.travarLoja(tx, clienteId, lojaId);
    const loja = travada && comDono(travada, dono);
    exigir(ator, 'loja.editar', loja);
    // Whoever edits the store deletes it, except the default one (loja.excluir): 409.
    if (!pode(ator, 'loja.excluir', loja)) throw conflito(MSG_CLIENTES.padraoNaoExclui);
    if ((await repo.pedidosDaLoja(tx, lojaId)) > 0) throw conflito(MSG_CLIENTES.usadaEmPedidos);
    await repo.excluirLoja(tx, lojaId, loja.endereco_id);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'lojas',
      entidadeId: lojaId,
      dados: { cliente_id: clienteId, razao_social: loja.razao_social, cnpj: loja.cnpj },
      ip,
    });
  });
  return { msg: MSG_CLIENTES.excluida };
}
