import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Tipo } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal, type RodadaSelecionada } from '../../../lib/estado-local';
import { renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import PedidosPage from './pedidos-page';
import type { AcoesPedido } from './tipos';

/** The page tests' shared pieces: no abilities, a round, opening /pedidos as a role. */

export const NENHUMA: AcoesPedido = {
  editar: false,
  copiar: false,
  imprimir: false,
  revisar: false,
  informar_entrega: false,
  desfazer_entrega: false,
  incluir_em_remessa: false,
  retirar_da_remessa: false,
  cancelar: false,
};
export const RODADA: RodadaSelecionada = {
  id: 9,
  nome: 'Rodada Verão',
  cidade_nome: 'São Paulo',
  estado_nome: 'SP',
  local: 'Pavilhão',
  data_inicio: '2026-11-25',
  data_fim: '2026-11-28',
  permitir_pedidos: true,
  uuid: null,
};

/** Opens /pedidos as `tipo` (profile id 4) with `rodada` stored on the device. */
export function abrir(servidor: ServidorFalso, tipo: Tipo, rodada: RodadaSelecionada | null) {
  useEstadoLocal.setState({ rodada });
  return renderizarTela(<PedidosPage />, {
    rota: '/pedidos',
    usuario: usuarioDe(tipo, 4),
    servidor,
    destinos: ['/pedidos/adicionar', '/pedidos/:id/editar', '/pedidos/:id/copiar'],
  });
}

export const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

export function limpar() {
  cleanup();
  vi.unstubAllGlobals();
  useEstadoLocal.setState({ rodada: null });
}
