import { clientes, type BodyOut } from '@rodada/contracts';
import {
  podeEditarCliente,
  podeEditarLoja,
  podeExcluirLoja,
  podeVerCliente,
  podeVerLoja,
  type Ator,
  type ClienteRecurso,
} from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado } from '../../lib/errors.js';
import * as perfis from '../perfis/perfis.service.js';
import * as perfisRepo from '../perfis/perfis.repository.js';
import { clienteAlcancavel, exigirCnpjDoCliente } from './clientes-manutencao.service.js';
import * as repo from './lojas.repository.js';

// A customer's stores, "empresas" on screen (spec 2 §2 "Companies", §5 "Company form" and "Store",
// §7). The customer reaches its own (another `:id` answers 404); the other roles reach the stores of
// the customers the cliente policy lets them see (reading) or edit (writing), through the loja
// policy fed with the customer's links; anything else answers 404 too.

type LojaEntrada = BodyOut<typeof clientes.salvarLoja>;
type LojaLida = clientes.LojaLida;
type LinhaLoja = NonNullable<Awaited<ReturnType<typeof repo.buscarLoja>>>;

const { MSG_EMPRESAS, LIMITE_LOJAS } = clientes;

/** The store as the contract answers it, with its address. */
async function paraLojaLida(db: Db | Tx, l: LinhaLoja): Promise<LojaLida> {
  return {
    id: l.id,
    razao_social: l.razao_social,
    nome_fantasia: l.nome_fantasia,
    cnpj: l.cnpj,
    ie: l.ie,
    padrao: l.padrao,
    endereco: await perfisRepo.lerEndereco(db, l.endereco_id),
  };
}

/** The path's customer and, for a caller other than the customer itself, its links. */
interface Dono {
  clienteId: number;
  cliente: ClienteRecurso | null;
}

/**
 * The path's customer as the caller reaches it: a cliente only its own (perfilProprio); anyone
 * else a customer that `pode` (podeVerCliente for reads, podeEditarCliente for writes) allows.
 */
async function donoDasLojas(
  db: Db | Tx,
  ator: Ator,
  id: number,
  pode: (ator: Ator, c: ClienteRecurso) => boolean,
): Promise<Dono> {
  if (ator.tipo === 'cliente') return { clienteId: perfis.perfilProprio(ator.clienteId, id), cliente: null };
  return { clienteId: id, cliente: await clienteAlcancavel(db, ator, id, pode) };
}

/**
 * A store of the path's customer that the caller may reach with `pode`, or 404: absent, of
 * another customer, or refused by the policy all read the same (ADR 003: nothing is revealed).
 */
async function lojaPermitida(
  db: Db | Tx,
  ator: Ator,
  dono: Dono,
  lojaId: number,
  pode: typeof podeVerLoja,
  travar = false,
): Promise<LinhaLoja> {
  const loja = travar
    ? await repo.travarLoja(db as Tx, dono.clienteId, lojaId)
    : await repo.buscarLoja(db, dono.clienteId, lojaId);
  if (!loja || !pode(ator, { ...loja, cliente: dono.cliente })) throw naoEncontrado();
  return loja;
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
  const dono = await donoDasLojas(deps.db, ator, id, podeVerCliente);
  const linhas = await repo.listarLojas(deps.db, dono.clienteId, LIMITE_LOJAS);
  const visiveis = linhas.filter((l) => podeVerLoja(ator, { ...l, cliente: dono.cliente }));
  return { lojas: await Promise.all(visiveis.map((l) => paraLojaLida(deps.db, l))) };
}

/** GET /api/clientes/:id/lojas/:loja_id/editar: one store for the form. */
export async function editarLoja(deps: Deps, ator: Ator, id: number, lojaId: number) {
  const dono = await donoDasLojas(deps.db, ator, id, podeVerCliente);
  const loja = await lojaPermitida(deps.db, ator, dono, lojaId, podeVerLoja);
  return { loja: await paraLojaLida(deps.db, loja) };
}

/** POST /api/clientes/:id/lojas/salvar: a new (never default) store with its address. */
export async function salvarLoja(deps: Deps, ator: Ator, id: number, dados: LojaEntrada, ip: string) {
  const dono = await donoDasLojas(deps.db, ator, id, podeEditarCliente);
  const clienteId = dono.clienteId;
  if (!podeEditarLoja(ator, { cliente_id: clienteId, padrao: false, cliente: dono.cliente })) {
    throw naoEncontrado();
  }
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
    const gravada = await repo.buscarLoja(tx, clienteId, lojaId);
    if (!gravada) throw new Error('loja não gravada');
    return paraLojaLida(tx, gravada);
  });
  return { msg: MSG_EMPRESAS.salva, loja };
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
  const dono = await donoDasLojas(deps.db, ator, id, podeEditarCliente);
  const clienteId = dono.clienteId;
  exigirContatoDoCliente(ator, dados);
  const agora = deps.clock.agora();
  const loja = await deps.db.transaction(async (tx) => {
    const atual = await lojaPermitida(tx, ator, dono, lojaId, podeEditarLoja, true);
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
    const gravada = await repo.buscarLoja(tx, clienteId, lojaId);
    if (!gravada) throw naoEncontrado();
    return paraLojaLida(tx, gravada);
  });
  return { msg: MSG_EMPRESAS.atualizada, loja };
}

/**
 * POST /api/clientes/:id/lojas/:loja_id/excluir: never the default store (409), nor one orders use
 * (409: the orders keep pointing at it); the store's address goes with it.
 */
export async function excluirLoja(deps: Deps, ator: Ator, id: number, lojaId: number, ip: string) {
  const dono = await donoDasLojas(deps.db, ator, id, podeEditarCliente);
  const clienteId = dono.clienteId;
  await deps.db.transaction(async (tx) => {
    const loja = await lojaPermitida(tx, ator, dono, lojaId, podeEditarLoja, true);
    if (!podeExcluirLoja(ator, { ...loja, cliente: dono.cliente })) {
      throw conflito(MSG_EMPRESAS.padraoNaoExclui);
    }
    if ((await repo.pedidosDaLoja(tx, lojaId)) > 0) throw conflito(MSG_EMPRESAS.usadaEmPedidos);
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
  return { msg: MSG_EMPRESAS.excluida };
}
