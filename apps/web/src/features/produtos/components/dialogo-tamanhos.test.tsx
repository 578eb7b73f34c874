// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS as MSG, type produtos } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { DialogoTamanhos } from './dialogo-tamanhos';

// The sizes dialog (spec 3 §2 "Sizes dialog", §5 "Size", §8 "Sizes and colours").

const LIVRE = { editar: true, excluir: true };
const TRAVADO = { editar: false, excluir: false };

function tamanho(id: number, nome: string, extra: Partial<produtos.Tamanho> = {}): produtos.Tamanho {
  return {
    id,
    tamanho: nome,
    tipo: 0,
    especial: false,
    ordem: id,
    fornecedor_id: 1,
    fornecedor_nome: 'Malha A',
    acoes: LIVRE,
    ...extra,
  };
}

const LISTA = [
  tamanho(1, 'P', { tipo: 1, fornecedor_id: null, fornecedor_nome: null, acoes: TRAVADO }),
  tamanho(2, 'ÚNICO', {
    tipo: 1,
    especial: true,
    fornecedor_id: null,
    fornecedor_nome: null,
    acoes: TRAVADO,
  }),
  tamanho(3, 'G1'),
];

function abrir(servidor: ServidorFalso, tipo: 'fornecedor' | 'master' = 'fornecedor') {
  return renderizarTela(<DialogoTamanhos aberto onFechar={() => undefined} />, {
    rota: '/produtos',
    usuario: usuarioDe(tipo, 1),
    servidor,
  });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DialogoTamanhos', () => {
  it('lista os tamanhos; menu só nos editáveis (tipo 0); a pesquisa filtra sem acento', async () => {
    abrir((req) => (req.url === '/api/tamanhos' ? ok({ tamanhos: LISTA }) : undefined));
    const lista = await screen.findByRole('list', { name: 'Tamanhos' });
    expect(within(lista).getByText('Compartilhado · Especial')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ações de P' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ações de G1' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'unico' } });
    await waitFor(() => expect(within(lista).queryByText('G1')).toBeNull());
    expect(within(lista).getByText('ÚNICO')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'XYZ' } });
    expect(await screen.findByText('Nenhum resultado para "XYZ".')).toBeTruthy();
  });

  it("erro ao carregar: 'Erro ao listar tamanhos' com Tentar novamente", async () => {
    let falhar = true;
    abrir((req) =>
      req.url === '/api/tamanhos' ? (falhar ? erro(500, 'x') : ok({ tamanhos: LISTA })) : undefined,
    );
    expect(await screen.findByText(MSG.erroListarTamanhos)).toBeTruthy();
    expect(avisos()).toContain(MSG.erroListarTamanhos);
    falhar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('G1')).toBeTruthy();
  });

  it("vazio: mensagem; adicionar valida 'Campo Obrigatório' e salva em maiúsculas", async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url === '/api/tamanhos') return ok({ tamanhos: [] });
      if (req.url === '/api/tamanhos/salvar') {
        return ok({ msg: MSG.tamanhoSalvo, tamanho: tamanho(9, 'GG2') });
      }
      return undefined;
    });
    expect(await screen.findByText('Nenhum item cadastrado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar tamanho' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText(MSG.campoObrigatorioTamanho)).toBeTruthy();
    expect(within(dialogo).queryByLabelText(/Especial/)).toBeNull();
    fireEvent.change(within(dialogo).getByLabelText(/Tamanho/), { target: { value: 'gg2' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.tamanhoSalvo));
    expect(requisicoes.find((r) => r.url === '/api/tamanhos/salvar')?.corpo).toEqual({ tamanho: 'GG2' });
  });

  it('editar: duplicado mostra a mensagem do servidor no campo; depois atualiza', async () => {
    let duplicado = true;
    abrir((req) => {
      if (req.url === '/api/tamanhos') return ok({ tamanhos: LISTA });
      if (req.url === '/api/tamanhos/3/atualizar') {
        return duplicado
          ? erro(409, MSG.tamanhoJaExiste, { tamanho: MSG.tamanhoJaExiste })
          : ok({ msg: MSG.tamanhoAtualizado, tamanho: tamanho(3, 'G3') });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de G1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar tamanho' });
    const campo = within(dialogo).getByLabelText<HTMLInputElement>(/Tamanho/);
    expect(campo.value).toBe('G1');
    fireEvent.change(campo, { target: { value: 'P' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText(MSG.tamanhoJaExiste)).toBeTruthy();
    duplicado = false;
    fireEvent.change(campo, { target: { value: 'g3' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.tamanhoAtualizado));
  });

  it('excluir: confirma; recusado (em uso) mostra a mensagem do servidor', async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url === '/api/tamanhos') return ok({ tamanhos: LISTA });
      if (req.url === '/api/tamanhos/3/excluir') return erro(409, MSG.tamanhoEmUso);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de G1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Excluir tamanho' });
    expect(within(confirmacao).getByText('Deseja excluir o tamanho G1?')).toBeTruthy();
    fireEvent.click(within(confirmacao).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(avisos()).toContain(MSG.tamanhoEmUso));
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toHaveLength(1);
  });

  it('o master edita os compartilhados e marca especial', async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url === '/api/tamanhos') {
        return ok({ tamanhos: [tamanho(1, 'P', { tipo: 1, fornecedor_id: null, fornecedor_nome: null })] });
      }
      if (req.url === '/api/tamanhos/salvar')
        return ok({ msg: MSG.tamanhoSalvo, tamanho: tamanho(5, 'KIT') });
      return undefined;
    }, 'master');
    expect(await screen.findByRole('button', { name: 'Ações de P' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar tamanho' });
    fireEvent.change(within(dialogo).getByLabelText(/^Tamanho/), { target: { value: 'kit' } });
    fireEvent.click(within(dialogo).getByLabelText(/Especial/));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.tamanhoSalvo));
    expect(requisicoes.find((r) => r.url === '/api/tamanhos/salvar')?.corpo).toEqual({
      tamanho: 'KIT',
      especial: true,
    });
  });
});
