// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS, type produtos } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { DialogoHomologacaoDetalhes } from './dialogo-homologacao-detalhes';
import { DialogoHomologar } from '../../../components/dialogo-homologar';
import { DialogoVencido } from './dialogo-vencido';

// spec 3 §2 (the products list's dialogs), §4 "Product status", §8 Products.

const PRODUTO = { id: 9, codigo: 'BL-01', descricao: 'Blusa de linho' };
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ERROS = ok({
  erros_homologacao: [
    { id: 1, nome: 'Foto ruim', descricao: 'As fotos estão escuras' },
    { id: 2, nome: 'Descrição incompleta', descricao: null },
  ],
});

function homologar(servidor: ServidorFalso) {
  const onConcluido = vi.fn();
  const r = renderizarTela(
    <DialogoHomologar produto={PRODUTO} aberto onFechar={() => {}} onConcluido={onConcluido} />,
    { rota: '/produtos', usuario: usuarioDe('master'), servidor },
  );
  return { ...r, onConcluido };
}

describe('DialogoHomologar (master)', () => {
  it('Aprovar envia status 1 e avisa', async () => {
    const { requisicoes, onConcluido } = homologar((req) =>
      req.url.endsWith('/api/produtos/9/homologar') ? ok({ msg: MSG_PRODUTOS.produtoAprovado }) : undefined,
    );
    expect(screen.getByText('BL-01 - Blusa de linho')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(onConcluido).toHaveBeenCalledWith(1));
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ status: 1 });
    expect(avisos()).toContain(MSG_PRODUTOS.produtoAprovado);
  });

  it('Reprovar exige ao menos um motivo; envia os da lista e o livre', async () => {
    const { requisicoes, onConcluido } = homologar((req) => {
      if (req.url.endsWith('/api/produtos/possiveiserros')) return ERROS;
      if (req.url.endsWith('/api/produtos/9/homologar')) return ok({ msg: MSG_PRODUTOS.produtoReprovado });
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reprovar' }));
    await screen.findByLabelText(/Foto ruim/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reprovação' }));
    expect(await screen.findByText(MSG_PRODUTOS.motivoObrigatorio)).toBeTruthy();
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);

    fireEvent.click(screen.getByLabelText(/Foto ruim/));
    fireEvent.click(screen.getByRole('button', { name: 'Outro motivo' }));
    const outro = await screen.findByRole('dialog', { name: 'Outro motivo' });
    fireEvent.click(within(outro).getByRole('button', { name: 'Adicionar' }));
    expect(within(outro).getByText(MSG_PRODUTOS.campoObrigatorio)).toBeTruthy();
    fireEvent.change(within(outro).getByLabelText('Motivo'), { target: { value: ' Preço errado ' } });
    fireEvent.click(within(outro).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Preço errado')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar reprovação' }));
    await waitFor(() => expect(onConcluido).toHaveBeenCalledWith(2));
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({
      status: 2,
      erros: [{ id: 1 }, { descricao: 'Preço errado' }],
    });
    expect(avisos()).toContain(MSG_PRODUTOS.produtoReprovado);
  });

  it('falha: a mensagem do servidor, ou "Erro ao homologar produto"', async () => {
    const { onConcluido } = homologar((req) =>
      req.url.endsWith('/homologar') ? erro(403, MSG_PRODUTOS.jaVencido) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(avisos()).toContain(MSG_PRODUTOS.jaVencido));
    cleanup();
    homologar((req) => (req.url.endsWith('/homologar') ? erro(500, 'x') : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(avisos()).toContain(MSG_PRODUTOS.erroHomologar));
    expect(onConcluido).not.toHaveBeenCalled();
  });
});

const HOMOLOGACAO: produtos.Homologacao = {
  produto_id: 9,
  codigo: 'BL-01',
  descricao: 'Blusa de linho',
  status: 2,
  homologado_em: null,
  vence_em: null,
  motivos: [
    { erro_id: 1, nome: 'Foto ruim', descricao: 'As fotos estão escuras' },
    { erro_id: null, nome: null, descricao: 'Preço errado' },
  ],
  decisoes: [
    {
      id: 3,
      status: 2,
      data: '2030-03-10T15:00:00.000Z',
      usuario_nome: 'Mestre',
      motivos: [],
    },
  ],
  acoes: { editar: true, excluir: true, ativar: true, homologar: false, renovar: false },
};

function detalhes(servidor: ServidorFalso) {
  return renderizarTela(<DialogoHomologacaoDetalhes produtoId={9} aberto onFechar={() => {}} />, {
    rota: '/produtos',
    usuario: usuarioDe('fornecedor'),
    servidor,
  });
}

describe('DialogoHomologacaoDetalhes', () => {
  it('mostra o status, os motivos e o histórico', async () => {
    const { requisicoes } = detalhes((req) =>
      req.url.includes('/api/produtos/homologacao?produto_id=9')
        ? ok({ homologacao: HOMOLOGACAO })
        : undefined,
    );
    expect(await screen.findByText('Reprovado')).toBeTruthy();
    expect(screen.getByText('As fotos estão escuras')).toBeTruthy();
    expect(screen.getByText('Preço errado')).toBeTruthy();
    expect(screen.getByText(/10\/03\/2030/)).toBeTruthy();
    expect(screen.getByText('Mestre')).toBeTruthy();
    expect(requisicoes).toHaveLength(1);
  });

  it('erro: "Erro ao carregar informações da homologação do produto"; sem rede: a mensagem de conexão', async () => {
    detalhes(() => erro(500, 'x'));
    expect(await screen.findByText(MSG_PRODUTOS.erroCarregarHomologacao)).toBeTruthy();
    cleanup();
    detalhes(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });
});

describe('DialogoVencido (fornecedor)', () => {
  function vencido(servidor: ServidorFalso) {
    const onConcluido = vi.fn();
    const r = renderizarTela(
      <DialogoVencido produto={PRODUTO} aberto onFechar={() => {}} onConcluido={onConcluido} />,
      { rota: '/produtos', usuario: usuarioDe('fornecedor'), servidor },
    );
    return { ...r, onConcluido };
  }

  it("pergunta 'Ainda vende este produto?'; Sim envia 1, Não envia 2", async () => {
    const { requisicoes, onConcluido } = vencido(() =>
      ok({ msg: MSG_PRODUTOS.produtoRenovado, desfecho: 'renovado' }),
    );
    expect(screen.getByText(MSG_PRODUTOS.aindaVende)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onConcluido).toHaveBeenCalledWith(1));
    expect(requisicoes[0]).toMatchObject({
      metodo: 'POST',
      corpo: { resposta: 1 },
    });
    expect(requisicoes[0]!.url).toContain('/api/produtos/9/renovar-vencido');
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(onConcluido).toHaveBeenCalledWith(2));
    expect(requisicoes[1]!.corpo).toEqual({ resposta: 2 });
  });

  it('falha do servidor: silenciosa (spec 3 §8); sem rede: avisa a falta de conexão', async () => {
    const { onConcluido } = vencido(() => erro(500, 'x'));
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sim' })).toHaveProperty('disabled', false),
    );
    expect(avisos()).toEqual([]);
    expect(onConcluido).not.toHaveBeenCalled();
    cleanup();
    vencido(() => 'sem-rede');
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });
});
