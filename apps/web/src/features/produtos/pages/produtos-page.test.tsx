// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS as MSG, produtos, type Tipo } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import ProdutosPage from './produtos-page';

const LISTAR = '/api/produtos/listar?';
type ProdutoLista = produtos.ProdutoLinha;
const TODAS = { ver: true, editar: true, excluir: true, ativar: true, homologar: false, renovar: false };

function linha(id: number, descricao: string, extra: Partial<ProdutoLista> = {}): ProdutoLista {
  return {
    id,
    codigo: `COD-${id}`,
    descricao,
    valor: '129.90',
    status: 1,
    ativo: true,
    categoria_id: 1,
    categoria_nome: 'Blusas',
    quantidade_minima: 1,
    multiplo: 1,
    detalhes: null,
    fornecedor_id: 4,
    fornecedor_nome: 'Malharia Bela',
    foto: produtos.fotoDaChave(id, `produtos/${id}/0011223344556677-2048.jpg`),
    produto_detalhes: [],
    acoes: TODAS,
    ...extra,
  };
}

function abrir(servidor: ServidorFalso, tipo: Tipo = 'fornecedor', url = '/produtos') {
  return renderizarTela(<ProdutosPage />, {
    rota: '/produtos',
    url,
    usuario: usuarioDe(tipo, 4),
    servidor,
    destinos: ['/produtos/adicionar', '/produtos/:id/editar', '/produtos/:id/galeria'],
  });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const listagens = (r: { url: string }[]) => r.filter((x) => x.url.startsWith(LISTAR)).map((x) => x.url);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/produtos (spec 3 §2 "Products list")', () => {
  it('fornecedor: Código, Descrição, Valor em R$, Status, Ativo e Opções; Adicionar, Imprimir, Cores, Tamanhos', async () => {
    const { requisicoes } = abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('produtos', [linha(1, 'Blusa Azul'), linha(2, 'Saia', { status: 0, valor: '1500.5' })])
        : undefined,
    );
    const tabela = await screen.findByRole('table', { name: 'Produtos' });
    await within(tabela).findByText('Blusa Azul');
    const titulos = within(tabela)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(titulos).toEqual(['Código', 'Descrição', 'Valor', 'Status', 'Ativo', 'Opções']);
    expect(within(tabela).getByText('R$ 129,90')).toBeTruthy();
    expect(within(tabela).getByText('R$ 1.500,50')).toBeTruthy();
    expect(within(tabela).getByText('Homologado')).toBeTruthy();
    expect(within(tabela).getByText('Em Homologação')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar' }).getAttribute('href')).toBe('/produtos/adicionar');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cores' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tamanhos' })).toBeTruthy();
    // spec 3 §9: the supplier's default is Todos, ativo=1, filtro=1.
    const url = listagens(requisicoes)[0]!;
    expect(url).toContain('filtro=1');
    expect(url).toContain('ativo=1');
    expect(url).toContain('status=todos');
    // The thumbnail is the srcset's (a 48 px cell loads the 320 px file).
    const jpeg = tabela.querySelector('source[type="image/jpeg"]');
    expect(jpeg?.getAttribute('sizes')).toBe('48px');
    expect(jpeg?.getAttribute('srcset')).toContain('-320.jpg 320w');
  });

  it('master: Fornecedor e Homologar, sem Ativo, Opções, Imprimir nem Adicionar; Em homologação por padrão', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url.startsWith(LISTAR)
          ? pagina('produtos', [
              linha(1, 'Blusa Azul', { status: 0, acoes: { ...TODAS, ativar: false, homologar: true } }),
            ])
          : undefined,
      'master',
    );
    const tabela = await screen.findByRole('table', { name: 'Produtos' });
    await within(tabela).findByText('Blusa Azul');
    const titulos = within(tabela)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(titulos).toEqual(['Código', 'Descrição', 'Fornecedor', 'Valor', 'Status', 'Homologar']);
    expect(within(tabela).getAllByText('Malharia Bela').length).toBeGreaterThan(0);
    expect(within(tabela).getByRole('button', { name: 'Homologar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(listagens(requisicoes)[0]).toContain('status=0');
  });

  it('os filtros vêm da URL e a mudam', async () => {
    const { requisicoes } = abrir(
      (req) => (req.url.startsWith(LISTAR) ? pagina('produtos', []) : undefined),
      'master',
      '/produtos?filtro=1&status=todos&ativo=0',
    );
    expect(await screen.findByText('Sem registros')).toBeTruthy();
    expect(listagens(requisicoes)[0]).toContain('ativo=0');
    expect(listagens(requisicoes)[0]).toContain('status=todos');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reprovados' }));
    await waitFor(() => expect(listagens(requisicoes).some((u) => u.includes('status=2'))).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ativos' }));
    await waitFor(() =>
      expect(listagens(requisicoes).some((u) => u.includes('status=2') && u.includes('ativo=1'))).toBe(true),
    );
  });

  it('ativar é direto; desativar pede confirmação', async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR))
        return pagina('produtos', [linha(1, 'Blusa Azul'), linha(2, 'Saia', { ativo: false })]);
      if (req.metodo === 'POST' && req.url === '/api/produtos/2/ativar')
        return ok({ msg: MSG.produtoAtivado });
      if (req.metodo === 'POST' && req.url === '/api/produtos/1/desativar')
        return ok({ msg: MSG.produtoDesativado });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ativo: Saia' }));
    await waitFor(() => expect(avisos()).toContain(MSG.produtoAtivado));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ativo: Blusa Azul' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Desativar produto' });
    expect(within(dialogo).getByText(MSG.confirmarDesativar)).toBeTruthy();
    expect(requisicoes.some((r) => r.url.endsWith('/desativar'))).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.produtoDesativado));
  });

  it('excluir pede confirmação; a recusa mostra a mensagem do servidor', async () => {
    abrir((req) => {
      if (req.url.startsWith(LISTAR)) return pagina('produtos', [linha(1, 'Blusa Azul')]);
      if (req.metodo === 'POST' && req.url === '/api/produtos/1/excluir')
        return erro(409, MSG.produtoEmPedido);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Blusa Azul' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir produto' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(avisos()).toContain(MSG.produtoEmPedido));
  });

  it('o menu segue as acoes: Editar e Galeria levam às telas; sem acoes, sem menu', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('produtos', [
            linha(1, 'Blusa Azul', { acoes: { ...TODAS, excluir: false } }),
            linha(2, 'Saia', { acoes: { ...TODAS, editar: false, excluir: false, ativar: false } }),
          ])
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Blusa Azul' }));
    expect(screen.getByRole('menuitem', { name: 'Galeria' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByText('Destino /produtos/:id/editar')).toBeTruthy();
    cleanup();
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('produtos', [
            linha(2, 'Saia', { acoes: { ...TODAS, editar: false, excluir: false, ativar: false } }),
          ])
        : undefined,
    );
    await screen.findByText('Saia');
    expect(screen.queryByRole('button', { name: 'Ações de Saia' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Ativo: Saia' }).hasAttribute('disabled')).toBe(true);
  });

  it('reprovado: os textos, os motivos, Editar Produto e Galeria', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('produtos', [
            linha(3, 'Calça', {
              status: 2,
              produto_detalhes: [
                { nome: 'Foto', descricao: 'Foto desfocada' },
                { nome: '', descricao: 'Preço errado' },
              ],
            }),
          ])
        : undefined,
    );
    expect(await screen.findByText(MSG.reprovadoAviso)).toBeTruthy();
    expect(
      screen.getByText('Corrija o mais rápido possível para que ele possa ser exibido na loja'),
    ).toBeTruthy();
    const motivos = screen.getByRole('list', { name: 'Motivos da reprovação' });
    expect(
      within(motivos)
        .getAllByRole('listitem')
        .map((m) => m.textContent),
    ).toEqual(['Foto: Foto desfocada', 'Preço errado']);
    expect(screen.getByRole('link', { name: 'Editar Produto' }).getAttribute('href')).toBe(
      '/produtos/3/editar',
    );
    expect(screen.getByRole('link', { name: 'Galeria' }).getAttribute('href')).toBe('/produtos/3/galeria');
    expect(screen.getByText('Reprovado')).toBeTruthy();
  });

  it("erro do servidor: 'Erro ao listar produtos' com Tentar novamente; sem rede: sem conexão", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.erroListarProdutos);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.queryByText('Sem registros')).toBeNull();
    cleanup();
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it('a busca vai ao servidor', async () => {
    const { requisicoes } = abrir((req) => (req.url.startsWith(LISTAR) ? pagina('produtos', []) : undefined));
    await screen.findByText('Sem registros');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'blusa' } });
    await waitFor(() => expect(listagens(requisicoes).some((u) => u.includes('busca=blusa'))).toBe(true));
  });

  it('clicar na descrição abre o detalhe (editar + mídia); o vencido do fornecedor pergunta se ainda vende', async () => {
    const l = linha(5, 'Vestido');
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR))
        return pagina('produtos', [
          l,
          linha(6, 'Bermuda', { status: 3, acoes: { ...TODAS, renovar: true } }),
        ]);
      if (req.url === '/api/produtos/5/editar')
        return ok({
          produto: {
            ...l,
            cores: [{ id: 1, nome: 'VERDE' }],
            tamanhos: [{ id: 2, tamanho: 'GG', especial: false }],
          },
        });
      if (req.url === '/api/produtos/5/midia')
        return ok({
          midia: {
            id: 5,
            codigo: l.codigo,
            descricao: l.descricao,
            fotos: [l.foto],
            video: null,
            acoes: TODAS,
          },
        });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Detalhes de Vestido' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Vestido' });
    expect(within(dialogo).getByText('VERDE')).toBeTruthy();
    expect(within(dialogo).getByText('GG')).toBeTruthy();
    expect(within(dialogo).getByText('Código COD-5')).toBeTruthy();
    expect(requisicoes.some((r) => r.url === '/api/produtos/5/midia')).toBe(true);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Fechar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Detalhes de Bermuda' }));
    expect(await screen.findByRole('dialog', { name: MSG.aindaVende })).toBeTruthy();
    expect(requisicoes.some((r) => r.url === '/api/produtos/6/editar')).toBe(false);
  });
});
