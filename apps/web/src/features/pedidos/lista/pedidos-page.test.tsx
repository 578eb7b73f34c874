// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pedidos } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { erro, ok } from '../../../test/renderizar-tela';
import { abrir, avisos, limpar, NENHUMA, RODADA } from './teste-pedidos';
import type { PedidoLinha, TotaisPedidos } from './tipos';

const MSG = pedidos.MSG_ACOES_PEDIDO;

function linha(id: number, extra: Partial<PedidoLinha> = {}): PedidoLinha {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    hash: null,
    data: '2026-11-20',
    entrega: '2026-12-10',
    status: 0,
    cliente_id: 3,
    cliente_nome: 'Marta',
    razao_social: 'Boutique Sol Ltda',
    nome_fantasia: `Boutique ${id}`,
    cnpj: '11.222.333/0001-81',
    fornecedor_id: 4,
    fornecedor_nome: 'Malharia Bela',
    representante_nome: 'Rep Norte',
    quantidade: 12,
    valor_bruto: '1200.00',
    valor_liquido: '1150.50',
    comissao_valor: '57.53',
    offline: false,
    pedido_loja: true,
    pedido_cliente_id: null,
    rodada_id: 9,
    acoes: NENHUMA,
    ...extra,
  };
}

const TOTAIS: TotaisPedidos = {
  pedidos: 2,
  quantidade: 24,
  valor_bruto: '2400.00',
  valor_liquido: '2301.00',
  comissao_valor: '115.05',
  pendentes: { pedidos: 1, valor: '1150.50' },
  entregues: { pedidos: 1, valor: '1150.50' },
  enviados: { pedidos: 0, valor: '0.00' },
};

const lista = (linhas: PedidoLinha[]) =>
  ok({ pedidos: linhas, current_page: 1, last_page: 1, per_page: 30, total: linhas.length, totais: TOTAIS });

afterEach(limpar);

describe('/pedidos: lista de pedidos (spec 3 §2 "Orders list")', () => {
  it('fornecedor sem rodada: colunas, totais, Novo Pedido e o menu só com as acoes da linha', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url.startsWith('/api/pedidos/listar?')
          ? lista([
              linha(1, { acoes: { ...NENHUMA, editar: true, copiar: true, imprimir: true } }),
              linha(2, { status: 5 }),
            ])
          : undefined,
      'fornecedor',
      null,
    );
    const tabela = await screen.findByRole('table', { name: 'Pedidos' });
    await within(tabela).findByText('Pedido 1');
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Pedido', 'Cliente', 'Representante', 'Entrega', 'Peças', 'Valor', 'Status', 'Opções']);
    expect(within(tabela).getAllByText('R$ 1.150,50')).toHaveLength(2);
    // A cancelled order's chip says CAN (Cancelado in full).
    expect(within(tabela).getByTitle('Cancelado').textContent).toBe('CAN');
    const totais = screen.getByRole('region', { name: 'Totais dos pedidos' });
    expect(within(totais).getByText('R$ 2.301,00')).toBeTruthy();
    expect(within(totais).queryByText('Pendentes')).toBeNull();
    expect(screen.getByRole('link', { name: 'Novo Pedido' }).getAttribute('href')).toBe('/pedidos/adicionar');
    expect(requisicoes[0]!.url).not.toContain('rodada_id');

    // Order 2 allows nothing: no menu at all.
    expect(within(tabela).queryByRole('button', { name: 'Ações de Pedido 2' })).toBeNull();
    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 1' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Editar', 'Copiar', 'Imprimir']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copiar' }));
    expect(await screen.findByRole('heading', { name: 'Destino /pedidos/:id/copiar' })).toBeTruthy();
  });

  it('representante com rodada: Pendentes, Entregues, Enviados; Informar Entrega e desfazer pelo chip Entregue, confirmando', async () => {
    const { requisicoes } = abrir(
      (req) => {
        if (req.url.startsWith('/api/pedidos/listar?'))
          return lista([
            linha(1, { status: 1, acoes: { ...NENHUMA, informar_entrega: true, imprimir: true } }),
            linha(2, { status: 3, acoes: { ...NENHUMA, desfazer_entrega: true } }),
          ]);
        if (req.url === '/api/pedidos/1/entregar')
          return ok({
            msg: MSG.entregue,
            id: 1,
            status: 3,
            pedido_cliente_id: null,
            pedido_cliente_status: null,
            acoes: NENHUMA,
          });
        if (req.url === '/api/pedidos/2/entregar/desfazer')
          return erro(409, 'Não é possível desfazer a entrega');
        return undefined;
      },
      'representante',
      RODADA,
    );
    const tabela = await screen.findByRole('table', { name: 'Pedidos' });
    await within(tabela).findByText('Pedido 1');
    expect(requisicoes[0]!.url).toContain('rodada_id=9');
    const totais = screen.getByRole('region', { name: 'Totais dos pedidos' });
    for (const t of ['Pendentes', 'Entregues', 'Enviados']) expect(within(totais).getByText(t)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Novo Pedido' })).toBeNull();
    expect(screen.getByText('Rodada Verão')).toBeTruthy();

    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Informar Entrega' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Informar Entrega' });
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Informar Entrega' }));
    await waitFor(() => expect(avisos()).toContain(MSG.entregue));
    expect(requisicoes.find((r) => r.metodo === 'POST')!.url).toBe('/api/pedidos/1/entregar');

    // The Entregue chip is a button only where desfazer_entrega is allowed; the refusal shows the server's msg.
    fireEvent.click(await within(tabela).findByRole('button', { name: 'Entregue' }));
    const desfazer = await screen.findByRole('dialog', { name: 'Desfazer entrega' });
    fireEvent.click(within(desfazer).getByRole('button', { name: 'Desfazer entrega' }));
    await waitFor(() => expect(avisos()).toContain('Não é possível desfazer a entrega'));
  });

  it('filtro: datas desativadas com Nenhuma; Abertos e Cadastro vão ao POST filtrar; falha diz Erro ao aplicar filtro', async () => {
    const { requisicoes } = abrir(
      (req) => {
        if (req.url.startsWith('/api/pedidos/listar?')) return lista([linha(1)]);
        if (req.url === '/api/pedidos/filtrar') return erro(500, 'falhou');
        if (req.url.startsWith('/api/pedidos/clientes')) return ok({ clientes: [] });
        if (req.url.startsWith('/api/pedidos/fornecedores'))
          return ok({ fornecedores: [{ id: 4, nome_fantasia: 'Malharia Bela' }] });
        if (req.url.startsWith('/api/pedidos/representantes')) return erro(500, 'x');
        return undefined;
      },
      'administrador',
      RODADA,
    );
    await screen.findByText('Pedido 1');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Filtrar pedidos' });
    // A failed lookup says so and leaves the rest usable.
    await within(dialogo).findByText('Erro ao carregar filtro');
    expect(within(dialogo).getByLabelText<HTMLInputElement>('Data inicial').disabled).toBe(true);
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Abertos' }));
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: 'Tipo de data' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cadastro' }));
    const inicial = within(dialogo).getByLabelText<HTMLInputElement>('Data inicial');
    expect(inicial.disabled).toBe(false);
    expect(inicial.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(requisicoes.some((r) => r.url === '/api/pedidos/filtrar')).toBe(true));
    const corpo = requisicoes.find((r) => r.url === '/api/pedidos/filtrar')!.corpo as Record<string, unknown>;
    expect(corpo).toMatchObject({ status: 'abertos', data_tipo: 'cadastro', rodada_id: 9, page: 1 });
    expect(corpo.data_inicial).toBe(inicial.value.split('/').reverse().join('-'));
    expect(await screen.findByText('Erro ao aplicar filtro')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Filtrar (2 ativos)' })).toBeTruthy();
  });

  it('administrador sem rodada: o caminho para escolher uma', async () => {
    abrir(() => undefined, 'administrador', null);
    expect(await screen.findByRole('link', { name: 'Ir para Rodadas' })).toBeTruthy();
  });
  it('fornecedor em rodada Apenas consulta: sem Novo Pedido; Imprimir do pedido e Cancelar que falha sem msg diz o texto da spec', async () => {
    const { requisicoes } = abrir(
      (req) => {
        if (req.url.startsWith('/api/pedidos/listar?'))
          return lista([linha(1, { status: 1, acoes: { ...NENHUMA, imprimir: true, cancelar: true } })]);
        if (req.url.startsWith('/api/pedidos/1/imprimir?'))
          return ok({ msg: 'Impressão encaminhada para a Ilha de Impressão com sucesso' });
        if (req.url === '/api/pedidos/1/cancelar') return erro(500, '');
        return undefined;
      },
      'fornecedor',
      { ...RODADA, permitir_pedidos: false },
    );
    const tabela = await screen.findByRole('table', { name: 'Pedidos' });
    await within(tabela).findByText('Pedido 1');
    expect(screen.getByText('Rodada Verão · Apenas consulta')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Novo Pedido' })).toBeNull();

    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Imprimir' }));
    await waitFor(() =>
      expect(avisos()).toContain('Impressão encaminhada para a Ilha de Impressão com sucesso'),
    );
    const impressao = requisicoes.find((r) => r.url.startsWith('/api/pedidos/1/imprimir?'))!.url;
    expect(impressao).toContain('impressao=local');
    expect(impressao).toContain('rodada_id=9');

    fireEvent.click(within(tabela).getByRole('button', { name: 'Ações de Pedido 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(avisos()).toContain(MSG.erroCancelar));
  });

  it('sem rede: a lista diz Sem conexão e oferece Tentar novamente', async () => {
    abrir((req) => (req.url.startsWith('/api/pedidos/listar?') ? 'sem-rede' : undefined), 'fornecedor', null);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getAllByText(MSG_SEM_CONEXAO).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nenhum pedido ainda')).toBeNull();
  });
});
