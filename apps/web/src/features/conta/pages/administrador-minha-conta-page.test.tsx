// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { administradores } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  renderizarTela,
  usuarioDe,
  type RespostaFalsa,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import { TEXTOS_CONTA } from '../components/conta-textos';
import AdministradorMinhaContaPage from './administrador-minha-conta-page';

const CONTA = '/api/administradores/config/listar';
const SALVAR = '/api/administradores/config/salvar';
const { OBRIGATORIO_ADMINISTRADOR } = administradores;

const ADRIANA: administradores.ContaAdministradorLida = {
  id: 10,
  nome: 'Adriana',
  cnpj: null,
  novo_cadastro: true,
  user: { email: 'adriana@adm.test' },
  endereco: null,
  acoes: { editar: true, alterar_logo: false },
};

function referencias(req: { url: string }): RespostaFalsa | undefined {
  if (req.url.startsWith('/api/estados'))
    return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
  if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
  return undefined;
}

function abrir(servidor: ServidorFalso) {
  return renderizarTela(<AdministradorMinhaContaPage />, {
    rota: '/administrador/minha-conta',
    usuario: usuarioDe('administrador', 10),
    servidor: (req) => referencias(req) ?? servidor(req),
  });
}

function textoDoCampo(rotulo: RegExp): string {
  const id = screen.getByLabelText(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const salvar = () => fireEvent.click(screen.getByRole('button', { name: TEXTOS_CONTA.salvar }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/administrador/minha-conta (spec 2 §5 "Administrator account")', () => {
  it('carregando, depois a conta', async () => {
    abrir((req) => (req.url.startsWith(CONTA) ? ok({ administrador: ADRIANA }) : undefined));
    expect(screen.getByRole('progressbar', { name: 'Carregando os dados da conta' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Adriana')).toBeTruthy();
    expect(screen.getByDisplayValue('adriana@adm.test')).toBeTruthy();
  });

  it("erro (500) ou sem rede ao carregar: 'Não foi possível carregar os dados da conta'", async () => {
    for (const falha of [erro(500, 'Erro interno'), 'sem-rede' as const]) {
      abrir((req) => (req.url.startsWith(CONTA) ? falha : undefined));
      expect((await screen.findByRole('alert')).textContent).toContain(TEXTOS_CONTA.erroCarregar);
      expect(screen.getByRole('button', { name: TEXTOS_CONTA.tentarNovamente })).toBeTruthy();
      cleanup();
    }
  });

  it("tudo obrigatório (menos complemento): 'Obrigatório' em cada campo, nada enviado", async () => {
    const { requisicoes } = abrir((req) =>
      req.url.startsWith(CONTA) ? ok({ administrador: ADRIANA }) : undefined,
    );
    fireEvent.change(await screen.findByDisplayValue('Adriana'), { target: { value: '' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Nome/)).toBe(OBRIGATORIO_ADMINISTRADOR));
    for (const rotulo of [/^CNPJ/, /^Rua/, /^Número/, /^Bairro/, /^CEP/, /^Telefone/, /^Celular/]) {
      expect(textoDoCampo(rotulo), String(rotulo)).toBe(OBRIGATORIO_ADMINISTRADOR);
    }
    expect(textoDoCampo(/^Complemento/)).toBe('');
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });

  it("CNPJ e email inválidos: 'CNPJ Inválido' e 'E-mail inválido'", async () => {
    abrir((req) => (req.url.startsWith(CONTA) ? ok({ administrador: ADRIANA }) : undefined));
    await screen.findByDisplayValue('Adriana');
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '11.111.111/1111-11' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'adriana@' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^CNPJ/)).toBe('CNPJ Inválido'));
    expect(textoDoCampo(/^Email/)).toBe('E-mail inválido');
  });

  it('o erro de campo do servidor aparece sob o campo, o que foi digitado fica', async () => {
    const completa: administradores.ContaAdministradorLida = {
      ...ADRIANA,
      cnpj: '11222333000181',
      novo_cadastro: false,
      endereco: {
        id: 1,
        rua: 'Rua Augusta',
        numero: '500',
        complemento: null,
        bairro: 'Consolação',
        cidade_id: 3550308,
        cidade: 'São Paulo',
        estado_id: 35,
        estado: 'SP',
        cep: '01305000',
        telefone: '1132221100',
        celular: '11999998888',
        email: 'adriana@adm.test',
      },
    };
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(CONTA)) return ok({ administrador: completa });
      if (req.url === SALVAR)
        return erro(400, 'Dados inválidos', { 'administrador.user.email': 'Este email já está em uso' });
      return undefined;
    });
    await screen.findByDisplayValue('Adriana');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'outra@adm.test' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Email/)).toBe('Este email já está em uso'));
    expect(screen.getByDisplayValue('outra@adm.test')).toBeTruthy();
    expect(avisos()).toContain('Dados inválidos');
    const corpo = requisicoes.find((r) => r.metodo === 'POST')?.corpo as { administrador: { id: number } };
    expect(corpo.administrador.id).toBe(10);
  });
});
