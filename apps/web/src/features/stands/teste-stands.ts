import type { AcoesDe } from '@rodada/contracts';
import { ok } from '../../test/renderizar-tela';

// What the stands page tests share: the round's answer as the list brings it.

/** The round's acoes: the administrador of an open round manages it; a closed one only shows. */
export const acoesDaRodada = (aberta: boolean): AcoesDe<'rodada'> => ({
  editar: aberta,
  alterar_datas: false,
  alterar_administrador: false,
  ver_stands: true,
  gerir_stands: aberta,
  ver_participantes: true,
  gerir_participantes: aberta,
});

/** The list's answer for round 7 'Moda Sul': the round and one page of `stands`. */
export function respostaDaLista<T>(stands: T[], aberta = true, porPagina = 30) {
  return ok({
    rodada: { id: 7, nome: 'Moda Sul', aberta, acoes: acoesDaRodada(aberta) },
    stands: { data: stands, current_page: 1, last_page: 1, per_page: porPagina, total: stands.length },
  });
}
