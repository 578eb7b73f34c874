// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { tema } from '../theme';
import { useAtualizacao } from '../../lib/atualizacao';
import { AvisoAtualizacao } from './aviso-atualizacao';

afterEach(() => {
  cleanup();
  useAtualizacao.setState({ disponivel: false, esperando: null, atualizar: () => undefined });
});

const renderizar = () =>
  render(
    <ThemeProvider theme={tema}>
      <AvisoAtualizacao />
    </ThemeProvider>,
  );

describe('AvisoAtualizacao (spec 1 §2.3)', () => {
  it('shows nothing while no new version waits', () => {
    const { container } = renderizar();
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('Há uma nova atualização disponível!')).toBeNull();
  });

  it("says 'Há uma nova atualização disponível!' and 'Atualizar' asks for the new version", async () => {
    const atualizar = vi.fn();
    renderizar();
    act(() => useAtualizacao.setState({ disponivel: true, atualizar }));
    const aviso = await screen.findByRole('alert');
    expect(aviso.textContent).toContain('Há uma nova atualização disponível!');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(atualizar).toHaveBeenCalledTimes(1);
  });
});
