// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MSG_LOJA, produtos, type banners, type Tipo } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erro, ok, renderizarTela, usuarioDe, type RespostaFalsa } from '../../../test/renderizar-tela';
import { publicoDoBanner } from '../lib/publico-banner';
import { CarrosselBanners } from './carrossel-banners';

const banner = (id: number, destino: string | null = null): banners.BannerAtivo => ({
  id,
  nome: `Banner ${id}`,
  destino,
  imagem: {
    ...produtos.fotoDaChave(id, `banners/00112233445566${10 + id}-2048.jpg`),
    largura: 1200,
    altura: 400,
  },
});

function abrir(resposta: RespostaFalsa, tipo: Tipo | null = null) {
  return renderizarTela(<CarrosselBanners publico={publicoDoBanner(tipo)} />, {
    rota: '/',
    usuario: tipo ? usuarioDe(tipo, 4) : null,
    servidor: (req) => (req.url.startsWith('/api/banners/ativos') ? resposta : undefined),
  });
}

/** The label of the banner on show (the others are hidden from assistive technology). */
const visivel = () =>
  screen
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-hidden') !== 'true')
    .map((g) => g.getAttribute('aria-label'));

let menosMovimento = false;
vi.stubGlobal('matchMedia', (q: string) => ({
  matches: q.includes('reduce') && menosMovimento,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  menosMovimento = false;
  useEstadoLocal.setState({ offLine: false });
  localStorage.clear();
});

describe('carrossel de banners da loja (issue 13 §1)', () => {
  it('o público é o do visitante: anônimo, cliente e a equipe veem Clientes', () => {
    expect(publicoDoBanner(null)).toBe('Clientes');
    expect(publicoDoBanner('cliente')).toBe('Clientes');
    expect(publicoDoBanner('master')).toBe('Clientes');
    expect(publicoDoBanner('fornecedor')).toBe('Fornecedores');
    expect(publicoDoBanner('representante')).toBe('Representantes');
  });

  it('pede os banners do público e não mostra nada quando não há', async () => {
    const { requisicoes, container } = abrir(ok({ banners: [] }), 'fornecedor');
    await vi.waitFor(() => expect(requisicoes).toHaveLength(1));
    expect(requisicoes[0]!.url).toBe('/api/banners/ativos?destino=Fornecedores');
    // While loading, the carousel's place is kept (no record of an empty visit yet).
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem('rodada.loja.banners.Fornecedores')).toBe('0'));
    expect(container.innerHTML).toBe('');
    // The next visit found none last time: nothing is reserved.
    cleanup();
    const outra = abrir(ok({ banners: [] }), 'fornecedor');
    expect(outra.container.innerHTML).toBe('');
  });

  it('passa a cada 4 s, para sob o ponteiro, setas e pontos mudam; o clique abre o destino', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    abrir(ok({ banners: [banner(1, '/?categorias=2'), banner(2, 'https://exemplo.com.br/x'), banner(3)] }));
    await screen.findByRole('region', { name: 'Banners' });
    expect(visivel()).toEqual(['1 de 3: Banner 1']);
    expect(screen.getByRole('link', { name: 'Banner 1' }).getAttribute('href')).toBe('/?categorias=2');
    const img = screen.getByRole('img', { name: 'Banner 1' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('srcset')).toContain('-320.jpg 320w');
    // The first banner is the largest paint of / (issue 13 §8): asked for first.
    expect(img.getAttribute('fetchpriority')).toBe('high');

    act(() => void vi.advanceTimersByTime(4000));
    expect(visivel()).toEqual(['2 de 3: Banner 2']);
    const externo = screen.getByRole('link', { name: /Banner 2/ });
    expect(externo.getAttribute('target')).toBe('_blank');
    expect(externo.getAttribute('rel')).toContain('noopener');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Banners' }));
    act(() => void vi.advanceTimersByTime(12_000));
    expect(visivel()).toEqual(['2 de 3: Banner 2']);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Banners' }));

    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(visivel()).toEqual(['3 de 3: Banner 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(visivel()).toEqual(['1 de 3: Banner 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(visivel()).toEqual(['3 de 3: Banner 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar banner 2: Banner 2' }));
    expect(visivel()).toEqual(['2 de 3: Banner 2']);
    expect(
      screen.getByRole('button', { name: 'Mostrar banner 2: Banner 2' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(localStorage.getItem('rodada.loja.banners.Clientes')).toBe('1');
  });

  it('com prefers-reduced-motion não passa sozinho', async () => {
    menosMovimento = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    abrir(ok({ banners: [banner(1), banner(2)] }));
    await screen.findByRole('region', { name: 'Banners' });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(visivel()).toEqual(['1 de 2: Banner 1']);
  });

  it("falha: 'Erro ao carregar banners', calada com o modo offline", async () => {
    const { requisicoes, container } = abrir(erro(500, 'x'));
    await vi.waitFor(() =>
      expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain(MSG_LOJA.erroCarregarBanners),
    );
    expect(requisicoes).toHaveLength(1);
    // The reserved box leaves with the one failed call (no retries holding it above the products).
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
    cleanup();
    useEstadoLocal.setState({ offLine: true });
    const segunda = abrir(erro(500, 'x'));
    await vi.waitFor(() => expect(segunda.requisicoes).toHaveLength(1));
    await act(async () => {});
    expect(useAvisos.getState().avisos).toEqual([]);
  });
});
