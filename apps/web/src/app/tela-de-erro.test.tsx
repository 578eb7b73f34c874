// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LimiteDeErro } from './limite-de-erro';

/** A route whose screen throws `erro` on render, with the app's error screen. */
function abrirTelaQueFalha(erro: Error) {
  const Quebrada = () => {
    throw erro;
  };
  render(
    <MemoryRouter initialEntries={['/x']}>
      <LimiteDeErro>
        <Quebrada />
      </LimiteDeErro>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TelaDeErro', () => {
  it('um erro qualquer numa tela: "Algo deu errado" em português, nunca a página de desenvolvedor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    abrirTelaQueFalha(new TypeError("Cannot read properties of undefined (reading 'nome')"));
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
  });

  it('o código da tela não veio com o aparelho offline: "Sem conexão" com "Tentar novamente", na hora', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    abrirTelaQueFalha(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'));
    expect(await screen.findByRole('heading', { name: 'Sem conexão' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
