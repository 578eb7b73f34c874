// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { fornecedores, type z } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { avisoCadastroIncompleto } from '../components/conta-textos';
import FornecedorMinhaContaPage from './fornecedor-minha-conta-page';

// MUI forms render slowly on a busy CI machine: wait up to 10 s for what is expected.
configure({ asyncUtilTimeout: 10_000 });

const MSG = fornecedores.MSG_FORNECEDORES;
type ContaLida = z.output<typeof fornecedores.fornecedorContaLidaSchema>;

/** A field's label, with or without the required mark its contract gives it ('CNPJ *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
/** The message under a field (MUI's helper text, tied to the input by aria-describedby). */
function textoDe(rotulo: string): string | null {
  const id = entrada(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

const COMPLETA: ContaLida = {
  id: 1,
  razao_social: 'Malharia Serra Ltda',
  nome_fantasia: 'Malharia Serra',
  cnpj: '12ABC34501DE35',
  ie: '355777623',
  verificado: true,
  logo: null,
  endereco: {
    rua: 'Rua das Malhas',
    numero: '10',
    complemento: null,
    bairro: 'Centro',
    estado_id: 35,
    cidade_id: 3550308,
    cep: '03010000',
    telefone: '1133334444',
    celular: '11999998888',
    email: 'comercial@serra.test',
    email2: null,
  },
  user: { email: 'fornecedor@teste.test' },
  acoes: { editar: true, alterar_logo: true },
};

const VAZIA: ContaLida = {
  ...COMPLETA,
  razao_social: null,
  cnpj: null,
  ie: null,
  verificado: false,
  endereco: {
    rua: null,
    numero: null,
    complemento: null,
    bairro: null,
    estado_id: null,
    cidade_id: null,
    cep: null,
    telefone: null,
    celular: null,
    email: null,
    email2: null,
  },
};

/** The account, the logo and the reference lists; `outro` answers the rest. */
const servidorDa =
  (conta: ContaLida, outro: ServidorFalso = () => undefined): ServidorFalso =>
  (req) => {
    if (req.url.startsWith('/api/fornecedores/config/listar')) return ok({ fornecedor: conta, video: null });
    if (req.url === '/api/fornecedores/1/logo/listar') return ok({ logo: null });
    if (req.url.startsWith('/api/estados')) {
      return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
    }
    if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
    return outro(req);
  };

function abrir(servidor: ServidorFalso, verificado = true) {
  return renderizarTela(<FornecedorMinhaContaPage />, {
    rota: '/fornecedor/minha-conta',
    usuario: usuarioDe('fornecedor', 1, { verificado }),
    servidor,
    destinos: ['/'],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/fornecedor/minha-conta: carga', () => {
  it('carregando: a barra de progresso; depois os dados com máscara', async () => {
    abrir(servidorDa(COMPLETA));
    expect(
      screen.getAllByRole('progressbar', { name: 'Carregando os dados da conta' }).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(entrada('Razão Social').value).toBe('Malharia Serra Ltda'));
    expect(entrada('CNPJ').value).toBe('12.ABC.345/01DE-35');
    expect(entrada('CEP').value).toBe('03010-000');
    expect(screen.queryByRole('progressbar', { name: 'Carregando os dados da conta' })).toBeNull();
    expect(screen.queryByText(avisoCadastroIncompleto('fornecedor'))).toBeNull();
  });

  it("erro 500: 'Não foi possível carregar os dados da conta' e 'Tentar novamente' busca de novo", async () => {
    let falhar = true;
    const { requisicoes } = abrir((req) =>
      falhar && req.url.startsWith('/api/fornecedores/config/listar')
        ? erro(500, 'Ocorreu um erro inesperado.')
        : servidorDa(COMPLETA)(req),
    );
    expect(
      (await screen.findAllByText('Não foi possível carregar os dados da conta')).length,
    ).toBeGreaterThan(0);
    falhar = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    await waitFor(() => expect(entrada('Razão Social').value).toBe('Malharia Serra Ltda'));
    expect(requisicoes.filter((r) => r.url.startsWith('/api/fornecedores/config/listar'))).toHaveLength(2);
  });

  it('sem rede: a mesma mensagem, sem formulário vazio fingindo ser a conta', async () => {
    abrir(() => 'sem-rede');
    expect(
      (await screen.findAllByText('Não foi possível carregar os dados da conta')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByLabelText(campo('Razão Social'))).toBeNull();
  });
});

describe('/fornecedor/minha-conta: o email de login e a validação (spec 2 §5 "Supplier account")', () => {
  it('conta verificada: o email de login fica travado, com a explicação', async () => {
    abrir(servidorDa(COMPLETA));
    await waitFor(() => expect(entrada('Email').value).toBe('fornecedor@teste.test'));
    expect(entrada('Email').disabled).toBe(true);
    expect(textoDe('Email')).toBe('É o seu login; não pode ser alterado depois que a conta foi verificada.');
  });

  it("conta nova: o aviso de cadastro incompleto, o email livre e 'Campo obrigatório' no que falta", async () => {
    const { requisicoes } = abrir(servidorDa(VAZIA), false);
    expect(await screen.findByText(avisoCadastroIncompleto('fornecedor'))).toBeTruthy();
    await waitFor(() => expect(entrada('Email').value).toBe('fornecedor@teste.test'));
    expect(entrada('Email').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(textoDe('Razão Social')).toBe('Campo obrigatório'));
    for (const rotulo of [
      'CNPJ',
      'Inscrição Estadual',
      'Logradouro',
      'Número',
      'Bairro',
      'CEP',
      'Telefone',
      'Celular',
    ]) {
      expect(textoDe(rotulo), rotulo).toBe('Campo obrigatório');
    }
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
  });

  it('email e telefone inválidos com as mensagens do contrato', async () => {
    abrir(servidorDa(VAZIA), false);
    await waitFor(() => expect(entrada('Email').value).toBe('fornecedor@teste.test'));
    fireEvent.change(entrada('Email'), { target: { value: 'sem arroba' } });
    fireEvent.change(entrada('Telefone'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(textoDe('Email')).toBe('E-mail inválido'));
    expect(textoDe('Telefone')).toBe('Telefone inválido');
  });

  it('salvar manda a conta, avisa e troca o usuário guardado pelo da resposta', async () => {
    const usuario = usuarioDe('fornecedor', 1, { nome: 'Malharia Serra Nova' });
    const { requisicoes } = abrir(
      servidorDa(COMPLETA, (req) =>
        req.metodo === 'POST' ? ok({ msg: MSG.contaSalva, user: usuario }) : undefined,
      ),
    );
    await waitFor(() => expect(entrada('Nome Fantasia').value).toBe('Malharia Serra'));
    fireEvent.change(entrada('Nome Fantasia'), { target: { value: 'Malharia Serra Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toEqual([MSG.contaSalva]));
    expect(useEstadoLocal.getState().usuario?.nome).toBe('Malharia Serra Nova');
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toMatchObject({
      fornecedor: { nome_fantasia: 'Malharia Serra Nova', cnpj: '12ABC34501DE35' },
    });
  });

  it('a recusa do servidor num campo aparece no campo', async () => {
    abrir(
      servidorDa(COMPLETA, (req) =>
        req.metodo === 'POST'
          ? erro(400, 'Dados inválidos', { 'fornecedor.endereco.cidade_id': MSG.cidadeForaDoEstado })
          : undefined,
      ),
    );
    await waitFor(() => expect(entrada('Razão Social').value).toBe('Malharia Serra Ltda'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(textoDe('Cidade')).toBe(MSG.cidadeForaDoEstado));
  });

  it('sem rede ao salvar: a mensagem de conexão, e o que foi digitado fica', async () => {
    abrir(servidorDa(COMPLETA, (req) => (req.metodo === 'POST' ? 'sem-rede' : undefined)));
    await waitFor(() => expect(entrada('Nome Fantasia').value).toBe('Malharia Serra'));
    fireEvent.change(entrada('Nome Fantasia'), { target: { value: 'Digitado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG_SEM_CONEXAO));
    expect(entrada('Nome Fantasia').value).toBe('Digitado');
  });
});
