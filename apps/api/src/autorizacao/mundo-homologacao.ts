import { NOTIFICACAO_TIPO } from '@rodada/contracts';
import type { AppDeTeste } from '../test/app.js';
import { notificacoes } from '../db/schema/index.js';
import type { CatalogoDoMundo } from './mundo-produtos.js';

/**
 * The world's products for approval and expiry (dados/homologacao.ts), taken from the catalogue
 * (mundo-produtos.ts): the fornecedor caller's and another supplier's, each once 0 Em homologação
 * and once 3 Vencido; and one pending notification
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
    usuarios: HomologacaoDoMundo['notificacoes'];
    /** The catalogue (mundo-produtos.ts) whose products these rows act on. */
    catalogo: CatalogoDoMundo;
  },
): Promise<HomologacaoDoMundo> {
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
      proprio: d.catalogo.produtos.fornecedor.emHomologacao,
      outro: d.catalogo.produtos.outro.emHomologacao,
      vencidoProprio: d.catalogo.produtos.fornecedor.vencido,
      vencidoOutro: d.catalogo.produtos.outro.vencido,
    },
    notificacoes: Object.fromEntries(
      quem.map((k, i) => [k, avisos[i]!.id]),
    ) as HomologacaoDoMundo['notificacoes'],
  };
}
