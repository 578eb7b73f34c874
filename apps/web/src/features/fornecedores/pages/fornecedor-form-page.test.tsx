// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { fornecedores, type AcoesDe } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import FornecedorFormPage from './fornecedor-form-page';

const MSG = fornecedores.MSG_FORNECEDORES;

// MUI forms render slowly on a busy CI machine: wait up to 10 s for what is expected.
configure({ asyncUtilTimeout: 10_000 });

/** A field's label, with or without the required mark its contract gives it ('CNPJ *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
/** The message under a field (MUI's helper text, tied to the input by aria-describedby). */
function erroDe(rotulo: string): string | null {
  const id = entrada(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(entrada(rotulo), { target: { value: valor } });
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

const ACOES: AcoesDe<'fornecedor'> = {
  editar: true,
  excluir: true,
  resetar_senha: true,
  bloquear: true,
  ativar_para_mim: false,
  avaliar: false,
  alterar_email: false,
};

const GUARDADO: fornecedores.FornecedorCadastroLido = {
  id: 7,
  razao_social: 'Malharia Serra Ltda',
  nome_fantasia: 'Malharia Serra',
  cnpj: '12ABC34501DE35',
  ie: null,
  nome_socio: 'Ana Sócia',
  cpf: '52998224725',
  data_nascimento: '1980-05-10',
  ativo: true,
  verificado: false,
  endereco: {
    rua: 'Rua das Malhas',
    numero: '10',
    complemento: null,
    bairro: 'Centro',
    estado_id: 35,
    cidade_id: 3550308,
    cep: '03010000',
    telefone: '1133334444',
    celular: null,
    email: null,
    email2: null,
  },
  user: { email: 'serra@f.test' },
  acoes: ACOES,
};

/** The reference lists every address form loads. */
const referencias: ServidorFalso = ({ url }) => {
  if (url.startsWith('/api/estados')) {
    return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
  }
  if (url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
  return undefined;
};

function editar(servidor: ServidorFalso, usuario = usuarioDe('administrador', 10)) {
  return renderizarTela(<FornecedorFormPage />, {
    rota: '/fornecedores/:fornecedor_id/editar',
    url: '/fornecedores/7/editar',
    usuario,
    servidor: (req) => referencias(req) ?? servidor(req),
    destinos: ['/fornecedores'],
  });
}

function adicionar(servidor: ServidorFalso = () => undefined) {
  return renderizarTela(<FornecedorFormPage />, {
    rota: '/fornecedores/adicionar',
    usuario: usuarioDe('representante', 30),
    servidor: (req) => referencias(req) ?? servidor(req),
    destinos: ['/fornecedores'],
  });
}

const carregado =
  (fornecedor: fornecedores.FornecedorCadastroLido): ServidorFalso =>
  ({ url }) =>
    url === '/api/fornecedores/7/editar' ? ok({ fornecedor }) : undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cadastro de Fornecedor: carga', () => {
  it('carregando: a barra de progresso e Salvar desligado até os dados chegarem', async () => {
    editar(carregado(GUARDADO));
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' }).disabled).toBe(true);
    await waitFor(() => expect(entrada('Razão Social').value).toBe('Malharia Serra Ltda'));
    expect(entrada('CNPJ').value).toBe('12.ABC.345/01DE-35');
    expect(entrada('CPF').value).toBe('529.982.247-25');
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();
  });

  it("erro 500 ao carregar: 'Erro ao editar fornecedor' e volta à lista", async () => {
    editar(() => erro(500, 'Ocorreu um erro inesperado.'));
    expect(await screen.findByRole('heading', { name: 'Destino /fornecedores' })).toBeTruthy();
    expect(avisos()).toEqual([MSG.erroEditar]);
  });

  it('sem rede ao carregar: a mesma mensagem e volta à lista', async () => {
    editar(() => 'sem-rede');
    expect(await screen.findByRole('heading', { name: 'Destino /fornecedores' })).toBeTruthy();
    expect(avisos()).toEqual([MSG.erroEditar]);
  });

  it('um id que não é id: a mensagem e a lista, sem chamar o servidor', async () => {
    const { requisicoes } = renderizarTela(<FornecedorFormPage />, {
      rota: '/fornecedores/:fornecedor_id/editar',
      url: '/fornecedores/abc/editar',
      usuario: usuarioDe('master', 1),
      servidor: referencias,
      destinos: ['/fornecedores'],
    });
    expect(await screen.findByRole('heading', { name: 'Destino /fornecedores' })).toBeTruthy();
    expect(requisicoes.some((r) => r.url.includes('/editar'))).toBe(false);
  });
});

describe('Cadastro de Fornecedor: o email de login segue acoes.alterar_email (ADR 007, ADR 013)', () => {
  it('travado quando a resposta nega, com a explicação', async () => {
    editar(carregado(GUARDADO));
    await waitFor(() => expect(entrada('Email de login').value).toBe('serra@f.test'));
    expect(entrada('Email de login').disabled).toBe(true);
    expect(erroDe('Email de login')).toBe('O email é o login do fornecedor; só o master pode alterá-lo.');
  });

  it('livre quando a resposta permite, seja qual for o papel de quem chama', async () => {
    // The role says nothing here: an administrador session with an answer that allows it.
    editar(carregado({ ...GUARDADO, acoes: { ...ACOES, alterar_email: true } }));
    await waitFor(() => expect(entrada('Email de login').value).toBe('serra@f.test'));
    expect(entrada('Email de login').disabled).toBe(false);
    expect(erroDe('Email de login')).toBe('É o login do fornecedor na Rodada.');
  });

  it('um master com a resposta negando também fica travado', async () => {
    editar(carregado(GUARDADO), usuarioDe('master', 1));
    await waitFor(() => expect(entrada('Email de login').value).toBe('serra@f.test'));
    expect(entrada('Email de login').disabled).toBe(true);
  });

  it('salvar manda o cadastro e volta à lista com a mensagem do servidor', async () => {
    const { requisicoes } = editar((req) =>
      req.metodo === 'POST' ? ok({ msg: MSG.atualizado }) : carregado(GUARDADO)(req),
    );
    await waitFor(() => expect(entrada('Razão Social').value).toBe('Malharia Serra Ltda'));
    digitar('Nome Fantasia', 'Malharia Serra Nova');
    salvar();
    expect(await screen.findByRole('heading', { name: 'Destino /fornecedores' })).toBeTruthy();
    expect(avisos()).toEqual([MSG.atualizado]);
    const enviado = requisicoes.find((r) => r.metodo === 'POST');
    expect(enviado?.url).toBe('/api/fornecedores/7/atualizar');
    expect(enviado?.corpo).toMatchObject({
      nome_fantasia: 'Malharia Serra Nova',
      user: { email: 'serra@f.test' },
    });
  });

  it('o erro de campo do servidor aparece no campo', async () => {
    editar((req) =>
      req.metodo === 'POST'
        ? erro(400, 'Dados inválidos', { cnpj: MSG.cnpjEmUso })
        : carregado(GUARDADO)(req),
    );
    await waitFor(() => expect(entrada('CNPJ').value).toBe('12.ABC.345/01DE-35'));
    salvar();
    await waitFor(() => expect(erroDe('CNPJ')).toBe(MSG.cnpjEmUso));
    expect(screen.queryByRole('heading', { name: 'Destino /fornecedores' })).toBeNull();
  });
});

describe('Cadastro de Fornecedor: validação (spec 2 §5 "Supplier registration")', () => {
  it("vazio: 'Campo obrigatório' em cada campo exigido e nada vai ao servidor", async () => {
    const { requisicoes } = adicionar();
    expect(entrada('Email de login').disabled).toBe(false);
    salvar();
    await waitFor(() => expect(erroDe('Razão Social')).toBe('Campo obrigatório'));
    for (const rotulo of ['Nome Fantasia', 'CNPJ', 'Rua', 'Número', 'Bairro', 'Telefone', 'Email de login']) {
      expect(erroDe(rotulo), rotulo).toBe('Campo obrigatório');
    }
    // Optional fields stay quiet.
    expect(erroDe('Inscrição Estadual')).toBeNull();
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
  });

  it('CNPJ, CPF e emails inválidos com as mensagens do contrato', async () => {
    adicionar();
    digitar('CNPJ', '11.111.111/1111-11');
    digitar('CPF', '111.111.111-11');
    digitar('Email de login', 'não é email');
    digitar('Email de contato', 'x@');
    salvar();
    await waitFor(() => expect(erroDe('CNPJ')).toBe('CNPJ Inválido'));
    expect(erroDe('CPF')).toBe('CPF Inválido');
    expect(erroDe('Email de login')).toBe('E-mail inválido');
    expect(erroDe('Email de contato')).toBe('E-mail inválido');
  });

  it('novo fornecedor: a senha temporária aparece uma vez, e fechar volta à lista', async () => {
    const { requisicoes } = adicionar((req) =>
      req.metodo === 'POST' ? ok({ msg: MSG.salvo, id: 9, senha: 'Temp-1234' }) : undefined,
    );
    digitar('Razão Social', 'Malharia Nova Ltda');
    digitar('Nome Fantasia', 'Malharia Nova');
    digitar('CNPJ', '12.ABC.345/01DE-35');
    digitar('CEP', '03010-000');
    digitar('Rua', 'Rua das Malhas');
    digitar('Número', '10');
    digitar('Bairro', 'Centro');
    digitar('Telefone', '(11) 3333-4444');
    digitar('Email de login', 'nova@f.test');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: campo('Estado') }));
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const cidade = entrada('Cidade');
    await waitFor(() => expect(cidade.disabled).toBe(false));
    fireEvent.change(cidade, { target: { value: 'São' } });
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    salvar();
    const dialogo = await screen.findByRole('dialog', { name: 'Senha temporária' });
    expect(dialogo.textContent).toContain('Malharia Nova (nova@f.test)');
    expect(screen.getByDisplayValue('Temp-1234')).toBeTruthy();
    expect(avisos()).toEqual([MSG.salvo]);
    expect(requisicoes.find((r) => r.metodo === 'POST')?.url).toBe('/api/fornecedores/salvar');
  });
});
