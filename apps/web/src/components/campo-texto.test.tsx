// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { MASCARAS } from '../lib/mascaras';
import { z } from 'zod';
import { CampoTexto } from './campo-texto';
import { ContratoDoFormulario } from './contrato-formulario';

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

describe('CampoTexto dentro de um ContratoDoFormulario', () => {
  const contrato = z.object({
    nome: z.string().trim().min(1, 'Campo obrigatório').max(60),
    ie: z.string().max(20).nullish(),
    cnpj: z.string().min(1).max(14),
  });

  function ComContrato() {
    const form = useForm<{ nome: string; ie: string; cnpj: string }>({
      defaultValues: { nome: '', ie: '', cnpj: '' },
    });
    return (
      <FormProvider {...form}>
        <ContratoDoFormulario esquema={contrato}>
          <CampoTexto nome="nome" rotulo="Nome" />
          <CampoTexto nome="ie" rotulo="Inscrição Estadual" />
          <CampoTexto nome="cnpj" rotulo="CNPJ" mascara={MASCARAS.cnpj} />
        </ContratoDoFormulario>
      </FormProvider>
    );
  }

  it('o maxLength e a marca de obrigatório vêm do contrato; uma máscara fixa o tamanho sozinha', () => {
    render(<ComContrato />);
    const nome = screen.getByRole<HTMLInputElement>('textbox', { name: /^Nome/ });
    expect(nome.maxLength).toBe(60);
    expect(nome.required).toBe(true);
    const ie = screen.getByRole<HTMLInputElement>('textbox', { name: /^Inscrição Estadual/ });
    expect(ie.maxLength).toBe(20);
    expect(ie.required).toBe(false);
    // The masked CNPJ holds 18 characters typed, more than the 14 stored: no maxLength from the contract.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^CNPJ/ }).maxLength).toBe(-1);
  });
});
