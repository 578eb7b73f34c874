import { createHash, randomUUID } from 'node:crypto';
import { cnpjComDigitos } from '@rodada/contracts';
import {
  cliente_representante,
  fornecedor_cliente,
  lojas,
  representante_fornecedor,
} from '../../db/schema/index.js';
import type { Deps } from '../../lib/deps.js';

// Rows and bodies for the orders tests (issue 13 §6), written straight to the database.

let serie = 0;

/** A store of the client, with a valid CNPJ; the first one is its default. */
export async function inserirLoja(deps: Deps, clienteId: number, nome: string, padrao = false) {
  serie += 1;
  const base = String(10_000_000 + serie).padStart(8, '0') + '0001';
  const [l] = await deps.db
    .insert(lojas)
    .values({
      cliente_id: clienteId,
      razao_social: `${nome} Ltda`,
      nome_fantasia: nome,
      cnpj: cnpjComDigitos(base),
      padrao,
    })
    .returning({ id: lojas.id });
  return l!.id;
}

/** The representative's confirmed link with the client (cliente_representante status 1). */
export async function vincularRepresentante(deps: Deps, clienteId: number, representanteId: number) {
  await deps.db
    .insert(cliente_representante)
    .values({ cliente_id: clienteId, representante_id: representanteId, status: 1 });
}

/** The representative carries the supplier (representante_fornecedor). */
export async function representarFornecedor(deps: Deps, representanteId: number, fornecedorId: number) {
  await deps.db
    .insert(representante_fornecedor)
    .values({ representante_id: representanteId, fornecedor_id: fornecedorId });
}

/** The client in the supplier's customer list (fornecedor_cliente). */
export async function clienteDoFornecedor(deps: Deps, fornecedorId: number, clienteId: number) {
  await deps.db.insert(fornecedor_cliente).values({ fornecedor_id: fornecedorId, cliente_id: clienteId });
}

/** A body's idempotency fields: a new uuid and the SHA-256 of `semente`. */
export const chave = (semente: string = randomUUID()) => ({
  uuid: randomUUID(),
  hash: createHash('sha256').update(semente).digest('hex'),
});
