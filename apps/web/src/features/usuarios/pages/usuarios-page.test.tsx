// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type AcoesDe, type usuarios, MSG_USUARIOS } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import UsuariosPage from './usuarios-page';

const LISTAR = '/api/usuarios/listar';
const TODAS: AcoesDe<'usuario'> = { editar: true, excluir: true, resetar_senha: true, ativar: true };
const SO_EDITAR: AcoesDe<'usuario'> = { editar: true, excluir: false, resetar_senha: false, ativar: false };

function linha(id: number, nome: string, ativo: boolean, acoes: AcoesDe<'usuario'>): usuarios.UsuarioLista {
  return { id, nome, email: `u${id}@teste.test`, tipo: 'fornecedor', verificado: true, ativo, acoes };
}

function abrir(servidor: ServidorFalso) {
  return renderizarTela(<UsuariosPage />, { rota: '/usuarios', usuario: usuarioDe('master'), servidor });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/usuarios (master, spec D12)', () => {
  it('carregando, depois as linhas', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR) ? pagina('usuarios', [linha(2, 'Malhas Norte', true, TODAS)]) : undefined,
    );
    expect(screen.getByRole('table', { name: 'Usuários' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Malhas Norte')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Usuários' }).getAttribute('aria-busy')).toBe('false');
  });

  it("erro do servidor (500): 'Erro ao listar usuários'; sem rede: sem conexão", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_USUARIOS.erroListarUsuarios);
    expect(avisos()).toContain(MSG_USUARIOS.erroListarUsuarios);
    cleanup();
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it("vazia: 'Sem registros'", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? pagina('usuarios', []) : undefined));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it('os botões de cada linha vêm das acoes: nenhum onde o servidor nega (o próprio login)', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('usuarios', [
            linha(2, 'Ativo Ltda', true, TODAS),
            linha(3, 'Inativo Ltda', false, TODAS),
            // Not the session's own id: the screen follows acoes, not a comparison of ids.
            linha(4, 'Protegido Ltda', true, SO_EDITAR),
          ])
        : undefined,
    );
    await screen.findByText('Ativo Ltda');
    expect(screen.getByRole('button', { name: 'Resetar senha de Ativo Ltda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inativar Ativo Ltda' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ativar Ativo Ltda' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ativar Inativo Ltda' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resetar senha de Protegido Ltda' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inativar Protegido Ltda' })).toBeNull();
  });

  it('Resetar senha confirma e mostra a senha temporária uma vez', async () => {
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR)) return pagina('usuarios', [linha(2, 'Malhas Norte', true, TODAS)]);
      if (req.url === '/api/usuarios/resetar-senha')
        return ok({ msg: MSG.senhaResetada, senha: 'Nova-9876-xyzw' });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resetar senha de Malhas Norte' }));
    const confirmar = await screen.findByRole('dialog');
    expect(confirmar.textContent).toContain('Malhas Norte (u2@teste.test)');
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Resetar senha' }));
    await waitFor(() => expect(screen.getByDisplayValue('Nova-9876-xyzw')).toBeTruthy());
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ id: 2 });
  });

  it('Inativar envia o estado desejado; a recusa do servidor (422) mostra o motivo', async () => {
    let resposta = ok({ msg: MSG_USUARIOS.usuarioInativado, ativo: false });
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR)) return pagina('usuarios', [linha(2, 'Malhas Norte', true, TODAS)]);
      if (req.url === '/api/usuarios/2/inativar') return resposta;
      return undefined;
    });
    const inativar = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Inativar Malhas Norte' }));
      const dialogo = await screen.findByRole('dialog');
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Inativar' }));
    };
    await inativar();
    await waitFor(() => expect(avisos()).toContain(MSG_USUARIOS.usuarioInativado));
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ ativo: false });
    resposta = erro(422, MSG_USUARIOS.usuarioProprioInativar);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await inativar();
    await waitFor(() => expect(avisos()).toContain(MSG_USUARIOS.usuarioProprioInativar));
  });
});
