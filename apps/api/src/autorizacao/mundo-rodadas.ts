import type { AppDeTeste } from '../test/app.js';
import {
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
  stands,
} from '../db/schema/index.js';
import { CIDADE_TESTE } from '../test/fabricas.js';

/** Ids of the round the callers take part in (`propria`) and of the other one, per participant kind. */
interface PorRodada<T> {
  propria: T;
  outra: number;
}

/**
 * The world's two rounds (mundo.ts), both open today: `propria`, organised by the world's
 * administrador, with the callers as participants, and `outra`, another administrador's. Each has a
 * stand 'A1'; `propria` also has the master's own stand 'M1', so that a delete by the master
 * leaves the administrador's own stand in place for its cell.
 */
export async function criarRodadasDoMundo(
  db: AppDeTeste['deps']['db'],
  d: {
    n: number;
    hoje: string;
    administradores: PorRodada<number>;
    fornecedores: PorRodada<number[]>;
    representantes: PorRodada<number[]>;
    clientes: PorRodada<number[]>;
  },
): Promise<{
  rodadas: { propria: number; outra: number };
  stands: { propria: number; outra: number; doMaster: number };
}> {
  const criadas = await db
    .insert(rodadas)
    .values(
      [d.administradores.propria, d.administradores.outra].map((administrador_id, i) => ({
        nome: `Rodada ${i === 0 ? 'própria' : 'outra'} ${d.n}`,
        local: 'Expo Center Norte',
        data_inicio: d.hoje,
        data_fim: d.hoje,
        data_veiculacao: d.hoje,
        data_limite: d.hoje,
        ...CIDADE_TESTE,
        administrador_id,
      })),
    )
    .returning({ id: rodadas.id, administrador_id: rodadas.administrador_id });
  const propria = criadas.find((r) => r.administrador_id === d.administradores.propria)!.id;
  const outra = criadas.find((r) => r.administrador_id === d.administradores.outra)!.id;

  const standsCriados = await db
    .insert(stands)
    .values([
      ...[propria, outra].map((rodada_id) => ({
        rodada_id,
        codigo: 'A1',
        nome: 'STAND A1',
        valor: '100.00',
      })),
      { rodada_id: propria, codigo: 'M1', nome: 'STAND M1', valor: '100.00' },
    ])
    .returning({ id: stands.id, rodada_id: stands.rodada_id, codigo: stands.codigo });
  const standDe = (rodadaId: number, codigo = 'A1') =>
    standsCriados.find((s) => s.rodada_id === rodadaId && s.codigo === codigo)!.id;

  await db
    .insert(rodada_fornecedores)
    .values([
      ...d.fornecedores.propria.map((fornecedor_id) => ({ rodada_id: propria, fornecedor_id })),
      { rodada_id: outra, fornecedor_id: d.fornecedores.outra },
    ]);
  await db
    .insert(rodada_representantes)
    .values([
      ...d.representantes.propria.map((representante_id) => ({ rodada_id: propria, representante_id })),
      { rodada_id: outra, representante_id: d.representantes.outra },
    ]);
  await db
    .insert(rodada_clientes)
    .values([
      ...d.clientes.propria.map((cliente_id) => ({ rodada_id: propria, cliente_id })),
      { rodada_id: outra, cliente_id: d.clientes.outra },
    ]);
  return {
    rodadas: { propria, outra },
    stands: { propria: standDe(propria), outra: standDe(outra), doMaster: standDe(propria, 'M1') },
  };
}
