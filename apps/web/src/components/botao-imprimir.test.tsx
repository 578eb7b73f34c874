// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { endpoint, impressoes, z } from '@rodada/contracts';
import { useEstadoLocal } from '../lib/estado-local';
import { useVisualizadorPdf } from '../lib/imprimir';
import { BotaoImprimir } from './botao-imprimir';
import { VisualizadorPdf, nomeDoPdf } from './visualizador-pdf';

const contrato = endpoint({
  method: 'GET',
  path: '/api/impressoes/produtos/listar',
  summary: 'teste',
  tag: 'Teste',
  roles: ['fornecedor'],
  query: impressoes.comImpressao({ busca: z.string().optional() }),
  response: impressoes.respostaImpressao,
  arquivo: impressoes.ARQUIVO_PDF,
});

beforeEach(() => {
  URL.createObjectURL = () => 'blob:teste/1';
  URL.revokeObjectURL = () => undefined;
  useVisualizadorPdf.setState({ url: null, titulo: '' });
  useEstadoLocal.setState({ rodada: null, impressaoRemota: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BotaoImprimir + VisualizadorPdf', () => {
  it('mostra o progresso enquanto o PDF é gerado e depois abre a pré-visualização', async () => {
    let responder: (r: Response) => void = () => undefined;
    const fetch = vi.fn(
      (_url: string) =>
        new Promise<Response>((r) => {
          responder = r;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <>
        <BotaoImprimir
          contrato={contrato}
          query={{ busca: 'saia' }}
          titulo="Produtos"
          mensagemDeErro="Erro ao imprimir listagem de produtos"
        />
        <VisualizadorPdf />
      </>,
    );
    const botao = screen.getByRole('button', { name: 'Imprimir' });
    fireEvent.click(botao);
    expect((botao as HTMLButtonElement).disabled).toBe(true);
    expect(botao.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Gerando impressão')).toBeTruthy();
    fireEvent.click(botao); // a second click while printing does nothing
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/impressoes/produtos/listar?busca=saia&impressao=local');

    responder(
      new Response(new TextEncoder().encode('%PDF-'), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Produtos' });
    expect(dialogo.querySelector('iframe')?.getAttribute('src')).toBe('blob:teste/1');
    expect(screen.getByRole('button', { name: 'Abrir em nova Página' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Imprimir' }).disabled).toBe(false);
  });

  it('variante ícone: botão com rótulo acessível', () => {
    render(<BotaoImprimir contrato={contrato} variante="icone" mensagemDeErro="Erro" />);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});

describe('nomeDoPdf', () => {
  it('faz um nome de arquivo do título', () => {
    expect(nomeDoPdf('Relação de Clientes')).toBe('relacao-de-clientes.pdf');
    expect(nomeDoPdf('***')).toBe('impressao.pdf');
  });
});
