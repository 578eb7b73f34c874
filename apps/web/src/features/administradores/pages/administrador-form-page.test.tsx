// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { administradores } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import AdministradorFormPage from './administrador-form-page';

const { MSG_ADMINISTRADORES } = administradores;
const LISTA = '/administradores';
const EDITAR = '/api/administradores/4/editar';

const ADRIANA: administradores.AdministradorLista = {
  id: 4,
  nome: 'Adriana',
  email: 'adriana@adm.test',
  cnpj: null,
  cidade_estado: null,
  acoes: { editar: true, excluir: true },
};

function abrir(url: string, servidor: ServidorFalso) {
  return renderizarTela(<AdministradorFormPage />, {
    rota: url.endsWith('/adicionar')
      ? '/administradores/adicionar'
      : '/administradores/:administrador_id/editar',
    url,
    usuario: usuarioDe('master'),
    servidor,
    destinos: [LISTA],
  });
}

function textoDoCampo(rotulo: RegExp): string {
  const id = screen.getByLabelText(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/administradores/adicionar (spec 2 §5 "Administrator form")', () => {
  it("vazio: 'Campo Obrigatório' em nome e email, nada enviado", async () => {
    const { requisicoes } = abrir('/administradores/adicionar', () => undefined);
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Nome/)).toBe('Campo Obrigatório'));
    expect(textoDoCampo(/^Email/)).toBe('Campo Obrigatório');
    expect(requisicoes).toEqual([]);
  });

  it("email inválido: 'E-mail inválido'", async () => {
    abrir('/administradores/adicionar', () => undefined);
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Adriana' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'adriana@' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Email/)).toBe('E-mail inválido'));
    expect(textoDoCampo(/^Nome/)).toBe('');
  });

  it('o erro de campo do servidor aparece sob o campo; o sucesso mostra a senha temporária uma vez', async () => {
    let resposta = erro(400, 'Dados inválidos', { email: 'Este email já está em uso' });
    const { requisicoes } = abrir('/administradores/adicionar', (req) =>
      req.url === '/api/administradores/salvar' ? resposta : undefined,
    );
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Adriana' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Adriana@Adm.test' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Email/)).toBe('Este email já está em uso'));
    expect(requisicoes[0]?.corpo).toEqual({ nome: 'Adriana', email: 'Adriana@Adm.test' });
    resposta = ok({ msg: MSG_ADMINISTRADORES.salvo, id: 9, senha: 'Temp-1234-abcd' });
    salvar();
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByDisplayValue('Temp-1234-abcd')).toBeTruthy();
    expect(dialogo.textContent).toContain('Adriana (adriana@adm.test)');
    expect(avisos()).toContain(MSG_ADMINISTRADORES.salvo);
  });
});

describe('/administradores/:id/editar', () => {
  it('carregando, depois o nome; o email (o login) não se altera aqui', async () => {
    abrir('/administradores/4/editar', (req) =>
      req.url === EDITAR ? ok({ administrador: ADRIANA }) : undefined,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Adriana')).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>(/^Email/);
    expect(email.value).toBe('adriana@adm.test');
    expect(email.disabled).toBe(true);
    expect(textoDoCampo(/^Email/)).toBe('O email é o login e não pode ser alterado.');
  });

  it("erro ao carregar (500) ou sem rede: 'Erro ao editar administrador' e volta à lista", async () => {
    for (const falha of [erro(500, 'Erro interno'), 'sem-rede' as const]) {
      useAvisos.setState({ avisos: [] });
      abrir('/administradores/4/editar', (req) => (req.url === EDITAR ? falha : undefined));
      expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
      expect(avisos()).toContain(MSG_ADMINISTRADORES.erroEditar);
      cleanup();
    }
  });

  it('salvar envia só o nome e volta à lista', async () => {
    const { requisicoes } = abrir('/administradores/4/editar', (req) => {
      if (req.url === EDITAR) return ok({ administrador: ADRIANA });
      if (req.url === '/api/administradores/4/atualizar') return ok({ msg: MSG_ADMINISTRADORES.atualizado });
      return undefined;
    });
    fireEvent.change(await screen.findByDisplayValue('Adriana'), { target: { value: 'Adriana Souza' } });
    salvar();
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` })).toBeTruthy();
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ nome: 'Adriana Souza' });
    expect(avisos()).toContain(MSG_ADMINISTRADORES.atualizado);
  });

  it("nome apagado: 'Campo Obrigatório', nada enviado", async () => {
    const { requisicoes } = abrir('/administradores/4/editar', (req) =>
      req.url === EDITAR ? ok({ administrador: ADRIANA }) : undefined,
    );
    fireEvent.change(await screen.findByDisplayValue('Adriana'), { target: { value: '  ' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Nome/)).toBe('Campo Obrigatório'));
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });
});
