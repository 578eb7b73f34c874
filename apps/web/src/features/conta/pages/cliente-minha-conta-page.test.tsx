// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UsuarioLogado, clientes } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal, type ItemCarrinho } from '../../../lib/estado-local';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import ClienteMinhaContaPage from './cliente-minha-conta-page';

/** A field's label, with or without the required mark its contract gives it ('CEP *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);

const BANNER =
  'Caro cliente, precisamos concluir o seu cadastro. Por favor, preencha os dados obrigatórios abaixo e clique em SALVAR para poder prosseguir';

const USUARIO: UsuarioLogado = {
  id: 5,
  tipo: 'cliente',
  nome: 'Loja Nova',
  email: 'novo@c.test',
  verificado: false,
  trocar_senha: false,
  cliente_id: 3,
  cliente_nome: 'Loja Nova',
  fornecedor_id: null,
  fornecedor_nome: null,
  representante_id: null,
  representante_nome: null,
  administrador_id: null,
  administrador_nome: null,
  master_nome: null,
};

/** A new customer whose default store a representative already registered (so the form is full). */
const NOVO: clientes.ContaClienteLida = {
  id: 3,
  nome: 'Loja Nova',
  razao_social: null,
  nome_fantasia: null,
  cnpj: null,
  ie: null,
  responsavel_nome: 'Joana Prado',
  responsavel_cpf: '52998224725',
  novo_cadastro: true,
  user: { email: 'novo@c.test' },
  endereco: null,
  loja: {
    id: 9,
    razao_social: 'Loja Nova Ltda',
    nome_fantasia: 'Loja Nova',
    cnpj: '12ABC34501DE35',
    ie: null,
    endereco: {
      id: 1,
      rua: 'Avenida Paulista',
      numero: '1578',
      complemento: null,
      bairro: 'Bela Vista',
      cidade_id: 3550308,
      cidade: 'São Paulo',
      estado_id: 35,
      estado: 'SP',
      cep: '01310200',
      telefone: null,
      celular: '11999991100',
      email: 'novo@c.test',
    },
    acoes: { editar: true, excluir: false },
  },
  acoes: { editar: true, alterar_logo: false },
};

const COMPLETA: clientes.ContaClienteLida = { ...NOVO, novo_cadastro: false };

const ITEM: ItemCarrinho = {
  id: 1,
  descricao: 'Blusa',
  valor: 1000,
  quantidade_minima: 1,
  multiplo: 1,
  fornecedor_id: 1,
  quantidade: 2,
  subtotal: 2000,
  grade: [],
  fotos: [],
};

let conta: clientes.ContaClienteLida;
let respostaSalvar: { status: number; corpo: unknown };
let enviados: unknown[];

/** The server: the account, the reference lists and the save, answered from the variables above. */
function servidor(url: string, init?: RequestInit): Response {
  const json = (corpo: unknown, status = 200) =>
    new Response(JSON.stringify(corpo), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.startsWith('/api/clientes/config/listar')) return json({ status: 1, cliente: conta });
  if (url.startsWith('/api/estados')) {
    return json({ status: 1, estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
  }
  if (url.startsWith('/api/cidades'))
    return json({ status: 1, cidades: [{ id: 3550308, nome: 'São Paulo' }] });
  if (url === '/api/clientes/config/salvar' && init?.method === 'POST') {
    enviados.push(JSON.parse(init.body as string));
    return json(respostaSalvar.corpo, respostaSalvar.status);
  }
  return json({ status: 2, msg: 'não encontrado' }, 404);
}

function renderizar() {
  const consultas = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={consultas}>
      <MemoryRouter initialEntries={['/cliente/minha-conta']}>
        <Routes>
          <Route path="/cliente/minha-conta" element={<ClienteMinhaContaPage />} />
          <Route path="/checkout" element={<h1>Finalizar Compra</h1>} />
          <Route path="/" element={<h1>Loja</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(campo(rotulo)), { target: { value: valor } });

beforeEach(() => {
  enviados = [];
  conta = NOVO;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => Promise.resolve(servidor(url, init))),
  );
  useEstadoLocal.setState({ usuario: USUARIO, carrinho: [] });
  useAvisos.setState({ avisos: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/cliente/minha-conta, cadastro novo (spec 2 §2 "Customer account")', () => {
  it('mostra o banner e os dados da loja já registrados, com máscaras', async () => {
    renderizar();
    expect(screen.getByText(BANNER)).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(campo('CNPJ'))).value).toBe('12.ABC.345/01DE-35');
    expect(screen.getByLabelText<HTMLInputElement>(campo('CEP')).value).toBe('01310-200');
    expect(screen.getByRole('heading', { level: 2, name: 'Dados da Loja' })).toBeTruthy();
  });

  it("CNPJ inválido: 'CNPJ Inválido' sem enviar nada, e o que foi digitado fica", async () => {
    renderizar();
    await screen.findByLabelText(campo('CNPJ'));
    digitar('CNPJ', '12.ABC.345/01DE-36');
    digitar('Razão Social', 'Loja Nova Confecções');
    salvar();
    expect(await screen.findByText('CNPJ Inválido')).toBeTruthy();
    expect(enviados).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>(campo('Razão Social')).value).toBe('Loja Nova Confecções');
  });

  it('sem telefone e sem celular: a mensagem nos dois campos', async () => {
    renderizar();
    await screen.findByLabelText(campo('Celular'));
    digitar('Celular', '');
    salvar();
    expect(await screen.findAllByText('Informe o telefone ou o celular')).toHaveLength(2);
  });

  it('primeiro salvamento com produtos no carrinho: troca o usuário guardado e vai para /checkout', async () => {
    useEstadoLocal.setState({ carrinho: [ITEM] });
    respostaSalvar = {
      status: 200,
      corpo: { status: 1, msg: 'Dados da conta salvos com sucesso', user: { ...USUARIO, verificado: true } },
    };
    renderizar();
    await screen.findByLabelText(campo('CNPJ'));
    salvar();
    expect(await screen.findByRole('heading', { name: 'Finalizar Compra' }, { timeout: 8000 })).toBeTruthy();
    expect(useEstadoLocal.getState().usuario?.verificado).toBe(true);
    expect(enviados[0]).toMatchObject({
      cliente: {
        id: 3,
        cnpj: '12.ABC.345/01DE-35',
        user: { email: 'novo@c.test' },
        endereco: { cidade_id: 3550308 },
      },
    });
  });

  it('erro do servidor por campo aparece sob o campo, com os dados mantidos', async () => {
    respostaSalvar = {
      status: 400,
      corpo: {
        status: 2,
        msg: 'Dados inválidos. Verifique os campos destacados.',
        errors: { 'cliente.user.email': 'Este email já está cadastrado' },
      },
    };
    renderizar();
    await screen.findByLabelText(campo('Email'));
    digitar('Email', 'outro@c.test');
    salvar();
    expect(await screen.findByText('Este email já está cadastrado')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(campo('Email')).value).toBe('outro@c.test');
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toEqual([
      'Dados inválidos. Verifique os campos destacados.',
    ]);
  });
});

describe('/cliente/minha-conta, conta completa', () => {
  beforeEach(() => {
    conta = COMPLETA;
    useEstadoLocal.setState({ usuario: { ...USUARIO, verificado: true } });
  });

  it('mostra Nome e Email, e a loja padrão só para leitura com o link para /empresas', async () => {
    renderizar();
    expect((await screen.findByLabelText<HTMLInputElement>(campo('Nome'))).value).toBe('Loja Nova');
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.queryByLabelText(campo('CNPJ'))).toBeNull();
    const loja = screen.getByRole('region', { name: 'Dados da Loja' });
    expect(within(loja).getByText('12.ABC.345/01DE-35')).toBeTruthy();
    expect(within(loja).getByRole('link', { name: 'Editar em Minhas Empresas' }).getAttribute('href')).toBe(
      '/empresas',
    );
  });

  it("email alterado: 'Informações para Login' com o login anterior e o novo; 'Entendi' leva a /", async () => {
    respostaSalvar = {
      status: 200,
      corpo: {
        status: 1,
        msg: 'Dados da conta salvos com sucesso',
        user: { ...USUARIO, verificado: true, email: 'loja@c.test' },
      },
    };
    renderizar();
    await screen.findByLabelText(campo('Email'));
    digitar('Email', 'loja@c.test');
    salvar();
    const dialogo = await screen.findByRole('dialog', { name: 'Informações para Login' });
    expect(within(dialogo).getByText('novo@c.test')).toBeTruthy();
    expect(within(dialogo).getByText('loja@c.test')).toBeTruthy();
    expect(enviados[0]).toEqual({
      cliente: {
        id: 3,
        nome: 'Loja Nova',
        responsavel_nome: 'Joana Prado',
        responsavel_cpf: '529.982.247-25',
        user: { email: 'loja@c.test' },
      },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Entendi' }));
    expect(await screen.findByRole('heading', { name: 'Loja' })).toBeTruthy();
    expect(useEstadoLocal.getState().usuario?.email).toBe('loja@c.test');
  });

  it("sem mudar o email: o aviso 'Dados da conta salvos com sucesso' e fica na página", async () => {
    respostaSalvar = {
      status: 200,
      corpo: { status: 1, msg: 'Dados da conta salvos com sucesso', user: { ...USUARIO, verificado: true } },
    };
    renderizar();
    await screen.findByLabelText(campo('Nome'));
    salvar();
    await vi.waitFor(() =>
      expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toEqual([
        'Dados da conta salvos com sucesso',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/cliente/minha-conta, falha ao carregar', () => {
  it("'Não foi possível carregar os dados da conta'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: 2, msg: 'x' }), { status: 500 }))),
    );
    renderizar();
    expect(await screen.findByText('Não foi possível carregar os dados da conta')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('/cliente/minha-conta: carga (renderizarTela)', () => {
  const abrir = (resposta: ReturnType<ServidorFalso>) =>
    renderizarTela(<ClienteMinhaContaPage />, {
      rota: '/cliente/minha-conta',
      usuario: usuarioDe('cliente', 3),
      servidor: (req) => (req.url.startsWith('/api/clientes/config/listar') ? resposta : undefined),
    });

  it('carregando: a barra de progresso', () => {
    abrir(ok({ cliente: COMPLETA }));
    expect(screen.getByRole('progressbar', { name: 'Carregando os dados da conta' })).toBeTruthy();
  });

  it("erro do servidor (500) e sem rede: 'Não foi possível carregar os dados da conta', com nova tentativa", async () => {
    abrir(erro(500, 'Erro interno'));
    expect(await screen.findByText('Não foi possível carregar os dados da conta')).toBeTruthy();
    cleanup();
    abrir('sem-rede');
    expect(await screen.findByText('Não foi possível carregar os dados da conta')).toBeTruthy();
  });

  it('conta completa: Nome e Email editáveis, a loja padrão só para leitura', async () => {
    abrir(ok({ cliente: COMPLETA }));
    expect((await screen.findByLabelText<HTMLInputElement>(campo('Nome'))).value).toBe('Loja Nova');
    expect(screen.getByLabelText<HTMLInputElement>(campo('Email')).disabled).toBe(false);
    expect(screen.queryByLabelText(campo('CNPJ'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar em Minhas Empresas' }).getAttribute('href')).toBe(
      '/empresas',
    );
  });

  it('a loja padrão cujas acoes não deixam editar: sem o atalho para Minhas Empresas', async () => {
    abrir(
      ok({ cliente: { ...COMPLETA, loja: { ...COMPLETA.loja!, acoes: { editar: false, excluir: false } } } }),
    );
    expect(await screen.findByText('Loja Nova Ltda')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar em Minhas Empresas' })).toBeNull();
  });
});
