import { NOTIFICACAO_TIPO } from '@rodada/contracts';
import type { AppDeTeste } from '../test/app.js';
import { categorias, notificacoes, produtos } from '../db/schema/index.js';

/**
 * The world's products for approval and expiry (dados/homologacao.ts): the fornecedor caller's and
 * another supplier's, each once 0 Em homologação and once 3 Vencido; and one pending notification
 * (tipo 1 aviso) of each logged-in caller and of another user (dados/notificacoes.ts).
 */
export interface HomologacaoDoMundo {
  produtos: { proprio: number; outro: number; vencidoProprio: number; vencidoOutro: number };
  notificacoes: {
    master: number;
    administrador: number;
    fornecedor: number;
    representante: number;
    cliente: number;
    outro: number;
  };
}

export async function criarHomologacaoDoMundo(
  db: AppDeTeste['deps']['db'],
  d: {
    n: number;
    fornecedor: number;
    outroFornecedor: number;
    usuarios: Omit<HomologacaoDoMundo['notificacoes'], never>;
  },
): Promise<HomologacaoDoMundo> {
  const [c] = await db
    .insert(categorias)
    .values({ nome: `Categoria da matriz ${d.n}` })
    .returning({ id: categorias.id });
  const produto = (fornecedor_id: number, codigo: string, status: number) => ({
    fornecedor_id,
    codigo: `${codigo}-${d.n}`,
    descricao: `Produto ${codigo}`,
    valor: '10.00',
    categoria_id: c!.id,
    status,
  });
  const criados = await db
    .insert(produtos)
    .values([
      produto(d.fornecedor, 'PROPRIO', 0),
      produto(d.outroFornecedor, 'OUTRO', 0),
      produto(d.fornecedor, 'VENCIDO', 3),
      produto(d.outroFornecedor, 'VENCIDO-OUTRO', 3),
    ])
    .returning({ id: produtos.id });
  const quem = ['master', 'administrador', 'fornecedor', 'representante', 'cliente', 'outro'] as const;
  const avisos = await db
    .insert(notificacoes)
    .values(
      quem.map((k) => ({
        user_id: d.usuarios[k],
        tipo: NOTIFICACAO_TIPO.aviso,
        mensagem: `Aviso da matriz (${k})`,
      })),
    )
    .returning({ id: notificacoes.id });
  return {
    produtos: {
      proprio: criados[0]!.id,
      outro: criados[1]!.id,
      vencidoProprio: criados[2]!.id,
      vencidoOutro: criados[3]!.id,
    },
    notificacoes: Object.fromEntries(
      quem.map((k, i) => [k, avisos[i]!.id]),
    ) as HomologacaoDoMundo['notificacoes'],
  };
}
