import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cidades, clientes, enderecos, estados, lojas } from '../../db/schema/index.js';

// The addresses of the round's client labels (spec 3 §7 "rodadas/{id}/etiquetas/clientes").

/**
 * Each client's label address: its default store's (lojas.padrao: the company orders go to), or,
 * when that store has none, the client's own address. Keyed by client id.
 */
export async function enderecosDasEtiquetas(db: Db, clienteIds: number[]) {
  if (clienteIds.length === 0) return new Map<number, EnderecoDaEtiqueta>();
  const colunas = {
    rua: enderecos.rua,
    numero: enderecos.numero,
    complemento: enderecos.complemento,
    bairro: enderecos.bairro,
    cidade: cidades.nome,
    uf: estados.sigla,
    cep: enderecos.cep,
  };
  const daLoja = await db
    .select({ cliente_id: lojas.cliente_id, empresa: lojas.nome_fantasia, ...colunas })
    .from(lojas)
    .innerJoin(enderecos, eq(enderecos.id, lojas.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .where(and(inArray(lojas.cliente_id, clienteIds), eq(lojas.padrao, true)));
  const doCliente = await db
    .select({ cliente_id: clientes.id, ...colunas })
    .from(clientes)
    .innerJoin(enderecos, eq(enderecos.id, clientes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .where(inArray(clientes.id, clienteIds));
  const porCliente = new Map<number, EnderecoDaEtiqueta>();
  for (const e of doCliente) porCliente.set(e.cliente_id, { ...e, empresa: null });
  for (const e of daLoja) porCliente.set(e.cliente_id, e);
  return porCliente;
}

export interface EnderecoDaEtiqueta {
  cliente_id: number;
  /** The default store's nome fantasia (null for the client's own address). */
  empresa: string | null;
  rua: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
}
