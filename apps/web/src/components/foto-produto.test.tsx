// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { produtos } from '@rodada/contracts';
import { FotoProduto } from './foto-produto';

afterEach(cleanup);

describe('FotoProduto (issue 12 §9)', () => {
  it('um <picture> com srcset WebP e JPEG nas quatro larguras e o JPEG de 640 px como src', () => {
    const foto = produtos.fotoDaChave(9, 'produtos/3/0123456789abcdef-2048.jpg');
    const { container } = render(<FotoProduto foto={foto} alt="Vestido longo" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Vestido longo' });
    expect(img.getAttribute('src')).toBe('/arquivos/produtos/3/0123456789abcdef-640.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    const fontes = container.querySelectorAll('picture > source');
    expect(fontes[0]?.getAttribute('type')).toBe('image/webp');
    expect(fontes[0]?.getAttribute('srcset')).toContain(
      '/arquivos/produtos/3/0123456789abcdef-320.webp 320w',
    );
    expect(fontes[0]?.getAttribute('srcset')).toContain('-2048.webp 2048w');
    expect(fontes[1]?.getAttribute('srcset')).toContain('-1280.jpg 1280w');
    expect(fontes[1]?.getAttribute('sizes')).toBe('100vw');
  });
});
