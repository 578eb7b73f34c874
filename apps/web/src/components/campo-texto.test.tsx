// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { MASCARAS } from '../lib/mascaras';
import { CampoTexto } from './campo-texto';

afterEach(cleanup);

function Formulario({ aoMudar }: { aoMudar: (v: Record<string, string>) => void }) {
  const form = useForm<{ cnpj: string; telefone: string; nome: string }>({
    defaultValues: { cnpj: '', telefone: '', nome: '' },
  });
  form.watch((v) => aoMudar(v as Record<string, string>));
  return (
    <FormProvider {...form}>
      <form>
        <CampoTexto nome="cnpj" rotulo="CNPJ" mascara={MASCARAS.cnpj} />
        <CampoTexto nome="telefone" rotulo="Telefone" mascara="telefone" />
        <CampoTexto nome="nome" rotulo="Nome" maiusculas />
      </form>
    </FormProvider>
  );
}

describe('CampoTexto', () => {
  it('aplica a máscara enquanto se digita e guarda o texto mascarado no formulário', () => {
    let valores: Record<string, string> = {};
    render(<Formulario aoMudar={(v) => (valores = v)} />);
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '12abc34501de35' } });
    expect(screen.getByLabelText<HTMLInputElement>('CNPJ').value).toBe('12.ABC.345/01DE-35');
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '54999991100' } });
    expect(valores.telefone).toBe('(54) 99999-1100');
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'stand azul' } });
    expect(valores.nome).toBe('STAND AZUL');
  });

  it('telefone colado com +55 perde o código do país: "+55 81 99999-8888" → "(81) 99999-8888"', () => {
    let valores: Record<string, string> = {};
    render(<Formulario aoMudar={(v) => (valores = v)} />);
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '+55 81 99999-8888' } });
    expect(valores.telefone).toBe('(81) 99999-8888');
  });

  it('Enter passa para o próximo campo em vez de enviar o formulário', () => {
    render(<Formulario aoMudar={() => undefined} />);
    const cnpj = screen.getByLabelText('CNPJ');
    cnpj.focus();
    fireEvent.keyDown(cnpj, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('Telefone'));
  });
});
