// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSincronizacao } from '../../../lib/estado-sincronizacao';
import { useInterface } from '../../../lib/interface';
import { ok } from '../../../test/renderizar-tela';
import { pedidoOffline, pedidoSincronizado } from '../../../test/pedidos-offline';
import { abrir, limpar, NENHUMA, RODADA } from './teste-pedidos';

/** A server row of the orders list (only what the rows show). */
const doServidor = (id: number, uuid: string) => ({
  id,
  uuid,
  hash: null,
  data: '2026-11-20',
  entrega: '2026-12-10',
  status: 0,
  cliente_id: 3,
  cliente_nome: 'Marta',
  razao_social: 'Boutique Sol Ltda',
  nome_fantasia: `Boutique ${id}`,
  cnpj: null,
  fornecedor_id: 4,
  fornecedor_nome: 'Malharia Bela',
  representante_nome: null,
  quantidade: 12,
  valor_bruto: '1200.00',
  valor_liquido: '1150.50',
  comissao_valor: '57.53',
  offline: false,
  pedido_loja: true,
  pedido_cliente_id: null,
  rodada_id: 9,
  acoes: NENHUMA,
});

const TOTAIS = {
  pedidos: 0,
  quantidade: 0,
  valor_bruto: '0',
  valor_liquido: '0',
  comissao_valor: '0',
  pendentes: { pedidos: 0, valor: '0' },
  entregues: { pedidos: 0, valor: '0' },
  enviados: { pedidos: 0, valor: '0' },
};

let chamadasDaLista = 0;
const servidor = (linhas: unknown[]) => (req: { url: string }) => {
  if (!req.url.startsWith('/api/pedidos/listar?')) return undefined;
  chamadasDaLista++;
  return ok({
    pedidos: linhas,
    current_page: 1,
    last_page: 1,
    per_page: 30,
    total: linhas.length,
    totais: TOTAIS,
  });
};

const linhasDaTabela = () =>
  within(screen.getByRole('table', { name: 'Pedidos' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => {
  limpar();
  useInterface.setState({ sincronizacaoAberta: false });
  chamadasDaLista = 0;
  useSincronizacao.setState({
    online: true,
    pedidos: [],
    sincronizados: [],
    sincronizando: false,
    uuidEmEnvio: null,
  });
});

describe('/pedidos: pedidos do aparelho (spec 3 "Orders list"; issue 15 §3)', () => {
  it('no topo, com NOVO sem id, só da rodada selecionada; a versão do aparelho substitui a do servidor', async () => {
    const editado = pedidoOffline(2, { id: 30 });
    useSincronizacao.setState({
      pedidos: [pedidoOffline(1), editado, pedidoOffline(3, { rodada_id: 8 })],
    });
    abrir(servidor([doServidor(30, editado.uuid), doServidor(31, 'outro-uuid')]), 'fornecedor', RODADA);
    await screen.findByText('Pedido 31');
    const linhas = linhasDaTabela();
    expect(linhas.map((l) => within(l).getAllByRole('cell')[0]?.textContent)).toEqual([
      'NOVO26/11/2026',
      'Pedido 3026/11/2026',
      'Pedido 3120/11/2026',
    ]);
    // The device's version of order 30 (Loja Offline 2), not the server's (Boutique 30).
    expect(screen.queryByText('Boutique 30')).toBeNull();
    expect(within(linhas[1]!).getByText('Loja Offline 2')).toBeTruthy();
    expect(within(linhas[0]!).getByText('R$ 150,00')).toBeTruthy();
    expect(within(linhas[0]!).getByText('Aguardando')).toBeTruthy();
    // The other round's order is not in this round's list: a line says it waits, 'Ver' opens the panel.
    expect(screen.queryByText('Loja Offline 3')).toBeNull();
    const aviso = screen.getByRole('alert');
    expect(aviso.textContent).toContain('Mais 1 pedido salvo neste aparelho espera sincronização.');
    fireEvent.click(within(aviso).getByRole('button', { name: 'Ver' }));
    expect(useInterface.getState().sincronizacaoAberta).toBe(true);
  });

  it('representante sem rodada (lista de pedidos de clientes): o aviso conta os do aparelho', async () => {
    useSincronizacao.setState({ pedidos: [pedidoOffline(1), pedidoOffline(2)] });
    abrir(() => undefined, 'representante', null);
    expect(await screen.findByText('2 pedidos salvos neste aparelho esperam sincronização.')).toBeTruthy();
  });

  it('a linha em envio diz Sincronizando; a recusada diz Recusado e o menu leva a Corrigir', async () => {
    const recusado = pedidoOffline(2, { estado: 'recusado', motivo: 'Produto reprovado' });
    useSincronizacao.setState({
      pedidos: [pedidoOffline(1), recusado],
      sincronizando: true,
      uuidEmEnvio: pedidoOffline(1).uuid,
    });
    abrir(servidor([]), 'fornecedor', RODADA);
    const primeira = (await screen.findAllByText('NOVO'))[0]!.closest('tr')!;
    expect(within(primeira).getByText('Sincronizando')).toBeTruthy();
    const linhaRecusada = screen.getByText('Loja Offline 2').closest('tr')!;
    expect(within(linhaRecusada).getByText('Recusado')).toBeTruthy();
    fireEvent.click(within(linhaRecusada).getByRole('button', { name: 'Ações de NOVO de Loja Offline 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Corrigir' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos/adicionar' })).toBeTruthy();
  });

  it('a busca filtra os do aparelho por cliente; ao sincronizar e ao voltar a rede a lista é lida de novo', async () => {
    useSincronizacao.setState({ pedidos: [pedidoOffline(1), pedidoOffline(2)] });
    abrir(servidor([]), 'fornecedor', RODADA);
    expect(await screen.findByText('Loja Offline 1')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), {
      target: { value: 'offline 2' },
    });
    await waitFor(() => expect(screen.queryByText('Loja Offline 1')).toBeNull());
    expect(screen.getByText('Loja Offline 2')).toBeTruthy();

    const antes = chamadasDaLista;
    act(() =>
      useSincronizacao.setState({ pedidos: [pedidoOffline(1)], sincronizados: [pedidoSincronizado(2, 99)] }),
    );
    await waitFor(() => expect(chamadasDaLista).toBeGreaterThan(antes));

    // Offline and back: the list loads again.
    act(() => useSincronizacao.setState({ online: false }));
    const offline = chamadasDaLista;
    act(() => useSincronizacao.setState({ online: true }));
    await waitFor(() => expect(chamadasDaLista).toBeGreaterThan(offline));
  });
});
