import { mesmoId, type Ator } from './ator.js';
import { podeEditarCliente, podeVerCliente, type ClienteRecurso } from './cliente.policy.js';

/** A cliente's loja (empresa), with its owner's links when the caller loaded them (domain.md, People). */
export interface LojaRecurso {
  cliente_id: number;
  padrao: boolean;
  /**
   * The owning cliente's links. Without them only the cliente itself passes; links of another cliente
   * (id not equal to cliente_id) are ignored, so a caller's mix-up never grants access.
   */
  cliente?: ClienteRecurso | null;
}

/** The owner's links, only when they really describe the loja's cliente. */
function donoDaLoja(l: LojaRecurso): ClienteRecurso | null {
  return l.cliente && l.cliente.id === l.cliente_id ? l.cliente : null;
}

/**
 * Whether the actor may see the loja: the cliente that owns it (spec 2 §2, Minhas Empresas), or anyone
 * who may see that cliente (a representante or fornecedor choosing the loja of an order, spec 3 §2).
 */
export function podeVerLoja(ator: Ator, l: LojaRecurso): boolean {
  if (ator.tipo === 'cliente') return mesmoId(ator.clienteId, l.cliente_id);
  const dono = donoDaLoja(l);
  return dono !== null && podeVerCliente(ator, dono);
}

/** Whether the actor may change the loja: its own cliente, or anyone who may edit that cliente (spec 2 §2). */
export function podeEditarLoja(ator: Ator, l: LojaRecurso): boolean {
  if (ator.tipo === 'cliente') return mesmoId(ator.clienteId, l.cliente_id);
  const dono = donoDaLoja(l);
  return dono !== null && podeEditarCliente(ator, dono);
}

/** Whether the actor may delete the loja: as for editing, but never the default one (spec 2 §2, padrao). */
export function podeExcluirLoja(ator: Ator, l: LojaRecurso): boolean {
  return !l.padrao && podeEditarLoja(ator, l);
}
