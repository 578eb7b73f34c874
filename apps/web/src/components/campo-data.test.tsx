// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { CampoData } from './campo-data';
import { CampoTexto } from './campo-texto';

afterEach(cleanup);

type Form = { saida: string | null; nota: string | null; nascimento: string | null; obs: string };
let form: UseFormReturn<Form>;

function Formulario({ inicial = null, min }: { inicial?: string | null; min?: string }) {
  form = useForm<Form>({ defaultValues: { saida: inicial, nota: null, nascimento: null, obs: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)} noValidate>
        <CampoData<Form> nome="saida" rotulo="Data de Saída" obrigatorio min={min} />
        <CampoData<Form> nome="nota" rotulo="Data da Nota" />
        <CampoTexto<Form> nome="obs" rotulo="Observação" />
        <CampoData<Form> nome="nascimento" rotulo="Nascimento" minimo="1900-01-01" maximo="2026-05-20" />
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

/** The field by its label; the required ones end in ' *'. */
const campo = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${rotulo}( \\*)?$`));
const digitar = (rotulo: string, texto: string) =>
  fireEvent.change(campo(rotulo), { target: { value: texto } });

describe('CampoData', () => {
  it('mostra o valor yyyy-mm-dd como dd/mm/aaaa', () => {
    render(<Formulario inicial="2030-03-05" />);
    expect(campo('Data de Saída').value).toBe('05/03/2030');
  });

  it('aplica a máscara ##/##/#### e guarda yyyy-mm-dd quando a data fica completa', () => {
    render(<Formulario />);
    digitar('Data da Nota', '0503');
    expect(campo('Data da Nota').value).toBe('05/03');
    expect(form.getValues('nota')).toBeNull();
    digitar('Data da Nota', '05032030');
    expect(campo('Data da Nota').value).toBe('05/03/2030');
    expect(form.getValues('nota')).toBe('2030-03-05');
  });

  it.each([
    ['antes de 2003-01-01', '31122002'],
    ['inexistente', '30022030'],
    ['incompleta', '050320'],
  ])('data %s é limpa ao sair do campo', (_caso, digitado) => {
    render(<Formulario />);
    digitar('Data da Nota', digitado);
    fireEvent.blur(campo('Data da Nota'));
    expect(campo('Data da Nota').value).toBe('');
    expect(form.getValues('nota')).toBeNull();
  });

  it('01/01/2003 é aceita', () => {
    render(<Formulario />);
    digitar('Data da Nota', '01012003');
    fireEvent.blur(campo('Data da Nota'));
    expect(form.getValues('nota')).toBe('2003-01-01');
  });

  it('com mínimo (hoje, nas remessas): mostra "A partir de" e limpa uma data anterior', () => {
    render(<Formulario min="2030-03-10" />);
    expect(screen.getByText('A partir de 10/03/2030')).toBeTruthy();
    digitar('Data de Saída', '09032030');
    fireEvent.blur(campo('Data de Saída'));
    expect(campo('Data de Saída').value).toBe('');
    digitar('Data de Saída', '10032030');
    fireEvent.blur(campo('Data de Saída'));
    expect(form.getValues('saida')).toBe('2030-03-10');
  });

  it('com piso e teto próprios (nascimento): aceita 1980, limpa antes de 1900 e depois do teto', () => {
    render(<Formulario />);
    digitar('Nascimento', '10051980');
    fireEvent.blur(campo('Nascimento'));
    expect(form.getValues('nascimento')).toBe('1980-05-10');
    expect(screen.queryByText(/A partir de/)).toBeNull();
    digitar('Nascimento', '31121899');
    fireEvent.blur(campo('Nascimento'));
    expect(campo('Nascimento').value).toBe('');
    expect(form.getValues('nascimento')).toBeNull();
    digitar('Nascimento', '21052026');
    fireEvent.blur(campo('Nascimento'));
    expect(campo('Nascimento').value).toBe('');
    expect(form.getValues('nascimento')).toBeNull();
    // The default floor stays for the other fields (spec 1 §5).
    digitar('Data da Nota', '10051980');
    fireEvent.blur(campo('Data da Nota'));
    expect(form.getValues('nota')).toBeNull();
  });

  it('obrigatória e vazia: "Campo Obrigatório" ao salvar; some ao preencher', async () => {
    render(<Formulario />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
    digitar('Data de Saída', '05032030');
    await waitFor(() => expect(screen.queryByText('Campo Obrigatório')).toBeNull());
  });

  it('um valor trocado de fora (reset) substitui o texto', () => {
    render(<Formulario />);
    digitar('Data da Nota', '0503');
    act(() => form.reset({ saida: null, nota: '2031-12-25', nascimento: null, obs: '' }));
    expect(campo('Data da Nota').value).toBe('25/12/2031');
  });

  it('Enter passa para o próximo campo', () => {
    render(<Formulario />);
    const nota = campo('Data da Nota');
    nota.focus();
    fireEvent.keyDown(nota, { key: 'Enter' });
    expect(document.activeElement).toBe(campo('Observação'));
  });
});

describe('CampoData com o seletor de datas do navegador', () => {
  afterEach(() => {
    delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
  });

  it('o botão de calendário abre o seletor; a data escolhida preenche o campo; Enter o pula', () => {
    const abrir = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: abrir, configurable: true });
    render(<Formulario min="2030-03-10" />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário: Data de Saída' }));
    expect(abrir).toHaveBeenCalledTimes(1);
    const seletor = document.querySelector<HTMLInputElement>('input[type=date]')!;
    expect(seletor.min).toBe('2030-03-10');
    const nascimento = document.querySelectorAll<HTMLInputElement>('input[type=date]')[2]!;
    expect(nascimento.min).toBe('1900-01-01');
    expect(nascimento.max).toBe('2026-05-20');
    fireEvent.change(seletor, { target: { value: '2030-04-01' } });
    expect(campo('Data de Saída').value).toBe('01/04/2030');
    expect(form.getValues('saida')).toBe('2030-04-01');

    const saida = campo('Data de Saída');
    saida.focus();
    fireEvent.keyDown(saida, { key: 'Enter' });
    expect(document.activeElement).toBe(campo('Data da Nota'));
  });
});
