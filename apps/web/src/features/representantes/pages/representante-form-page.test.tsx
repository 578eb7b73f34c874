// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { representantes, type AcoesDe } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  renderizarTela,
  usuarioDe,
  type RespostaFalsa,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import RepresentanteFormPage from './representante-form-page';

const { MSG_REPRESENTANTES: MSG } = representantes;
const LISTA = '/representantes';

/** A stored representative as GET /api/representantes/7/editar answers it. */
function guardado(acoes: AcoesDe<'representante'>): representantes.RepresentanteEdicao {
  return {
    id: 7,
    nome_fantasia: 'Alfa Representações',
    razao_social: 'Alfa Ltda',
    cnpj: '11222333000181',
    ie: null,
    banco: '341',
    agencia: '0734',
    conta: '45120-3',
    conta_tipo: 'Conta Corrente',
    endereco: {
      rua: 'Rua Augusta',
      numero: '500',
      complemento: null,
      bairro: 'Consolação',
      estado_id: 35,
      estado: 'SP',
      cidade_id: 3550308,
      cidade: 'São Paulo',
      cep: '01305000',
      telefone: '1132221100',
      celular: null,
      email: null,
    },
    user: { email: 'alfa@rep.test' },
    acoes,
  };
}

/** The reference lists every form with an address and bank data loads. */
function referencias(req: { url: string }): RespostaFalsa | undefined {
  if (req.url.startsWith('/api/estados'))
    return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
  if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
  if (req.url.startsWith('/api/bancos'))
    return ok({ bancos: [{ codigo: '341', nome: 'Itaú Unibanco S.A.' }] });
  return undefined;
}

function abrir(url: string, servidor: ServidorFalso, tipo: 'administrador' | 'master' = 'administrador') {
  return renderizarTela(<RepresentanteFormPage />, {
    rota: url.endsWith('/adicionar')
      ? '/representantes/adicionar'
      : '/representantes/:representante_id/editar',
    url,
    usuario: usuarioDe(tipo),
    servidor: (req) => referencias(req) ?? servidor(req),
    destinos: [LISTA],
  });
}

/** The text under a field (its error, or its help), found through the field's label. */
function textoDoCampo(rotulo: RegExp): string {
  const campo = screen.getByLabelText(rotulo);
  const id = campo.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/representantes/adicionar: validação (spec 2 §5 "Representative form")', () => {
  it('vazio: cada obrigatório diz "Campo obrigatório" e nada é enviado', async () => {
    const { requisicoes } = abrir('/representantes/adicionar', () => undefined);
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Nome Fantasia/)).toBe('Campo obrigatório'));
    for (const rotulo of [/^CNPJ/, /^Rua/, /^Número/, /^Bairro/, /^CEP/, /^Usuário \(email de login\)/]) {
      expect(textoDoCampo(rotulo), String(rotulo)).toBe('Campo obrigatório');
    }
    // Optional fields stay quiet.
    expect(textoDoCampo(/^Razão Social/)).toBe('');
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });

  it("CNPJ e email inválidos: 'CNPJ Inválido' e 'E-mail inválido'", async () => {
    abrir('/representantes/adicionar', () => undefined);
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '11.111.111/1111-11' } });
    fireEvent.change(screen.getByLabelText(/^Usuário \(email de login\)/), {
      target: { value: 'sem-arroba' },
    });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^CNPJ/)).toBe('CNPJ Inválido'));
    expect(textoDoCampo(/^Usuário \(email de login\)/)).toBe('E-mail inválido');
  });

  it('um novo representante: o email de login fica livre e avisa da senha temporária', () => {
    abrir('/representantes/adicionar', () => undefined);
    const email = screen.getByLabelText<HTMLInputElement>(/^Usuário \(email de login\)/);
    expect(email.disabled).toBe(false);
    expect(textoDoCampo(/^Usuário \(email de login\)/)).toContain('senha temporária');
  });
});

describe('/representantes/:id/editar', () => {
  const EDITAR = '/api/representantes/7/editar';

  it('carregando: barra de progresso até o representante chegar, depois o formulário preenchido', async () => {
    abrir('/representantes/7/editar', (req) =>
      req.url === EDITAR
        ? ok({
            representante: guardado({
              editar: true,
              excluir: true,
              resetar_senha: true,
              alterar_email: false,
            }),
          })
        : undefined,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Alfa Representações')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();
  });

  it("erro ao carregar (500): 'Erro ao editar representante' e volta à lista", async () => {
    abrir('/representantes/7/editar', (req) => (req.url === EDITAR ? erro(500, 'Erro interno') : undefined));
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
    expect(avisos()).toContain(MSG.erroEditar);
  });

  it('sem rede ao carregar: o mesmo aviso e volta à lista', async () => {
    abrir('/representantes/7/editar', (req) => (req.url === EDITAR ? 'sem-rede' : undefined));
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
    expect(avisos()).toContain(MSG.erroEditar);
  });

  it('um id que não é id: o mesmo aviso, sem chamar o servidor', async () => {
    const { requisicoes } = abrir('/representantes/abc/editar', () => undefined);
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
    expect(requisicoes.filter((r) => r.url.startsWith('/api/representantes'))).toEqual([]);
  });

  it('acoes.alterar_email falso trava o email de login, com a explicação', async () => {
    abrir('/representantes/7/editar', (req) =>
      req.url === EDITAR
        ? ok({
            representante: guardado({
              editar: true,
              excluir: true,
              resetar_senha: true,
              alterar_email: false,
            }),
          })
        : undefined,
    );
    const email = await screen.findByDisplayValue<HTMLInputElement>('alfa@rep.test');
    expect(email.disabled).toBe(true);
    expect(textoDoCampo(/^Usuário \(email de login\)/)).toBe(
      'O email é o login do representante; só o master pode alterá-lo.',
    );
  });

  it('acoes.alterar_email verdadeiro libera o email, seja qual for o papel', async () => {
    // The ability comes from the server: even an administrador session follows it.
    abrir('/representantes/7/editar', (req) =>
      req.url === EDITAR
        ? ok({
            representante: guardado({
              editar: true,
              excluir: true,
              resetar_senha: true,
              alterar_email: true,
            }),
          })
        : undefined,
    );
    const email = await screen.findByDisplayValue<HTMLInputElement>('alfa@rep.test');
    expect(email.disabled).toBe(false);
    expect(textoDoCampo(/^Usuário \(email de login\)/)).toContain('a senha continua a mesma');
  });

  it('salvar envia o formulário; o erro de campo do servidor aparece sob o campo; depois, sucesso volta à lista', async () => {
    let resposta = erro(400, 'Dados inválidos', {
      'endereco.cidade_id': MSG.cidadeForaDoEstado,
      banco: MSG.bancoInvalido,
    });
    const { requisicoes } = abrir(
      '/representantes/7/editar',
      (req) => {
        if (req.url === EDITAR)
          return ok({
            representante: guardado({
              editar: true,
              excluir: true,
              resetar_senha: true,
              alterar_email: true,
            }),
          });
        if (req.url === '/api/representantes/7/atualizar') return resposta;
        return undefined;
      },
      'master',
    );
    await screen.findByDisplayValue('Alfa Representações');
    salvar();
    await waitFor(() => expect(screen.getByText(MSG.cidadeForaDoEstado)).toBeTruthy());
    expect(screen.getByText(MSG.bancoInvalido)).toBeTruthy();
    expect(avisos()).toContain('Dados inválidos');
    const enviado = requisicoes.find((r) => r.metodo === 'POST')?.corpo as {
      nome_fantasia: string;
      user: object;
    };
    expect(enviado.nome_fantasia).toBe('Alfa Representações');
    expect(enviado.user).toEqual({ email: 'alfa@rep.test' });
    resposta = ok({ msg: MSG.atualizado });
    salvar();
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
    expect(avisos()).toContain(MSG.atualizado);
  });
});
