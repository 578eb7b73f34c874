// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { CampoHora } from './campo-hora';

afterEach(cleanup);

type Form = { saida: string | null; chegada: string | null };
let form: UseFormReturn<Form>;

function Formulario({ inicial = null }: { inicial?: string | null }) {
  form = useForm<Form>({ defaultValues: { saida: inicial, chegada: null } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
        <CampoHora<Form> nome="saida" rotulo="Hora de Saída" obrigatorio />
        <CampoHora<Form> nome="chegada" rotulo="Hora de Chegada" />
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

/** The field by its label; the required ones end in ' *'. */
const campo = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${rotulo}( \\*)?$`));
const digitarESair = (rotulo: string, texto: string) => {
  fireEvent.change(campo(rotulo), { target: { value: texto } });
  fireEvent.blur(campo(rotulo));
};

describe('CampoHora (24 horas)', () => {
  it('mostra o valor HH:mm', () => {
    render(<Formulario inicial="07:30" />);
    expect(campo('Hora de Saída').value).toBe('07:30');
  });

  it('máscara HH:mm; a hora completa vai para o formulário enquanto se digita', () => {
    render(<Formulario />);
    fireEvent.change(campo('Hora de Chegada'), { target: { value: '1745' } });
    expect(campo('Hora de Chegada').value).toBe('17:45');
    expect(form.getValues('chegada')).toBe('17:45');
  });

  it.each([
    ['9', '09:00'],
    ['17', '17:00'],
    ['930', '09:30'],
    ['2359', '23:59'],
    ['0000', '00:00'],
  ])('ao sair, "%s" vira %s', (digitado, hora) => {
    render(<Formulario />);
    digitarESair('Hora de Chegada', digitado);
    expect(campo('Hora de Chegada').value).toBe(hora);
    expect(form.getValues('chegada')).toBe(hora);
  });

  it.each(['2400', '1260', '99'])('o que não é hora (%s) é limpo ao sair', (digitado) => {
    render(<Formulario />);
    digitarESair('Hora de Chegada', digitado);
    expect(campo('Hora de Chegada').value).toBe('');
    expect(form.getValues('chegada')).toBeNull();
  });

  it('obrigatória e vazia: "Campo Obrigatório" ao salvar', async () => {
    render(<Formulario />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
  });

  it('Enter passa para o próximo campo', () => {
    render(<Formulario />);
    const saida = campo('Hora de Saída');
    saida.focus();
    fireEvent.keyDown(saida, { key: 'Enter' });
    expect(document.activeElement).toBe(campo('Hora de Chegada'));
  });
});
