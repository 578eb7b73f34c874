// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AcoesDe, clientes } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import ClienteFormPage from './cliente-form-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A field's label, with or without the required mark its contract gives it ('CEP *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

/** What a representante of the customer may do: edit, but not its e-mail, CNPJ or representative. */
const DO_REPRESENTANTE: AcoesDe<'cliente'> = {
  editar: true,
  excluir: false,
  ativar: true,
  imprimir: true,
  alterar_email: false,
  alterar_cnpj: false,
  alterar_ie: true,
  alterar_representante: false,
};

function cliente(acoes: AcoesDe<'cliente'>, mudar: Partial<clientes.ClienteLido> = {}): clientes.ClienteLido {
  return {
    id: 7,
    nome: 'Boutique Aurora',
    razao_social: 'Boutique Aurora Ltda',
    nome_fantasia: 'Boutique Aurora',
    cnpj: '12ABC34501DE35',
    ie: null,
    responsavel_nome: 'Aurora Lima',
    responsavel_cpf: '52998224725',
    representante_id: 30,
    representante_nome: 'Rep Um',
    ativo: true,
    novo_cadastro: false,
    user: { email: 'aurora@c.test' },
    endereco: {
      id: 1,
      rua: 'Rua Oscar Freire',
      numero: '1200',
      complemento: null,
      bairro: 'Jardins',
      cidade_id: 3550308,
      cidade: 'São Paulo',
      estado_id: 35,
      estado: 'SP',
      cep: '01426001',
      telefone: '1130612200',
      celular: null,
      email: 'aurora@c.test',
    },
    acoes,
    ...mudar,
  };
}

/** The reference lists every form reads, and `outras` for the rest. */
function servidor(outras: ServidorFalso): ServidorFalso {
  return (req) => {
    if (req.url.startsWith('/api/estados')) {
      return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
    }
    if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
    if (req.url.startsWith('/api/representantes/listar/lista')) {
      return ok({ representantes: [{ id: 30, nome_fantasia: 'Rep Um' }], truncado: false });
    }
    if (/\/api\/clientes\/7\/lojas\/listar/.test(req.url)) return ok({ lojas: [] });
    if (req.url.startsWith('/api/cep/')) {
      return ok({
        situacao: 'encontrado',
        endereco: {
          cep: '01426001',
          rua: 'Rua Oscar Freire',
          bairro: 'Jardins',
          cidade: 'São Paulo',
          uf: 'SP',
          estado_id: 35,
          cidade_id: 3550308,
        },
      });
    }
    return outras(req);
  };
}

/** Opens /clientes/7/editar as `tipo`, the customer answering `resposta`. */
function editar(tipo: 'master' | 'representante', resposta: ReturnType<ServidorFalso>) {
  return renderizarTela(<ClienteFormPage />, {
    rota: '/clientes/:cliente_id/editar',
    url: '/clientes/7/editar',
    usuario: usuarioDe(tipo, tipo === 'master' ? 1 : 30),
    servidor: servidor((req) => (req.url === '/api/clientes/7/editar' ? resposta : undefined)),
    destinos: ['/clientes'],
  });
}

describe('/clientes/:id/editar: carga', () => {
  it('carregando: a barra de progresso', () => {
    editar('representante', ok({ cliente: cliente(DO_REPRESENTANTE) }));
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
  });

  it("erro do servidor (500): 'Erro ao editar cliente', com Voltar", async () => {
    editar('representante', erro(500, 'Erro interno'));
    expect(await screen.findByText('Erro ao editar cliente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/clientes');
    expect(avisos()).toContain('Erro ao editar cliente');
  });

  it('sem rede: o alerta da tela e o aviso de conexão', async () => {
    editar('representante', 'sem-rede');
    expect(await screen.findByText('Erro ao editar cliente')).toBeTruthy();
    await waitFor(() => expect(avisos()).toContain(MSG_SEM_CONEXAO), { timeout: 5000 });
  });
});

describe('/clientes/:id/editar: campos travados pelas acoes do cliente (ADR 013)', () => {
  it('sem alterar_cnpj nem alterar_email: CNPJ e Email travados; IE aberta; sem representante', async () => {
    editar('representante', ok({ cliente: cliente(DO_REPRESENTANTE) }));
    expect((await screen.findByLabelText<HTMLInputElement>(campo('CNPJ'))).disabled).toBe(true);
    expect(entrada('CNPJ').value).toBe('12.ABC.345/01DE-35');
    expect(entrada('Inscrição Estadual').disabled).toBe(false);
    expect(entrada('Email').disabled).toBe(true);
    expect(screen.getByText('O email é o login do cliente; só o master pode alterá-lo.')).toBeTruthy();
    expect(screen.queryByLabelText(campo('Representante'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Adicionar loja' })).toBeTruthy();
  });

  it('com alterar_email e alterar_representante: Email aberto e o Representante para escolher', async () => {
    editar(
      'master',
      ok({
        cliente: cliente({ ...DO_REPRESENTANTE, alterar_email: true, alterar_representante: true }),
      }),
    );
    expect((await screen.findByLabelText<HTMLInputElement>(campo('Email'))).disabled).toBe(false);
    expect(screen.getByText('O email é o login do cliente.')).toBeTruthy();
    expect(screen.getByLabelText(campo('Representante'))).toBeTruthy();
    expect(entrada('CNPJ').disabled).toBe(true);
  });

  it('o papel não abre o que as acoes fecham: master sem alterar_email tem o Email travado', async () => {
    editar('master', ok({ cliente: cliente({ ...DO_REPRESENTANTE, alterar_ie: false }) }));
    expect((await screen.findByLabelText<HTMLInputElement>(campo('Email'))).disabled).toBe(true);
    expect(entrada('Inscrição Estadual').disabled).toBe(true);
    expect(screen.queryByLabelText(campo('Representante'))).toBeNull();
  });

  it('um cliente sem CNPJ com alterar_cnpj: o CNPJ pode ser preenchido', async () => {
    editar('master', ok({ cliente: cliente({ ...DO_REPRESENTANTE, alterar_cnpj: true }, { cnpj: null }) }));
    expect((await screen.findByLabelText<HTMLInputElement>(campo('CNPJ'))).disabled).toBe(false);
  });

  it("sem editar: nada de 'Adicionar loja'", async () => {
    editar('representante', ok({ cliente: cliente({ ...DO_REPRESENTANTE, editar: false }) }));
    await screen.findByLabelText(campo('CNPJ'));
    await screen.findByRole('table', { name: 'Lojas do cliente' });
    expect(screen.queryByRole('button', { name: 'Adicionar loja' })).toBeNull();
  });
});

describe('/clientes/adicionar: validação (spec 2 §5 "Customer form")', () => {
  function adicionar(outras: ServidorFalso = () => undefined) {
    return renderizarTela(<ClienteFormPage />, {
      rota: '/clientes/adicionar',
      usuario: usuarioDe('representante', 30),
      servidor: servidor(outras),
      destinos: ['/clientes', '/clientes/:cliente_id/editar'],
    });
  }
  const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  const digitar = (rotulo: string, valor: string) =>
    fireEvent.change(entrada(rotulo), { target: { value: valor } });

  it("vazio: 'Campo obrigatório' nos obrigatórios, telefone ou celular nos dois, nada enviado", async () => {
    const { requisicoes } = adicionar();
    salvar();
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(8);
    expect(screen.getAllByText('Informe o telefone ou o celular')).toHaveLength(2);
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });

  it("CNPJ, CPF e email errados: 'CNPJ Inválido', 'CPF Inválido', 'Email Inválido'", async () => {
    adicionar();
    digitar('CNPJ', '12.ABC.345/01DE-36');
    digitar('CPF do Responsável', '111.111.111-11');
    digitar('Email', 'aurora@');
    salvar();
    expect(await screen.findByText('CNPJ Inválido')).toBeTruthy();
    expect(screen.getByText('CPF Inválido')).toBeTruthy();
    expect(screen.getByText('Email Inválido')).toBeTruthy();
  });

  it('recusa do servidor: a mensagem sob o campo e o aviso com a dica', async () => {
    adicionar((req) =>
      req.url === '/api/clientes/salvar'
        ? erro(409, 'Cliente já cadastrado: este CNPJ já pertence a outro cliente', {
            cnpj: 'Cliente já cadastrado: este CNPJ já pertence a outro cliente',
          })
        : undefined,
    );
    digitar('Razão Social', 'Boutique Aurora Ltda');
    digitar('Nome Fantasia', 'Boutique Aurora');
    digitar('CNPJ', '12.ABC.345/01DE-35');
    digitar('Nome do Responsável', 'Aurora Lima');
    digitar('CPF do Responsável', '529.982.247-25');
    digitar('Número', '1200');
    digitar('Telefone', '(11) 3061-2200');
    digitar('Email', 'aurora@c.test');
    // The CEP fills street, district, state and city (ADR 012).
    digitar('CEP', '01426-001');
    await waitFor(() => expect(entrada('Cidade').value).toBe('São Paulo'), { timeout: 5000 });
    salvar();
    expect(
      await screen.findByText(
        'Cliente já cadastrado: este CNPJ já pertence a outro cliente',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(avisos()).toContain(
      'Cliente já cadastrado: este CNPJ já pertence a outro cliente Verifique se o cliente já está cadastrado ou entre em contato com o administrador.',
    );
    expect(entrada('Razão Social').value).toBe('Boutique Aurora Ltda');
  });
});
