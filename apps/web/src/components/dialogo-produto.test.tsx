// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS, produtos } from '@rodada/contracts';
import { useAvisos } from '../lib/avisos';
import { DialogoProduto, linkDoWhatsApp, type ProdutoDoDialogo } from './dialogo-produto';

const PRODUTO: ProdutoDoDialogo = {
  id: 42,
  codigo: 'BL-01',
  descricao: 'Blusa Azul',
  valor: '129.90',
  fornecedor_nome: 'Malharia Bela',
  fotos: [
    produtos.fotoDaChave(1, 'produtos/42/aaaaaaaaaaaaaaaa-2048.jpg'),
    produtos.fotoDaChave(2, 'produtos/42/bbbbbbbbbbbbbbbb-2048.jpg'),
  ],
  video: '/arquivos/produtos/42/video.mp4',
  tamanhos: [
    { id: 1, nome: 'P' },
    { id: 2, nome: 'M' },
  ],
  cores: [{ id: 3, nome: 'AZUL' }],
  detalhes: 'Algodão',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

describe('diálogo de detalhe do produto (spec 3 §2 "Product detail dialog")', () => {
  it('descrição, fornecedor, preço, tamanhos, cores e detalhes; código e números só para o master', () => {
    render(<DialogoProduto produto={PRODUTO} aberto onFechar={() => {}} />);
    const d = screen.getByRole('dialog', { name: 'Blusa Azul' });
    expect(within(d).getByText('Malharia Bela')).toBeTruthy();
    expect(within(d).getByText('R$ 129,90')).toBeTruthy();
    expect(within(d).getByText('P')).toBeTruthy();
    expect(within(d).getByText('AZUL')).toBeTruthy();
    expect(within(d).getByText('Algodão')).toBeTruthy();
    expect(within(d).queryByText('Código BL-01')).toBeNull();
    expect(within(d).queryByText('Foto 1 de 3')).toBeNull();
    expect(within(d).queryByRole('link', { name: 'Editar produto' })).toBeNull();
    cleanup();
    const aprovar = vi.fn();
    render(
      <DialogoProduto
        produto={PRODUTO}
        aberto
        master
        onFechar={() => {}}
        acoesDoMaster={{ aoAprovar: aprovar }}
      />,
    );
    expect(screen.getByText('Código BL-01')).toBeTruthy();
    expect(screen.getByText('Foto 1 de 3')).toBeTruthy();
    const editar = screen.getByRole('link', { name: 'Editar produto' });
    expect(editar.getAttribute('href')).toBe('/produtos/42/editar');
    expect(editar.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Editar fotos' }).getAttribute('href')).toBe(
      '/produtos/42/galeria',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(aprovar).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).toBeNull();
  });

  it('o carrossel passa as fotos e chega ao vídeo; a foto vem do srcset', () => {
    render(<DialogoProduto produto={PRODUTO} aberto master onFechar={() => {}} />);
    const img = screen.getByRole('img', { name: 'Blusa Azul, foto 1' });
    const jpeg = img.closest('picture')!.querySelector('source[type="image/jpeg"]')!;
    expect(jpeg.getAttribute('srcset')).toContain('aaaaaaaaaaaaaaaa-640.jpg 640w');
    expect(img.getAttribute('src')).not.toContain('2048');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByRole('img', { name: 'Blusa Azul, foto 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByLabelText('Vídeo de Blusa Azul').getAttribute('src')).toBe(PRODUTO.video);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByText('Foto 1 de 3')).toBeTruthy();
  });

  it('a lupa mostra a foto grande com fator 3, só quando ligada', () => {
    render(<DialogoProduto produto={PRODUTO} aberto onFechar={() => {}} />);
    const img = screen.getByRole('img', { name: 'Blusa Azul' });
    const area = img.closest('picture')!.parentElement!;
    area.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 300 }) as DOMRect;
    fireEvent.mouseMove(area, { clientX: 50, clientY: 100 });
    expect(screen.queryByTestId('lupa')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar com a lupa' }));
    fireEvent.mouseMove(area, { clientX: 50, clientY: 100 });
    const lupa = screen.getByTestId('lupa');
    const estilo = getComputedStyle(lupa);
    expect(estilo.backgroundImage).toContain('aaaaaaaaaaaaaaaa-2048.jpg');
    expect(estilo.backgroundSize).toBe('600px 900px');
    // The lens centre (80 px) shows the point under the pointer, three times farther.
    expect(estilo.backgroundPosition).toBe('-70px -220px');
    fireEvent.click(screen.getByRole('button', { name: 'Desligar a lupa' }));
    expect(screen.queryByTestId('lupa')).toBeNull();
  });

  it('copiar link: origem + ?shared={id} e o aviso; WhatsApp com texto e link', async () => {
    const escrever = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: escrever } });
    useAvisos.setState({ avisos: [] });
    render(<DialogoProduto produto={PRODUTO} aberto onFechar={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(avisos()).toContain(MSG_PRODUTOS.linkCopiado));
    expect(escrever).toHaveBeenCalledWith(`${window.location.origin}/?shared=42`);
    const wa = screen.getByRole('link', { name: 'Compartilhar' }).getAttribute('href')!;
    expect(wa).toBe(linkDoWhatsApp(PRODUTO));
    expect(wa.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(wa)).toContain(
      `Blusa Azul por R$ 129,90: ${window.location.origin}/?shared=42`,
    );
  });

  /** A matchMedia whose answer is `casa(query)` (MUI's useMediaQuery listens to it too). */
  const consulta = (casa: (q: string) => boolean) => (q: string) => ({
    matches: casa(q),
    media: q,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  });

  it('num aparelho de toque com Web Share: Compartilhar abre a folha do sistema com o link', () => {
    const compartilhar = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: compartilhar });
    vi.stubGlobal(
      'matchMedia',
      consulta((q) => q === '(pointer: coarse)'),
    );
    render(<DialogoProduto produto={PRODUTO} aberto onFechar={() => {}} />);
    const link = screen.getByRole('link', { name: 'Compartilhar' });
    const evento = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(evento);
    expect(evento.defaultPrevented).toBe(true);
    expect(compartilhar).toHaveBeenCalledWith({
      title: 'Blusa Azul',
      text: 'Blusa Azul',
      url: `${window.location.origin}/?shared=42`,
    });
  });

  it('sem toque (computador): Compartilhar segue o link do WhatsApp', () => {
    const compartilhar = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: compartilhar });
    vi.stubGlobal(
      'matchMedia',
      consulta(() => false),
    );
    render(<DialogoProduto produto={PRODUTO} aberto onFechar={() => {}} />);
    const evento = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Compartilhar' }).dispatchEvent(evento);
    expect(evento.defaultPrevented).toBe(false);
    expect(compartilhar).not.toHaveBeenCalled();
  });
});
