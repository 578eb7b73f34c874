// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { administradores, MSG, type AcoesDe } from '@rodada/contracts';
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
import AdministradoresPage from './administradores-page';

const { MSG_ADMINISTRADORES } = administradores;
const LISTAR = '/api/administradores/listar';

function linha(
  id: number,
  nome: string,
  acoes: AcoesDe<'administrador'>,
): administradores.AdministradorLista {
  return { id, nome, email: `adm${id}@teste.test`, cnpj: null, cidade_estado: 'São Paulo/SP', acoes };
}

function abrir(servidor: ServidorFalso) {
  return renderizarTela(<AdministradoresPage />, {
    rota: '/administradores',
    usuario: usuarioDe('master'),
    servidor,
    destinos: ['/administradores/:id/editar'],
  });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/administradores (master)', () => {
  it('carregando, depois as linhas', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('administradores', [linha(1, 'Adriana', { editar: true, excluir: true })])
        : undefined,
    );
    expect(screen.getByRole('table', { name: 'Administradores' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Adriana')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Administradores' }).getAttribute('aria-busy')).toBe('false');
  });

  it("erro do servidor (500): 'Erro ao listar administradores', na tela e no aviso", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(MSG_ADMINISTRADORES.erroListar);
    expect(within(alerta).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(avisos()).toContain(MSG_ADMINISTRADORES.erroListar);
  });

  it('sem rede: diz que não há conexão', async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it("vazia: 'Sem registros'", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? pagina('administradores', []) : undefined));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it('Editar e Excluir só onde as acoes da linha permitem', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('administradores', [
            linha(1, 'Adriana', { editar: true, excluir: true }),
            linha(2, 'Bruno', { editar: true, excluir: false }),
            linha(3, 'Carla', { editar: false, excluir: false }),
          ])
        : undefined,
    );
    await screen.findByText('Adriana');
    expect(screen.getByRole('link', { name: 'Editar Adriana' }).getAttribute('href')).toBe(
      '/administradores/1/editar',
    );
    expect(screen.getByRole('button', { name: 'Excluir Adriana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Bruno' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir Bruno' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar Carla' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Carla' })).toBeNull();
  });

  it('Excluir confirma e envia; a recusa (409) mostra o motivo do servidor', async () => {
    let resposta = ok({ msg: MSG_ADMINISTRADORES.excluido });
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR))
        return pagina('administradores', [linha(4, 'Adriana', { editar: true, excluir: true })]);
      if (req.url === '/api/administradores/4/excluir') return resposta;
      return undefined;
    });
    const excluir = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Excluir Adriana' }));
      const dialogo = await screen.findByRole('dialog');
      expect(dialogo.textContent).toContain('Excluir Adriana (adm4@teste.test)?');
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    };
    await excluir();
    await waitFor(() => expect(avisos()).toContain(MSG_ADMINISTRADORES.excluido));
    expect(requisicoes.filter((r) => r.metodo === 'POST').map((r) => r.url)).toEqual([
      '/api/administradores/4/excluir',
    ]);
    resposta = erro(409, MSG_ADMINISTRADORES.organizaRodadas);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await excluir();
    await waitFor(() => expect(avisos()).toContain(MSG_ADMINISTRADORES.organizaRodadas));
    // A 500 says the screen's own message, not the server's internals.
    resposta = erro(500, MSG.erroInterno);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await excluir();
    await waitFor(() => expect(avisos()).toContain(MSG_ADMINISTRADORES.erroExcluir));
  });
});
