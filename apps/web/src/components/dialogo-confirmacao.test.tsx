// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DialogoConfirmacao } from './dialogo-confirmacao';

afterEach(cleanup);

function abrir(extra: { foco?: 'cancelar' | 'confirmar'; obrigatorio?: boolean } = {}) {
  const onCancelar = vi.fn();
  render(
    <DialogoConfirmacao
      aberto
      titulo="Pedido não finalizado"
      mensagem="Deseja recuperá-lo?"
      textoConfirmar="Recuperar"
      textoCancelar="Descartar"
      onConfirmar={vi.fn()}
      onCancelar={onCancelar}
      {...extra}
    />,
  );
  return onCancelar;
}

describe('DialogoConfirmacao', () => {
  it('focuses the cancel button by default and Esc cancels', () => {
    const onCancelar = abrir();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descartar' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancelar).toHaveBeenCalledTimes(1);
  });

  it("foco='confirmar' focuses the action; obrigatorio ignores Esc", () => {
    const onCancelar = abrir({ foco: 'confirmar', obrigatorio: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recuperar' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancelar).not.toHaveBeenCalled();
  });
});
