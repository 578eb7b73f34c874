// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import AlterarLogoPage from './alterar-logo-page';

const ROTA = '/alterar-logo';
const fornecedor = usuarioDe('fornecedor', 7);

/** The server: the logo of supplier 7 as `resposta` says. */
const servidorDaLogo =
  (resposta: ReturnType<ServidorFalso>): ServidorFalso =>
  ({ url }) =>
    url.startsWith('/api/fornecedores/7/logo/listar') ? resposta : undefined;

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/alterar-logo (spec 2 §2, fornecedor)', () => {
  it('mostra a logo atual depois de carregar', async () => {
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo(ok({ logo: '/arquivos/logos/7.jpg' })),
    });
    expect(screen.getByRole('heading', { name: 'Alterar Logo' })).toBeTruthy();
    expect(screen.getByLabelText('Carregando a logo')).toBeTruthy();
    const img = await screen.findByAltText<HTMLImageElement>('Logo atual');
    expect(img.getAttribute('src')).toBe('/arquivos/logos/7.jpg');
    expect(screen.getByText('Clique para escolher outra imagem')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(true);
  });

  it('sem logo, convida a escolher uma imagem', async () => {
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo(ok({ logo: null })),
    });
    expect(await screen.findByText('Clique para escolher uma imagem')).toBeTruthy();
    expect(screen.queryByAltText('Logo atual')).toBeNull();
  });

  it("erro do servidor ou sem rede: avisa 'Erro ao carregar a logo'", async () => {
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo(erro(500, 'Erro interno')),
    });
    await waitFor(() => expect(avisos()).toContain('Erro ao carregar a logo'));
    cleanup();
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo('sem-rede'),
    });
    await waitFor(() => expect(avisos()).toContain('Erro ao carregar a logo'));
  });

  it('recusa um arquivo que não é imagem, sem abrir o recorte', async () => {
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo(ok({ logo: null })),
    });
    await screen.findByText('Clique para escolher uma imagem');
    const arquivo = new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Arquivo da logo'), { target: { files: [arquivo] } });
    expect(avisos()).toContain('Escolha uma imagem JPEG, PNG ou WebP.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Cancelar' sem nada pendente volta à loja", async () => {
    renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: fornecedor,
      servidor: servidorDaLogo(ok({ logo: null })),
      destinos: ['/'],
    });
    await screen.findByText('Clique para escolher uma imagem');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Destino /' })).toBeTruthy();
  });

  it('outro papel vê o aviso e nenhuma chamada sai', () => {
    const { requisicoes } = renderizarTela(<AlterarLogoPage />, {
      rota: ROTA,
      usuario: usuarioDe('cliente', 3),
      servidor: () => undefined,
    });
    expect(screen.getByText('Esta tela é só para fornecedores.')).toBeTruthy();
    expect(requisicoes).toEqual([]);
  });
});
