// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DialogoGrade } from './dialogo-grade';
import type { ProdutoDoForm } from './estado';
import { MSG_FORMULARIO } from './grade-pedido';

afterEach(cleanup);

const produto: ProdutoDoForm = {
  id: 9,
  codigo: 'VES-1',
  descricao: 'Vestido',
  valor: 10_000,
  foto: null,
  quantidade_minima: 6,
  multiplo: 2,
  cores: [
    { id: 1, nome: 'AZUL' },
    { id: 2, nome: 'ROSA' },
  ],
  tamanhos: [
    { id: 11, tamanho: 'P', especial: false },
    { id: 12, tamanho: 'M', especial: false },
  ],
};

function abrir() {
  const onConfirmar = vi.fn();
  render(
    <DialogoGrade
      produto={produto}
      linha={undefined}
      fornecedor
      onConfirmar={onConfirmar}
      onFechar={vi.fn()}
    />,
  );
  const dialogo = screen.getByRole('dialog', { name: 'VES-1 · Vestido' });
  const celulas = within(within(dialogo).getByRole('table')).getAllByRole('textbox');
  return { dialogo, celulas, onConfirmar };
}

describe('grade do pedido pelo teclado (issue 14 §7)', () => {
  it('abre no total; o total se divide pelas células', () => {
    const { dialogo, celulas } = abrir();
    const total = within(dialogo).getByLabelText('Quantidade total');
    expect(document.activeElement).toBe(total);
    fireEvent.change(total, { target: { value: '10' } });
    expect(celulas.map((c) => (c as HTMLInputElement).value)).toEqual(['3', '3', '2', '2']);
  });

  it('Enter passa de célula em célula; na última confirma; o total é a soma', () => {
    const { dialogo, celulas, onConfirmar } = abrir();
    const valores = ['4', '2', '0', '2'];
    celulas.forEach((c, i) => {
      c.focus();
      fireEvent.change(c, { target: { value: valores[i] } });
      fireEvent.keyDown(c, { key: 'Enter' });
      if (i < celulas.length - 1) expect(document.activeElement).toBe(celulas[i + 1]);
    });
    expect(within(dialogo).getByLabelText<HTMLInputElement>('Quantidade total').value).toBe('8');
    expect(onConfirmar).toHaveBeenCalledTimes(1);
    expect(onConfirmar.mock.calls[0]![0]).toMatchObject({
      quantidade: 8,
      grade: [
        { cor_id: 1, tamanho_id: 11, quantidade: 4 },
        { cor_id: 1, tamanho_id: 12, quantidade: 2 },
        { cor_id: 2, tamanho_id: 12, quantidade: 2 },
      ],
    });
  });

  it('sem quantidade, Ctrl+Enter recusa com a mensagem do formulário', () => {
    const { dialogo, onConfirmar } = abrir();
    fireEvent.keyDown(within(dialogo).getByLabelText('Quantidade total'), { key: 'Enter', ctrlKey: true });
    expect(onConfirmar).not.toHaveBeenCalled();
    expect(within(dialogo).getByRole('alert').textContent).toBe(MSG_FORMULARIO.quantidadeZero);
  });
});
