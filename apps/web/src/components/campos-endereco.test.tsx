// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { valoresEndereco, type EnderecoGuardado } from '../lib/endereco-formulario';
import { CamposEndereco } from './campos-endereco';

type Form = { endereco: ReturnType<typeof valoresEndereco> };
let form: UseFormReturn<Form>;
let consultasDeCep: string[];
/** What the server answers for /api/cep; 'rede' makes the call fail like an offline tablet. */
let respostaCep: unknown;

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'Content-Type': 'application/json' } });

function servidor(url: string): Promise<Response> {
  if (url.startsWith('/api/estados')) {
    return Promise.resolve(
      json({
        status: 1,
        estados: [
          { id: 26, sigla: 'PE', nome: 'Pernambuco', regiao: 'Nordeste' },
          { id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' },
        ],
      }),
    );
  }
  if (url.startsWith('/api/cidades?estado=26')) {
    return Promise.resolve(json({ status: 1, cidades: [{ id: 2611606, nome: 'Recife' }] }));
  }
  if (url.startsWith('/api/cidades?estado=35')) {
    return Promise.resolve(json({ status: 1, cidades: [{ id: 3550308, nome: 'São Paulo' }] }));
  }
  const cep = /^\/api\/cep\/(\d+)/.exec(url)?.[1];
  if (cep) {
    consultasDeCep.push(cep);
    if (respostaCep === 'rede') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(json(respostaCep));
  }
  return Promise.resolve(json({ status: 2, msg: 'não encontrado' }, 404));
}

const RECIFE = {
  status: 1,
  situacao: 'encontrado',
  endereco: {
    cep: '50030230',
    rua: 'Avenida Rio Branco',
    bairro: 'Recife',
    cidade: 'Recife',
    uf: 'PE',
    estado_id: 26,
    cidade_id: 2611606,
  },
};

function Formulario({ inicial }: { inicial: EnderecoGuardado | null }) {
  form = useForm<Form>({ defaultValues: { endereco: valoresEndereco(inicial) } });
  return (
    <FormProvider {...form}>
      <form>
        <CamposEndereco<Form> prefixo="endereco" mostrarEmail={false} />
      </form>
    </FormProvider>
  );
}

function renderizar(inicial: EnderecoGuardado | null = null) {
  const consultas = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={consultas}>
      <Formulario inicial={inicial} />
    </QueryClientProvider>,
  );
}

const campo = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(rotulo);
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(campo(rotulo), { target: { value: valor } });

beforeEach(() => {
  consultasDeCep = [];
  respostaCep = RECIFE;
  vi.stubGlobal('fetch', vi.fn(servidor));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CamposEndereco: o CEP preenche o endereço (ADR 012)', () => {
  it('digitar um CEP completo preenche rua, bairro, estado e cidade; número fica', async () => {
    renderizar();
    digitar('Número', '100');
    digitar('CEP', '50030230');
    expect(campo('CEP').value).toBe('50030-230');
    await waitFor(() => expect(campo('Rua').value).toBe('Avenida Rio Branco'));
    expect(campo('Bairro').value).toBe('Recife');
    await waitFor(() => expect(campo('Cidade').value).toBe('Recife'));
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Pernambuco');
    expect(form.getValues('endereco')).toMatchObject({ estado_id: 26, cidade_id: 2611606, numero: '100' });
    expect(consultasDeCep).toEqual(['50030230']);
  });

  it('CEP incompleto não consulta; o endereço carregado não é consultado nem trocado', async () => {
    renderizar({
      cep: '01310200',
      rua: 'Avenida Paulista',
      bairro: 'Bela Vista',
      estado_id: 35,
      cidade_id: 3550308,
    });
    digitar('CEP', '01310-20');
    digitar('CEP', '01310-200');
    await new Promise((r) => setTimeout(r, 20));
    expect(consultasDeCep).toEqual([]);
    expect(campo('Rua').value).toBe('Avenida Paulista');
  });

  it("CEP desconhecido: a dica 'CEP não encontrado' e nada muda", async () => {
    respostaCep = { status: 1, situacao: 'nao_encontrado', endereco: null };
    renderizar();
    digitar('Rua', 'Rua que digitei');
    digitar('CEP', '99999-999');
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
    expect(campo('Rua').value).toBe('Rua que digitei');
  });

  it('sem rede ou provedor fora do ar: nenhum aviso, o formulário segue à mão', async () => {
    respostaCep = 'rede';
    renderizar();
    digitar('CEP', '50030-230');
    await waitFor(() => expect(consultasDeCep).toEqual(['50030230']));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('CEP não encontrado')).toBeNull();
    digitar('Rua', 'Rua à mão');
    expect(campo('Rua').value).toBe('Rua à mão');
    // The next try of the same CEP asks again (a failure is never kept).
    respostaCep = RECIFE;
    digitar('CEP', '50030-23');
    digitar('CEP', '50030-230');
    await waitFor(() => expect(campo('Rua').value).toBe('Avenida Rio Branco'));
  });
});
