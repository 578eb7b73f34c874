import type { ACOES, TipoRecurso } from '@rodada/contracts';
import { podeLerArquivoPrivado, type ArquivoPrivado } from './arquivo.policy.js';
import { podeGerirAdministrador } from './administrador.policy.js';
import type { Ator } from './ator.js';
import { podeGerirBanner } from './banner.policy.js';
import { podeAvaliarFornecedor, podeExcluirAvaliacao, type AvaliacaoRecurso } from './avaliacao.policy.js';
import { podeAlterarEmailDeLogin } from './cadastro.policy.js';
import {
  podeAtivarCliente,
  podeEscolherRepresentanteDoCliente,
  podeExcluirCliente,
  podeGerirCliente,
  podeVerCliente,
  type ClienteGerido,
} from './cliente.policy.js';
import {
  podeAtivarFornecedorParaSi,
  podeEditarFornecedor,
  podeGerirFornecedor,
  podeVerFornecedor,
  type FornecedorGerido,
  type FornecedorRecurso,
} from './fornecedor.policy.js';
import { podeEditarLoja, podeExcluirLoja, podeVerLoja } from './loja.policy.js';
import {
  podeAlterarDescontoCompra,
  podeAplicarAcaoPedido,
  podeCancelarPedido,
  podeEditarPedido,
  podeSalvarCompra,
  podeVerCompra,
  podeVerPedido,
  podeVerPedidoCliente,
  type CompraRecurso,
  type PedidoAlteravel,
  transicaoPedidoCliente,
  type PedidoClienteAlteravel,
} from './pedido.policy.js';
import { podeAlterarPerfil, podeVerPerfil, type PerfilRecurso } from './perfil.policy.js';
import {
  podeAtivarProduto,
  podeEditarProduto,
  podeGerirItemCatalogo,
  podeHomologarProduto,
  podeRenovarProduto,
  podeVerItemCatalogo,
  podeVerProduto,
  type ProdutoRecurso,
} from './produto.policy.js';
import {
  podeGerirRepresentante,
  podeVerRepresentante,
  podeVerVinculo,
  proximoStatusDoVinculo,
  type RepresentanteGerido,
  type VinculoRecurso,
} from './representante.policy.js';
import {
  podeAlterarDatasDaRodada,
  podeEditarRodada,
  podeGerirRodada,
  podeVerParticipantes,
  podeVerRodada,
  rodadaAberta,
  type RodadaParticipacao,
  type RodadaRecurso,
} from './rodada.policy.js';
import { podeAgirSobreUsuario, podeGerirUsuario } from './usuario.policy.js';

/** A rule of one action: the policy function over the kind's resource. */
type Regra<R> = (ator: Ator, recurso: R) => boolean;
/** A rule with the status to answer when the actor sees the object but the rule refuses. */
interface RegraComNegado<R> {
  regra: Regra<R>;
  negado: 403 | 404;
}

/** A denial that answers 404 like an invisible object (ADR 007: never reveal a right one lacks). */
const oculto = <R>(regra: Regra<R>): RegraComNegado<R> => ({ regra, negado: 404 });

/** A login with its user (for alterar_email); unknown user ids never match. */
interface ComLogin {
  user_id?: number | null;
}
const alteraEmail = (ator: Ator, r: ComLogin) =>
  r.user_id !== undefined && r.user_id !== null && podeAlterarEmailDeLogin(ator, { user_id: r.user_id });

export type FornecedorAutorizavel = FornecedorGerido & ComLogin;
export type RepresentanteAutorizavel = RepresentanteGerido & ComLogin;
/** A rating and the supplier it is about (who sees the supplier sees its ratings). */
export type AvaliacaoAutorizavel = AvaliacaoRecurso & { fornecedor: FornecedorRecurso };
/** A round with the actor's participation and the day the question is asked on ('yyyy-mm-dd'). */
export type RodadaAutorizavel = RodadaRecurso & RodadaParticipacao & { hoje: string };
/** A stand or a participant row, judged by its round (the object has no rights of its own). */
export interface DaRodada {
  rodada: RodadaAutorizavel;
}

const gereAberta = (ator: Ator, r: RodadaAutorizavel) => podeGerirRodada(ator, r) && rodadaAberta(r, r.hoje);

/**
 * The rules of every action of every kind (the vocabulary is ACOES of @rodada/contracts; the
 * `satisfies` below makes the compiler refuse a kind or action without its rule, or a rule for
 * an action the vocabulary does not name).
 */
export const POLITICAS = {
  perfil: {
    ver: podeVerPerfil,
    editar: oculto(podeAlterarPerfil),
    alterar_logo: (ator: Ator, p: PerfilRecurso) => p.papel === 'fornecedor' && podeAlterarPerfil(ator, p),
  },
  cliente: {
    ver: (ator: Ator, c: ClienteGerido) => podeVerCliente(ator, c),
    // The customer form's actions; the cliente changes itself through its account (perfil).
    editar: oculto(podeGerirCliente),
    excluir: podeExcluirCliente,
    ativar: podeAtivarCliente,
    imprimir: podeVerCliente,
    alterar_email: (ator: Ator, c: ClienteGerido) => podeGerirCliente(ator, c) && alteraEmail(ator, c),
    alterar_cnpj: (ator: Ator, c: ClienteGerido) => podeGerirCliente(ator, c) && !c.cnpj,
    alterar_ie: (ator: Ator, c: ClienteGerido) => podeGerirCliente(ator, c) && !c.ie,
    alterar_representante: podeEscolherRepresentanteDoCliente,
  },
  loja: { ver: podeVerLoja, editar: podeEditarLoja, excluir: podeExcluirLoja },
  fornecedor: {
    ver: (ator: Ator, f: FornecedorAutorizavel) => podeVerFornecedor(ator, f),
    editar: oculto(podeEditarFornecedor),
    excluir: oculto(podeGerirFornecedor),
    resetar_senha: oculto(podeGerirFornecedor),
    bloquear: oculto(podeGerirFornecedor),
    ativar_para_mim: oculto(podeAtivarFornecedorParaSi),
    avaliar: podeAvaliarFornecedor,
    alterar_email: (ator: Ator, f: FornecedorAutorizavel) =>
      podeEditarFornecedor(ator, f) && alteraEmail(ator, f),
  },
  representante: {
    ver: (ator: Ator, r: RepresentanteAutorizavel) => podeVerRepresentante(ator, r),
    editar: oculto(podeGerirRepresentante),
    excluir: oculto(podeGerirRepresentante),
    resetar_senha: oculto(podeGerirRepresentante),
    alterar_email: (ator: Ator, r: RepresentanteAutorizavel) =>
      podeGerirRepresentante(ator, r) && alteraEmail(ator, r),
  },
  vinculo: {
    ver: oculto(podeVerVinculo),
    vincular: (ator: Ator, v: VinculoRecurso) =>
      (ator.tipo === 'cliente' || ator.tipo === 'representante') &&
      proximoStatusDoVinculo(ator.tipo, v.status, 1) !== null,
    desvincular: (ator: Ator, v: VinculoRecurso) =>
      (ator.tipo === 'cliente' || ator.tipo === 'representante') &&
      proximoStatusDoVinculo(ator.tipo, v.status, 0) !== null,
  },
  usuario: {
    ver: podeGerirUsuario,
    editar: podeGerirUsuario,
    excluir: podeAgirSobreUsuario,
    resetar_senha: podeAgirSobreUsuario,
    ativar: podeAgirSobreUsuario,
  },
  administrador: {
    ver: podeGerirAdministrador,
    editar: podeGerirAdministrador,
    excluir: podeGerirAdministrador,
  },
  avaliacao: {
    ver: (ator: Ator, a: AvaliacaoAutorizavel) => podeVerFornecedor(ator, a.fornecedor),
    excluir: (ator: Ator, a: AvaliacaoAutorizavel) => podeExcluirAvaliacao(ator, a),
  },
  arquivo: { ver: (ator: Ator, a: ArquivoPrivado) => podeLerArquivoPrivado(ator, a) },
  rodada: {
    ver: (ator: Ator, r: RodadaAutorizavel) => podeVerRodada(ator, r),
    editar: (ator: Ator, r: RodadaAutorizavel) => podeEditarRodada(ator, r, r.hoje),
    alterar_datas: (ator: Ator, r: RodadaAutorizavel) => podeAlterarDatasDaRodada(ator, r, r.hoje),
    alterar_administrador: (ator: Ator, r: RodadaAutorizavel) => podeAlterarDatasDaRodada(ator, r, r.hoje),
    // Another administrador's round is invisible (ver); a participant sees that it has no stands page.
    ver_stands: (ator: Ator, r: RodadaAutorizavel) => podeGerirRodada(ator, r),
    gerir_stands: gereAberta,
    ver_participantes: (ator: Ator, r: RodadaAutorizavel) => podeVerParticipantes(ator, r),
    gerir_participantes: gereAberta,
  },
  stand: {
    ver: (ator: Ator, s: DaRodada) => podeVerRodada(ator, s.rodada) && podeGerirRodada(ator, s.rodada),
    editar: (ator: Ator, s: DaRodada) => gereAberta(ator, s.rodada),
    excluir: (ator: Ator, s: DaRodada) => gereAberta(ator, s.rodada),
  },
  participante: {
    ver: (ator: Ator, p: DaRodada) => podeVerRodada(ator, p.rodada) && podeVerParticipantes(ator, p.rodada),
    excluir: (ator: Ator, p: DaRodada) => gereAberta(ator, p.rodada),
    alterar_prazo: (ator: Ator, p: DaRodada) => gereAberta(ator, p.rodada),
    inscrever: (ator: Ator, p: DaRodada) => gereAberta(ator, p.rodada),
  },
  produto: {
    ver: (ator: Ator, p: ProdutoRecurso) => podeVerProduto(ator, p),
    // Also its grid and gallery; the master edits any product (issue 12 §8).
    editar: podeEditarProduto,
    // Representatives, clients and administrators never delete products (spec 3 §6).
    excluir: podeEditarProduto,
    ativar: podeAtivarProduto,
    homologar: (ator: Ator, p: ProdutoRecurso) => podeVerProduto(ator, p) && podeHomologarProduto(ator, p),
    renovar: podeRenovarProduto,
  },
  tamanho: {
    ver: podeVerItemCatalogo,
    editar: podeGerirItemCatalogo,
    excluir: podeGerirItemCatalogo,
  },
  cor: {
    ver: podeVerItemCatalogo,
    editar: podeGerirItemCatalogo,
    excluir: podeGerirItemCatalogo,
  },
  pedido: {
    ver: (ator: Ator, p: PedidoAlteravel) => podeVerPedido(ator, p),
    editar: podeEditarPedido,
    copiar: (ator: Ator, p: PedidoAlteravel) => ator.tipo === 'fornecedor' && podeVerPedido(ator, p),
    imprimir: podeVerPedido,
    revisar: (ator: Ator, p: PedidoAlteravel) => podeAplicarAcaoPedido(ator, p, 'revisar'),
    informar_entrega: (ator: Ator, p: PedidoAlteravel) => podeAplicarAcaoPedido(ator, p, 'informar_entrega'),
    desfazer_entrega: (ator: Ator, p: PedidoAlteravel) => podeAplicarAcaoPedido(ator, p, 'desfazer_entrega'),
    incluir_em_remessa: (ator: Ator, p: PedidoAlteravel) =>
      podeAplicarAcaoPedido(ator, p, 'incluir_em_remessa'),
    retirar_da_remessa: (ator: Ator, p: PedidoAlteravel) =>
      podeAplicarAcaoPedido(ator, p, 'retirar_da_remessa'),
    cancelar: podeCancelarPedido,
  },
  pedido_cliente: {
    ver: (ator: Ator, p: PedidoClienteAlteravel) => podeVerPedidoCliente(ator, p),
    cancelar: (ator: Ator, p: PedidoClienteAlteravel) => transicaoPedidoCliente(ator, p, 'cancelar').ok,
    entregar: (ator: Ator, p: PedidoClienteAlteravel) => transicaoPedidoCliente(ator, p, 'entregar').ok,
  },
  compra: {
    ver: (ator: Ator, c: CompraRecurso) => podeVerCompra(ator, c),
    salvar: podeSalvarCompra,
    alterar_desconto: podeAlterarDescontoCompra,
  },
  banner: { ver: podeGerirBanner, editar: podeGerirBanner, excluir: podeGerirBanner },
} satisfies { [T in TipoRecurso]: { [A in (typeof ACOES)[T][number]]: unknown } };

type Politicas = typeof POLITICAS;
type PrimeiroArgumento<F> = F extends (ator: Ator, r: infer R) => boolean
  ? R
  : F extends RegraComNegado<infer R>
    ? R
    : never;

/** The resource shape the rules of kind T read (the `ver` rule's; every rule of T takes it). */
export type RecursoDoTipo<T extends TipoRecurso> = PrimeiroArgumento<Politicas[T]['ver']>;
