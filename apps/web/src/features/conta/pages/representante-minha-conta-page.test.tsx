// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { representantes, type z } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  renderizarTela,
  usuarioDe,
  type RespostaFalsa,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import { TEXTOS_CONTA, avisoCadastroIncompleto } from '../components/conta-textos';
import RepresentanteMinhaContaPage from './representante-minha-conta-page';

const { MSG_REPRESENTANTES: MSG } = representantes;
const CONTA = '/api/representantes/conta';
type ContaLida = z.output<typeof representantes.representanteContaLidaSchema>;

/** A representative registered by an administrador, account not completed yet. */
const NOVA: ContaLida = {
  id: 3,
  razao_social: null,
  nome_fantasia: 'Ricardo Fontana',
  cnpj: null,
  ie: null,
  banco: null,
  agencia: null,
  conta: null,
  conta_tipo: null,
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
  },
  user: { email: 'ricardo@rep.test' },
  acoes: { editar: true, alterar_logo: false },
};

function referencias(req: { url: string }): RespostaFalsa | undefined {
  if (req.url.startsWith('/api/estados'))
    return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
  if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
  if (req.url.startsWith('/api/bancos'))
    return ok({ bancos: [{ codigo: '341', nome: 'Itaú Unibanco S.A.' }] });
  return undefined;
}

function abrir(servidor: ServidorFalso) {
  return renderizarTela(<RepresentanteMinhaContaPage />, {
    rota: '/representante/minha-conta',
    usuario: usuarioDe('representante', 3, { verificado: false }),
    servidor: (req) => referencias(req) ?? servidor(req),
    destinos: ['/'],
  });
}

function textoDoCampo(rotulo: RegExp): string {
  const id = screen.getByLabelText(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/representante/minha-conta (spec 2 §5 "Representative account")', () => {
  it('carregando, depois a conta com o aviso de cadastro incompleto e sem Cancelar', async () => {
    abrir((req) => (req.url === CONTA ? ok({ representante: NOVA }) : undefined));
    expect(screen.getByRole('progressbar', { name: 'Carregando os dados da conta' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Ricardo Fontana')).toBeTruthy();
    expect(screen.getByText(avisoCadastroIncompleto('representante'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('conta já verificada: sem o aviso, com Cancelar', async () => {
    abrir((req) => (req.url === CONTA ? ok({ representante: { ...NOVA, verificado: true } }) : undefined));
    await screen.findByDisplayValue('Ricardo Fontana');
    expect(screen.queryByText(avisoCadastroIncompleto('representante'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it("erro (500) ou sem rede ao carregar: 'Não foi possível carregar os dados da conta' e Tentar novamente", async () => {
    for (const falha of [erro(500, 'Erro interno'), 'sem-rede' as const]) {
      let n = 0;
      abrir((req) => {
        if (req.url !== CONTA) return undefined;
        n += 1;
        return n === 1 ? falha : ok({ representante: NOVA });
      });
      expect((await screen.findByRole('alert')).textContent).toContain(TEXTOS_CONTA.erroCarregar);
      fireEvent.click(screen.getByRole('button', { name: TEXTOS_CONTA.tentarNovamente }));
      expect(await screen.findByDisplayValue('Ricardo Fontana')).toBeTruthy();
      cleanup();
    }
  });

  it("tudo é obrigatório: 'Campo obrigatório' em cada campo, nada enviado", async () => {
    const { requisicoes } = abrir((req) => (req.url === CONTA ? ok({ representante: NOVA }) : undefined));
    await screen.findByDisplayValue('Ricardo Fontana');
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_CONTA.salvar }));
    await waitFor(() => expect(textoDoCampo(/^Razão Social/)).toBe('Campo obrigatório'));
    for (const rotulo of [/^CNPJ/, /^Inscrição Estadual/, /^Logradouro/, /^Número/, /^Bairro/, /^CEP/]) {
      expect(textoDoCampo(rotulo), String(rotulo)).toBe('Campo obrigatório');
    }
    expect(textoDoCampo(/^Agência/)).toBe('Campo obrigatório');
    expect(textoDoCampo(/^Conta\s*\*?$/)).toBe('Campo obrigatório');
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });

  it('o erro de campo do servidor aparece sob o campo, com o aviso', async () => {
    const completa: ContaLida = {
      ...NOVA,
      razao_social: 'R. Fontana Representações Ltda',
      cnpj: '24718093000152',
      ie: '409931407',
      banco: '341',
      agencia: '0734',
      conta: '45120-3',
      conta_tipo: 'Conta Corrente',
      verificado: true,
      endereco: {
        rua: 'Rua Augusta',
        numero: '500',
        complemento: null,
        bairro: 'Consolação',
        estado_id: 35,
        cidade_id: 3550308,
        cep: '01305000',
        telefone: '1132221100',
        celular: '11999998888',
      },
    };
    const { requisicoes } = abrir((req) => {
      if (req.url === CONTA) return ok({ representante: completa });
      if (req.url === '/api/representantes/conta/salvar')
        return erro(400, 'Dados inválidos', { 'representante.user.email': MSG.emailEmUso });
      return undefined;
    });
    await screen.findByDisplayValue('R. Fontana Representações Ltda');
    fireEvent.click(screen.getByRole('button', { name: TEXTOS_CONTA.salvar }));
    await waitFor(() => expect(textoDoCampo(/^Email/)).toBe(MSG.emailEmUso));
    expect(avisos()).toContain('Dados inválidos');
    const corpo = requisicoes.find((r) => r.metodo === 'POST')?.corpo as { representante: { banco: string } };
    expect(corpo.representante.banco).toBe('341');
  });
});
