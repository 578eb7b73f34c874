// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { banners, produtos } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import BannersPage from './banners-page';

const { MSG_BANNERS } = banners;

const banner = (id: number, extra: Partial<banners.Banner> = {}): banners.Banner => ({
  id,
  nome: `Banner ${id}`,
  data_inicio: '2026-11-20',
  data_fim: '2026-11-27',
  destinatarios: ['Clientes'],
  destino: null,
  status: 1,
  publicacao: '2026-11-20T11:00:00.000Z',
  imagem: {
    ...produtos.fotoDaChave(id, `banners/00112233445566${10 + id}-2048.jpg`),
    largura: 1200,
    altura: 400,
  },
  acoes: { editar: true, excluir: true },
  ...extra,
});

const abrir = (servidor: ServidorFalso) =>
  renderizarTela(<BannersPage />, { rota: '/banners', usuario: usuarioDe('master'), servidor });
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/banners (spec 3 §2 "Banners")', () => {
  it('lista com período, publicação e só as ações que acoes permite', async () => {
    abrir((req) =>
      req.url.startsWith('/api/banners?')
        ? pagina('banners', [
            banner(1),
            banner(2, { status: 2, publicacao: null, acoes: { editar: true, excluir: false } }),
          ])
        : undefined,
    );
    const tabela = await screen.findByRole('table', { name: 'Banners' });
    const linha1 = (await within(tabela).findByText('Banner 1', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(linha1).getByText('Publicado')).toBeTruthy();
    expect(within(linha1).getByText('20/11/2026 a 27/11/2026')).toBeTruthy();
    const linha2 = within(tabela).getByText('Banner 2').closest('tr')!;
    expect(within(linha2).getByText('Em análise')).toBeTruthy();
    expect(within(linha2).getByRole('link', { name: 'Editar Banner 2' }).getAttribute('href')).toBe(
      '/banners/2/editar',
    );
    expect(within(linha2).queryByRole('button', { name: 'Excluir Banner 2' })).toBeNull();
  });

  it("falha ao listar: 'Erro ao listar os banners'", async () => {
    abrir(() => erro(500, 'x'));
    await waitFor(() => expect(avisos()).toContain(MSG_BANNERS.erroListar));
  });

  it("exclui depois da confirmação; a falha diz 'Erro ao excluir banner'", async () => {
    let exclusao = erro(500, 'x');
    const { requisicoes } = abrir((req) =>
      req.url.startsWith('/api/banners?')
        ? pagina('banners', [banner(1)])
        : req.url === '/api/banners/1/excluir'
          ? exclusao
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Banner 1' }, { timeout: 5000 }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir banner' });
    expect(requisicoes.some((r) => r.url.endsWith('/excluir'))).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(avisos()).toContain(MSG_BANNERS.erroExcluir));
    exclusao = ok({ msg: MSG_BANNERS.excluido });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Banner 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir banner' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await waitFor(() => expect(avisos()).toContain(MSG_BANNERS.excluido));
  });
});
