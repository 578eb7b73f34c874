import { corpoCanonico } from '@rodada/domain';
import { sha256Hex } from './sha256';

/*
 * The idempotency key and the body hash of an order's save (spec D11), shared by the checkout
 * (features/checkout) and the order form (features/pedidos/formulario).
 */

/** A new idempotency key (spec D11); getRandomValues also works outside a secure context. */
export function novoUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The body's hash (spec D11: hex SHA-256 of the canonical body without the hash, the same text the
 * server hashes: packages/domain corpoCanonico). Web Crypto's digest where the browser gives it
 * (https, localhost), else the plain-JS sha256Hex.
 */
export async function hashDoCorpo(corpo: object): Promise<string> {
  const bytes = new TextEncoder().encode(corpoCanonico(corpo));
  if (typeof crypto === 'undefined' || !crypto.subtle) return sha256Hex(bytes);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
}
