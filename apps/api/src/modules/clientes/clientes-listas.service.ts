import type { clientes as contrato, DadosDe } from '@rodada/contracts';
import { acoesDe, hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { pagina } from '../../lib/paginacao.js';
import { rodadaDoAtor } from '../rodadas/index.js';
import * as repo from './clientes-escopo.repository.js';

// The customer lists of each role (spec 2 §2 "Customers", §7): the SQL scope decides which rows a
// caller lists (the same customers the cliente policy lets it see; clientes-escopo.property.test.ts).

type Pagina = { busca?: string | undefined; page: number; paginacao: number };
type LinhaLista = DadosDe<typeof contrato.listarClientes>['clientes']['data'][number];

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

/** A row as the contract answers it, with what the caller may do with that customer. */
function paraLinha(ator: Ator, l: repo.LinhaDaLista): LinhaLista {
  return {
    id: l.id,
    nome: l.nome,
    razao_social: l.razao_social,
    nome_fantasia: l.nome_fantasia,
    cnpj: l.cnpj,
    responsavel_nome: l.responsavel_nome,
    representante_id: l.representante_id,
    representante_nome: l.representante_nome,
    cidade_estado: l.cidade_estado,
    telefone: l.telefone,
    celular: l.celular,
    email: l.email,
    ativo: l.ativo,
    novo_cadastro: !l.verificado,
    pedidos_rodada: l.pedidos_rodada,
    valor_rodada: l.valor_rodada,
    acoes: acoesDe(ator, 'cliente', l),
  };
}

async function listar(deps: Deps, ator: Ator, escopo: repo.Escopo, q: Pagina) {
  const { total, data } = await repo.listarClientes(deps.db, escopo, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    clientes: pagina(
      data.map((l) => paraLinha(ator, l)),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/**
 * The round a list is narrowed to, checked: for the roles whose list a round narrows (administrador,
 * fornecedor), a round the caller may not see answers 404 like one that does not exist (rodada.ver,
 * spec D3). The other roles' lists ignore the filter. Answers the round id to narrow by, if any.
 */
export async function rodadaDaLista(
  deps: Deps,
  ator: Ator,
  rodadaId: number | null | undefined,
): Promise<number | undefined> {
  if (rodadaId === null || rodadaId === undefined) return undefined;
  if (ator.tipo !== 'administrador' && ator.tipo !== 'fornecedor') return undefined;
  const rodada = await rodadaDoAtor(deps.db, rodadaId, ator);
  exigir(ator, 'rodada.ver', rodada && { ...rodada, hoje: hojeEmSaoPaulo(deps.clock.agora()) });
  return rodadaId;
}

/** GET /api/clientes/listar: the caller's customers, by role (rodada_id checked by rodadaDaLista). */
export async function listarClientes(
  deps: Deps,
  ator: Ator,
  q: Pagina & { rodada_id?: number | null | undefined },
) {
  return listar(deps, ator, escopoDoAtor(ator, await rodadaDaLista(deps, ator, q.rodada_id)), q);
}

/**
 * GET /api/fornecedores/:id/clientes[/:rodada]: the supplier's own customers (another id: 404),
 * narrowed to a round it may see (rodada.ver: one it takes part in; another round answers 404,
 * spec D3: other rounds are never revealed).
 */
export async function listarClientesDoFornecedor(
  deps: Deps,
  ator: Ator,
  id: number,
  rodadaId: number | null,
  q: Pagina,
) {
  const fornecedorId = exigirPerfil(ator, 'fornecedor', id, 'perfil.ver');
  const rodada = await rodadaDaLista(deps, ator, rodadaId);
  return listar(deps, ator, { tipo: 'fornecedor', id: fornecedorId, rodadaId: rodada }, q);
}

/** GET /api/representantes/:id/clientes: the representative's own customers (another id: 404). */
export function listarClientesDoRepresentante(deps: Deps, ator: Ator, id: number, q: Pagina) {
  const representanteId = exigirPerfil(ator, 'representante', id, 'perfil.ver');
  return listar(deps, ator, { tipo: 'representante', id: representanteId }, q);
}

/** GET /api/administradores/:id/clientes: its rounds' customers (another id: 404). */
export function listarClientesDoAdministrador(deps: Deps, ator: Ator, id: number, q: Pagina) {
  const administradorId = exigirPerfil(ator, 'administrador', id, 'perfil.ver');
  return listar(deps, ator, { tipo: 'administrador', id: administradorId }, q);
}
