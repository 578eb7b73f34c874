// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAvisos } from '../../lib/avisos';
import { useSincronizacao, type EstadoSincronizacao } from '../../lib/estado-sincronizacao';
import { useInterface } from '../../lib/interface';
import { guardarPedidoOffline, listarPedidosOffline } from '../../lib/pedidos-offline';
import { renderizarTela, usuarioDe } from '../../test/renderizar-tela';
import { pedidoOffline, pedidoSincronizado } from '../../test/pedidos-offline';
import { BarraSuperior } from './barra-superior';
import { MSG_FILA_VAZIA } from './central-sincronizacao';
import { mostraIndicador } from './indicador-sincronizacao';

const VAZIO: Omit<EstadoSincronizacao, 'sincronizarAgora'> = {
  online: true,
  sincronizando: false,
  uuidEmEnvio: null,
  pedidos: [],
  sincronizados: [],
  ultimoSucesso: null,
};

/** The top bar and the panel, as a fornecedor, with the sync store set to `estado`. */
function abrir(estado: Partial<EstadoSincronizacao>, tipo: 'fornecedor' | 'cliente' = 'fornecedor') {
  const sincronizarAgora = vi.fn();
  useSincronizacao.setState({ ...VAZIO, sincronizarAgora, ...estado });
  // The panel comes with the indicator (the same chunk), mounted from its first opening.
  const tela = renderizarTela(<BarraSuperior />, {
    rota: '/pedidos',
    usuario: usuarioDe(tipo, 4),
    servidor: () => undefined,
    destinos: ['/pedidos/adicionar', '/pedidos/:id/editar'],
  });
  return { ...tela, sincronizarAgora };
}

const painel = () => within(screen.getByRole('region', { name: 'Sincronização' }));

beforeEach(() => useInterface.setState({ sincronizacaoAberta: false }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSincronizacao.setState(VAZIO);
});

describe('indicador de sincronização na barra superior (issue 15 §7)', () => {
  it('online sem fila: nome acessível diz online e nenhum pedido; abre o painel vazio', async () => {
    abrir({});
    const botao = await screen.findByRole('button', {
      name: 'Sincronização: online, nenhum pedido esperando',
    });
    expect(botao.getAttribute('data-online')).toBe('sim');
    fireEvent.click(botao);
    expect(useInterface.getState().sincronizacaoAberta).toBe(true);
    expect(await painel().findByText(MSG_FILA_VAZIA)).toBeTruthy();
    expect(painel().getByText('Online · Nenhum pedido esperando')).toBeTruthy();
    expect(painel().getByText('Última sincronização: nenhuma neste aparelho')).toBeTruthy();
  });

  it('offline com dois pedidos: a palavra Offline, o número no selo e o nome acessível', async () => {
    abrir({ online: false, pedidos: [pedidoOffline(1), pedidoOffline(2)] });
    const botao = await screen.findByRole('button', {
      name: 'Sincronização: sem conexão, 2 pedidos esperando',
    });
    expect(botao.getAttribute('data-online')).toBe('nao');
    expect(within(botao).getByText('Offline')).toBeTruthy();
    expect(within(botao).getByText('2')).toBeTruthy();
  });

  it('some para quem não salva pedidos offline, a menos que tenha fila no aparelho', async () => {
    expect(mostraIndicador('cliente', 0)).toBe(false);
    expect(mostraIndicador('master', 0)).toBe(false);
    expect(mostraIndicador('representante', 0)).toBe(true);
    expect(mostraIndicador('cliente', 1)).toBe(true);
    abrir({}, 'cliente');
    await screen.findByRole('button', { name: 'Menu do usuário' });
    expect(screen.queryByRole('button', { name: /^Sincronização/ })).toBeNull();
    act(() => useSincronizacao.setState({ pedidos: [pedidoOffline(1)] }));
    expect(
      await screen.findByRole('button', { name: 'Sincronização: online, 1 pedido esperando' }),
    ).toBeTruthy();
  });
});

/** The panel open, once the indicator's chunk (with it) has loaded. */
async function abrirPainel(estado: Partial<EstadoSincronizacao>) {
  useInterface.setState({ sincronizacaoAberta: true });
  const tela = abrir(estado);
  await screen.findByRole('region', { name: 'Sincronização' });
  return tela;
}

describe('painel Sincronização (issue 15 §7)', () => {
  it('agrupa sincronizando, recusados e esperando; NOVO sem id; última sincronização no horário de SP', async () => {
    await abrirPainel({
      sincronizando: true,
      uuidEmEnvio: pedidoOffline(2).uuid,
      ultimoSucesso: '2026-11-26T13:15:00.000Z',
      pedidos: [
        pedidoOffline(1),
        pedidoOffline(2, { id: 55 }),
        pedidoOffline(3, { estado: 'recusado', motivo: 'Produto 123 reprovado' }),
      ],
      sincronizados: [pedidoSincronizado(4, 77)],
    });
    // 13:15 UTC is 10:15 in São Paulo.
    expect(painel().getByText('Última sincronização: 26/11/2026 às 10:15')).toBeTruthy();
    const grupos = painel()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(grupos).toEqual([
      'Sincronizando',
      'Recusados pelo servidor',
      'Esperando no aparelho',
      'Sincronizados',
    ]);
    const enviando = painel().getByRole('listitem', { name: 'Pedido 55, Loja Offline 2: Sincronizando' });
    expect(enviando.getAttribute('data-situacao')).toBe('sincronizando');
    const esperando = painel().getByRole('listitem', { name: 'NOVO, Loja Offline 1: Aguardando' });
    expect(within(esperando).getByText('6 peças · R$ 150,00 · 26/11/2026')).toBeTruthy();
    const recusado = painel().getByRole('listitem', { name: 'NOVO, Loja Offline 3: Recusado' });
    expect(within(recusado).getByText('Produto 123 reprovado')).toBeTruthy();
    expect(painel().getByText('Pedido 77')).toBeTruthy();
    // While a sync runs the button waits.
    expect(
      painel()
        .getByRole('button', { name: /Sincronizar agora/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it("'Sincronizar agora' chama o motor online e fica desabilitado sem conexão", async () => {
    const { sincronizarAgora } = await abrirPainel({ pedidos: [pedidoOffline(1)] });
    fireEvent.click(painel().getByRole('button', { name: 'Sincronizar agora' }));
    expect(sincronizarAgora).toHaveBeenCalledTimes(1);
    act(() => useSincronizacao.setState({ online: false }));
    expect(painel().getByRole('button', { name: 'Sincronizar agora' }).hasAttribute('disabled')).toBe(true);
    expect(painel().getByText('Sem conexão · 1 pedido esperando')).toBeTruthy();
  });

  it("recusado: 'Corrigir' abre o formulário do pedido (NOVO em adicionar, com id em editar)", async () => {
    await abrirPainel({
      pedidos: [pedidoOffline(3, { estado: 'recusado', motivo: 'Rodada encerrada', id: 42 })],
    });
    fireEvent.click(painel().getByRole('button', { name: 'Corrigir' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos/:id/editar' })).toBeTruthy();
    expect(useInterface.getState().sincronizacaoAberta).toBe(false);
  });

  it("recusado: 'Descartar' pergunta antes; Cancelar mantém, Descartar apaga do aparelho", async () => {
    const recusado = pedidoOffline(5, { estado: 'recusado', motivo: 'Mínimo não atingido' });
    await guardarPedidoOffline(recusado);
    await abrirPainel({ pedidos: [{ ...recusado }] });
    fireEvent.click(painel().getByRole('button', { name: 'Descartar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Descartar pedido?' });
    expect(within(dialogo).getByText(/Loja Offline 5 será apagado deste aparelho/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar pedido?' })).toBeNull());
    expect(await listarPedidosOffline(104)).toHaveLength(1);

    fireEvent.click(painel().getByRole('button', { name: 'Descartar' }));
    const outra = await screen.findByRole('dialog', { name: 'Descartar pedido?' });
    fireEvent.click(within(outra).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar pedido?' })).toBeNull());
    expect(await painel().findByText(MSG_FILA_VAZIA)).toBeTruthy();
    expect(await listarPedidosOffline(104)).toEqual([]);
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain('Pedido descartado deste aparelho');
  });
});
