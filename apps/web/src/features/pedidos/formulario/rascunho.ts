import type { RascunhoPedido } from '../../../lib/estado-local';
import type { FormPedido } from './estado';

/*
 * The draft of a new order (spec 3 §4 "Draft"), read back from the device with care: a draft of
 * another user, of an older shape or damaged is not offered.
 */

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether a stored line has what the form reads. */
function linhaValida(l: unknown): boolean {
  if (!ehObjeto(l) || !ehObjeto(l.produto)) return false;
  const p = l.produto;
  return (
    typeof p.id === 'number' &&
    typeof p.codigo === 'string' &&
    Number.isSafeInteger(p.valor) &&
    Array.isArray(p.cores) &&
    Array.isArray(p.tamanhos) &&
    Number.isSafeInteger(l.quantidade) &&
    Array.isArray(l.grade) &&
    typeof l.observacoes === 'string'
  );
}

/** The stored draft as a form, when it is this user's and has the form's shape; else null. */
export function lerRascunho(guardado: RascunhoPedido | null, usuarioId: number | null): FormPedido | null {
  if (!guardado || usuarioId === null || guardado.usuario_id !== usuarioId) return null;
  const f = guardado.form;
  if (!ehObjeto(f)) return null;
  const textos = [
    'uuid',
    'entrega',
    'forma_pagamento',
    'prazo',
    'transportadora',
    'transportadora_telefone',
    'vendedor',
    'observacoes',
    'desconto_percentual',
    'taxa_percentual',
  ];
  if (textos.some((k) => typeof f[k] !== 'string')) return null;
  if (!Number.isSafeInteger(f.desconto_valor) || !Number.isSafeInteger(f.taxa_valor)) return null;
  if (!Array.isArray(f.linhas) || !f.linhas.every(linhaValida) || !Array.isArray(f.lojas)) return null;
  if (f.cliente !== null && !(ehObjeto(f.cliente) && typeof f.cliente.id === 'number')) return null;
  return f as unknown as FormPedido;
}
