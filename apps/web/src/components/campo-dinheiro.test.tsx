// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { CampoDinheiro } from './campo-dinheiro';

afterEach(cleanup);

type Form = { valor: number | null; frete: number | null };
let form: UseFormReturn<Form>;

function Formulario({ inicial = null }: { inicial?: number | null }) {
  form = useForm<Form>({ defaultValues: { valor: inicial, frete: null } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
        <CampoDinheiro<Form> nome="valor" rotulo="Valor" obrigatorio />
        <CampoDinheiro<Form> nome="frete" rotulo="Frete" prefixo={false} />
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

/** The field by its label; the required ones end in ' *'. */
const campo = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${rotulo}( \\*)?$`));
/** Types one more character at the end, as the caret always is. */
const teclar = (rotulo: string, c: string) =>
  fireEvent.change(campo(rotulo), { target: { value: campo(rotulo).value + c } });
const apagar = (rotulo: string) =>
  fireEvent.change(campo(rotulo), { target: { value: campo(rotulo).value.slice(0, -1) } });

describe('CampoDinheiro', () => {
  it('mostra centavos no formato brasileiro, com R$', () => {
    render(<Formulario inicial={123456} />);
    expect(campo('Valor').value).toBe('1.234,56');
    expect(screen.getByText('R$')).toBeTruthy();
    // The keypad of a phone or tablet offers the decimal comma (inputmode decimal).
    expect(campo('Valor').inputMode).toBe('decimal');
  });

  it('digitação de caixa: emite centavos inteiros (um número, nunca texto)', () => {
    render(<Formulario />);
    for (const c of '123456') teclar('Valor', c);
    expect(campo('Valor').value).toBe('1.234,56');
    expect(form.getValues('valor')).toBe(123456);
    apagar('Valor');
    expect(campo('Valor').value).toBe('123,45');
    expect(form.getValues('valor')).toBe(12345);
  });

  it('apagar até zero esvazia o campo', () => {
    render(<Formulario />);
    teclar('Frete', '5');
    expect(campo('Frete').value).toBe('0,05');
    apagar('Frete');
    expect(campo('Frete').value).toBe('');
    expect(form.getValues('frete')).toBeNull();
  });

  it('digitar 0 num campo vazio vale R$ 0,00', () => {
    render(<Formulario />);
    teclar('Frete', '0');
    expect(campo('Frete').value).toBe('0,00');
    expect(form.getValues('frete')).toBe(0);
  });

  it('colar "R$ 1.234,56" ou "1234.5" lê o valor', () => {
    render(<Formulario />);
    fireEvent.paste(campo('Valor'), { clipboardData: { getData: () => 'R$ 1.234,56' } });
    expect(form.getValues('valor')).toBe(123456);
    fireEvent.paste(campo('Valor'), { clipboardData: { getData: () => '1234.5' } });
    expect(campo('Valor').value).toBe('1.234,50');
  });

  it('colar "R$ 1.234.567" ou "R$ 1.234" lê reais inteiros, nunca 100 vezes menos', () => {
    render(<Formulario />);
    fireEvent.paste(campo('Valor'), { clipboardData: { getData: () => 'R$ 1.234.567' } });
    expect(form.getValues('valor')).toBe(123456700);
    expect(campo('Valor').value).toBe('1.234.567,00');
    fireEvent.paste(campo('Valor'), { clipboardData: { getData: () => 'R$ 1.234' } });
    expect(form.getValues('valor')).toBe(123400);
  });

  it('colar acima do que a coluna guarda: o valor fica e o aviso aparece', () => {
    render(<Formulario inicial={500} />);
    fireEvent.paste(campo('Valor'), { clipboardData: { getData: () => 'R$ 5.000.000.000.000,00' } });
    expect(form.getValues('valor')).toBe(500);
    expect(screen.getByText('Valor acima do máximo permitido (R$ 999.999.999.999,99)')).toBeTruthy();
    teclar('Valor', '1');
    expect(screen.queryByText(/Valor acima do máximo/)).toBeNull();
  });

  it('digitar "1.234" ou "12,5" (com separador) vale R$ 1.234,00 e R$ 12,50', () => {
    render(<Formulario />);
    for (const c of '1.234') teclar('Valor', c);
    expect(form.getValues('valor')).toBe(123400);
    fireEvent.blur(campo('Valor'));
    expect(campo('Valor').value).toBe('1.234,00');
    for (const c of '12,5') teclar('Frete', c);
    expect(campo('Frete').value).toBe('12,5');
    expect(form.getValues('frete')).toBe(1250);
  });

  it('obrigatório e vazio: "Campo Obrigatório"; zero é um valor', async () => {
    render(<Formulario />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
    teclar('Valor', '0');
    await waitFor(() => expect(screen.queryByText('Campo Obrigatório')).toBeNull());
  });
});
