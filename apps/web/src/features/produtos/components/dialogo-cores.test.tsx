// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS as MSG, type produtos } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { DialogoCores } from './dialogo-cores';

// The colours catalogue (spec 3 §2 "Colours catalogue", §5 "Colour", §8 "Sizes and colours").

function cor(id: number, nome: string, extra: Partial<produtos.Cor> = {}): produtos.Cor {
  return {
    id,
    nome,
    tipo: 0,
    fornecedor_id: 1,
    fornecedor_nome: 'Malha A',
    acoes: { editar: true, excluir: true },
    ...extra,
  };
}

const LISTA = [
  cor(1, 'PRETO', {
    tipo: 1,
    fornecedor_id: null,
    fornecedor_nome: null,
    acoes: { editar: false, excluir: false },
  }),
  cor(2, 'CORAL'),
];

function abrir(servidor: ServidorFalso, tipo: 'fornecedor' | 'master' = 'fornecedor') {
  return renderizarTela(<DialogoCores aberto onFechar={() => undefined} />, {
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

describe('DialogoCores', () => {
  it('lista as cores; só as do fornecedor (tipo 0) têm menu; o master vê o dono', async () => {
    abrir((req) => (req.url === '/api/cores' ? ok({ cores: LISTA }) : undefined));
    const lista = await screen.findByRole('list', { name: 'Cores' });
    expect(within(lista).getByText('Compartilhada')).toBeTruthy();
    expect(within(lista).queryByText('Malha A')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ações de PRETO' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ações de CORAL' })).toBeTruthy();
    cleanup();
    abrir((req) => (req.url === '/api/cores' ? ok({ cores: LISTA }) : undefined), 'master');
    expect(await screen.findByText('Malha A')).toBeTruthy();
  });

  it("erros de carga: 'Erro ao listar cores'; sem rede: a mensagem de conexão", async () => {
    abrir((req) => (req.url === '/api/cores' ? erro(500, 'x') : undefined));
    expect(await screen.findByText(MSG.erroListarCores)).toBeTruthy();
    cleanup();
    abrir(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });

  it("adicionar: 'Campo obrigatório', maiúsculas, 'Cor salva com sucesso'; falha: 'Erro ao salvar essa cor'", async () => {
    let falhar = true;
    const { requisicoes } = abrir((req) => {
      if (req.url === '/api/cores') return ok({ cores: LISTA });
      if (req.url === '/api/cores/salvar') {
        return falhar ? erro(500, 'Erro interno') : ok({ msg: MSG.corSalva, cor: cor(3, 'AZUL PISCINA') });
      }
      return undefined;
    });
    await screen.findByText('CORAL');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar cor' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText(MSG.campoObrigatorio)).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText(/Cor/), { target: { value: 'azul piscina' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.erroSalvarEssaCor));
    falhar = false;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.corSalva));
    expect(requisicoes.filter((r) => r.url === '/api/cores/salvar').at(-1)?.corpo).toEqual({
      nome: 'AZUL PISCINA',
    });
  });

  it("editar: 'Cor atualizada com sucesso'; excluir em uso: a mensagem do servidor; falha sem mensagem: 'Erro ao excluir cor'", async () => {
    let exclusao = erro(409, MSG.corEmUso);
    abrir((req) => {
      if (req.url === '/api/cores') return ok({ cores: LISTA });
      if (req.url === '/api/cores/2/atualizar')
        return ok({ msg: MSG.corAtualizada, cor: cor(2, 'CORAL CLARO') });
      if (req.url === '/api/cores/2/excluir') return exclusao;
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de CORAL' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar cor' });
    fireEvent.change(within(dialogo).getByLabelText(/Cor/), { target: { value: 'coral claro' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.corAtualizada));

    for (const esperado of [MSG.corEmUso, MSG.erroExcluirCor]) {
      fireEvent.click(await screen.findByRole('button', { name: 'Ações de CORAL' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
      const confirmacao = await screen.findByRole('dialog', { name: 'Excluir cor' });
      expect(within(confirmacao).getByText('Deseja excluir a cor CORAL?')).toBeTruthy();
      fireEvent.click(within(confirmacao).getByRole('button', { name: 'Excluir' }));
      await waitFor(() => expect(avisos()).toContain(esperado));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir cor' })).toBeNull());
      exclusao = erro(500, 'Erro interno');
    }
  });
});
