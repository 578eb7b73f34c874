import type { ClienteDoMundo, Mundo, Pessoa } from './mundo.js';
import type { Alvo, Familia, Quem, TipoIncompleto } from './tipos.js';

/**
 * The object a cell acts on: `id` is the path's (or the body's) main id; the other fields are the
 * second ids of two-id paths and what a form must send back unchanged.
 */
export interface ObjetoAlvo {
  id: number;
  loja?: number;
  rodada?: number;
  stand?: number;
  fornecedor?: number;
  cliente?: number;
  email?: string;
  cnpj?: string;
  ie?: string;
}

const doCliente = (c: ClienteDoMundo): ObjetoAlvo => ({
  id: c.id,
  loja: c.lojaId,
  email: c.email,
  cnpj: c.cnpj,
  ie: c.ie,
});
const daPessoa = (p: Pessoa): ObjetoAlvo => ({ id: p.id, email: p.email });

/**
 * Which customer is the caller's own (dados/clientes.ts): the master's has no link, the
 * administrador's is in its round, the fornecedor's in its list, the representante's has it as
 * main representative; the cliente is its own; a held account's is itself when it is a cliente.
 */
function clienteProprio(m: Mundo, quem: Quem, inc: TipoIncompleto): ClienteDoMundo {
  switch (quem) {
    case 'master':
    case 'administrador':
    case 'fornecedor':
    case 'representante':
      return m.clientes[quem];
    case 'incompleto':
      return inc === 'cliente' ? m.incompletos.cliente : m.cli;
    default:
      return m.cli;
  }
}

/** Which supplier is the caller's own (dados/fornecedores.ts). */
function fornecedorProprio(m: Mundo, quem: Quem, inc: TipoIncompleto): Pessoa {
  switch (quem) {
    case 'master':
    case 'administrador':
    case 'representante':
      return m.fornecedores[quem];
    case 'incompleto':
      return inc === 'fornecedor' ? m.incompletos.fornecedor : m.forn;
    default:
      return m.forn;
  }
}

/** Which representative is the caller's own (dados/representantes.ts); the cliente's is linked to it. */
function representanteProprio(m: Mundo, quem: Quem, inc: TipoIncompleto): Pessoa {
  switch (quem) {
    case 'master':
    case 'administrador':
      return m.representantes[quem];
    case 'incompleto':
      return inc === 'representante' ? m.incompletos.representante : m.rep;
    default:
      return m.rep;
  }
}

/** The login of each caller: its own account (the usuario family's own object but the master's). */
function loginDe(m: Mundo, quem: Quem, inc: TipoIncompleto): number {
  switch (quem) {
    case 'master':
      // The master's own object is a login it registered (an administrator), not itself.
      return m.administradores.master.userId;
    case 'administrador':
      return m.adm.userId;
    case 'fornecedor':
      return m.forn.userId;
    case 'representante':
      return m.rep.userId;
    case 'incompleto':
      return m.incompletos[inc].userId;
    default:
      return m.cli.userId;
  }
}

/**
 * The neighbour of the caller's own object (tipos.ts, Alvo): on two-id paths its own parent with
 * another owner's child (another customer's store, the other round, a supplier the representative
 * may not see, a customer not linked to it); a supplier the representante carries and registered,
 * that has completed its own account since (the same for every caller: for the others it is just
 * another supplier).
 */
function vizinho(m: Mundo, familia: Familia, quem: Quem, inc: TipoIncompleto): ObjetoAlvo {
  switch (familia) {
    case 'loja':
      return { ...doCliente(clienteProprio(m, quem, inc)), loja: m.clientes.outro.lojaId };
    case 'fornecedor+rodada':
      return { ...daPessoa(fornecedorProprio(m, quem, inc)), rodada: m.rodadas.outra };
    case 'representante+fornecedor':
      return { id: representanteProprio(m, quem, inc).id, fornecedor: m.fornecedores.outro.id };
    case 'stand':
      // Its own round's path with the other round's stand.
      return { id: m.rodadas.propria, rodada: m.rodadas.propria, stand: m.stands.outra };
    case 'vinculo':
      // A customer with no link to it at all (another's with a pending request of it may be
      // withdrawn: proximoStatusDoVinculo).
      return { id: representanteProprio(m, quem, inc).id, cliente: m.clientes.master.id };
    case 'fornecedor':
      return daPessoa(m.fornecedores.vizinho);
    case 'tamanho':
    case 'cor':
      // A shared size or colour: the supplier sees it and may not change it (spec 3 §2).
      return { id: m.catalogo[familia === 'tamanho' ? 'tamanhos' : 'cores'].compartilhado };
    case 'produto':
      // Another supplier's approved and active product: in the shop, so visible to everyone.
      return { id: m.catalogo.produtos.administrador.homologado };
    default:
      throw new Error(`A família ${familia} não tem objeto vizinho`);
  }
}

/** The caller's own object of a family, another owner's (the same whoever asks), or a mix. */
export function objetoDe(
  m: Mundo,
  familia: Familia,
  quem: Quem,
  alvo: Alvo,
  inc: TipoIncompleto,
): ObjetoAlvo {
  if (alvo === 'vizinho') return vizinho(m, familia, quem, inc);
  const proprio = alvo === 'proprio';
  const rodada = proprio ? m.rodadas.propria : m.rodadas.outra;
  switch (familia) {
    case 'cliente':
    case 'loja':
      return doCliente(proprio ? clienteProprio(m, quem, inc) : m.clientes.outro);
    case 'fornecedor':
      return daPessoa(proprio ? fornecedorProprio(m, quem, inc) : m.fornecedores.outro);
    case 'fornecedor+rodada':
      return { ...daPessoa(proprio ? fornecedorProprio(m, quem, inc) : m.fornecedores.outro), rodada };
    case 'representante':
      return daPessoa(proprio ? representanteProprio(m, quem, inc) : m.representantes.outro);
    case 'representante+fornecedor':
      // The representative's own switch on the supplier it carries; another's on the one it carries.
      return proprio
        ? { id: representanteProprio(m, quem, inc).id, fornecedor: m.fornecedores.representante.id }
        : { id: m.representantes.outro.id, fornecedor: m.fornecedores.outro.id };
    case 'vinculo':
      return proprio
        ? { id: representanteProprio(m, quem, inc).id, cliente: m.clientes.representante.id }
        : { id: m.representantes.outro.id, cliente: m.clientes.outro.id };
    case 'administrador':
      if (!proprio) return daPessoa(m.administradores.outro);
      return daPessoa(quem === 'master' ? m.administradores.master : m.adm);
    case 'usuario':
      return { id: proprio ? loginDe(m, quem, inc) : m.clientes.outro.userId };
    case 'rodada':
      return { id: rodada, rodada };
    case 'stand':
      if (!proprio) return { id: rodada, rodada, stand: m.stands.outra };
      return { id: rodada, rodada, stand: quem === 'master' ? m.stands.doMaster : m.stands.propria };
    case 'avaliacao':
      return { id: proprio ? m.avaliacoes.propria : m.avaliacoes.outra };
    case 'produto':
      // The caller fornecedor's product waiting for approval (the master's: its supplier's); another
      // owner's is invisible to a supplier (not in the shop): 404.
      if (!proprio) return { id: m.catalogo.produtos.outro.emHomologacao };
      return { id: m.catalogo.produtos[quem === 'master' ? 'master' : 'fornecedor'].emHomologacao };
    case 'tamanho':
    case 'cor': {
      // The supplier's own (tipo 0), the master's a shared one (tipo 1); another supplier's.
      const itens = m.catalogo[familia === 'tamanho' ? 'tamanhos' : 'cores'];
      if (!proprio) return { id: itens.outro };
      return { id: quem === 'master' ? itens.doMaster : itens.proprio };
    }
    case 'produto-vencido':
      return { id: proprio ? m.homologacao.produtos.vencidoProprio : m.homologacao.produtos.vencidoOutro };
    case 'banner':
      return { id: proprio ? m.banners.proprio : m.banners.outro };
    case 'notificacao': {
      // The caller's own notification (a held account is refused before any lookup).
      const dono = quem === 'anonimo' || quem === 'incompleto' ? 'cliente' : quem;
      return { id: m.homologacao.notificacoes[proprio ? dono : 'outro'] };
    }
  }
}
