import type { Tipo } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { pagina } from '../../lib/paginacao.js';
import * as repo from './usuarios.repository.js';

/** Users list for master (decision 12): paginated, searchable by name or email. */
export async function listarUsuarios(
  deps: Deps,
  q: { busca?: string | undefined; tipo?: Tipo | undefined; page: number; paginacao: number },
) {
  const { total, data } = await repo.listarUsuarios(deps.db, {
    ...(q.busca ? { busca: q.busca } : {}),
    ...(q.tipo ? { tipo: q.tipo } : {}),
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    usuarios: pagina(
      data.map((u) => ({ ...u, tipo: u.tipo as Tipo })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}
