// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { representantes, type AcoesDe } from '@rodada/contracts';
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
import RepresentantesPage from './representantes-page';

const { MSG_REPRESENTANTES: MSG } = representantes;

const TODAS: AcoesDe<'representante'> = {
  editar: true,
  excluir: true,
  resetar_senha: true,
  alterar_email: false,
};
const NENHUMA: AcoesDe<'representante'> = {
  editar: false,
  excluir: false,
  resetar_senha: false,
  alterar_email: false,
};

/** A row of the administrador's and master's list. */
function linha(id: number, nome: string, acoes: AcoesDe<'representante'>): representantes.RepresentanteLista {
  return {
    id,
    nome,
    nome_fantasia: nome,
    razao_social: null,
    cnpj: '11222333000181',
    cidade: 'São Paulo',
    local: 'São Paulo/SP',
    email: `r${id}@teste.test`,
    acoes,
  };
}

/** A row of the client's list, with its link status and what the link allows. */
function linhaDoCliente(
  id: number,
  nome: string,
  status: 0 | 1 | 2,
  acoes: AcoesDe<'vinculo'>,
): representantes.RepresentanteDoCliente {
  return { id, nome, nome_fantasia: nome, cidade: null, local: 'Curitiba/PR', status, acoes };
}

function abrir(servidor: ServidorFalso, tipo: 'administrador' | 'master' | 'cliente' = 'administrador') {
  return renderizarTela(<RepresentantesPage />, {
    rota: '/representantes',
    usuario: usuarioDe(tipo, 5),
    servidor,
    destinos: ['/representantes/:id/editar', '/representantes/adicionar'],
  });
}

/** The entries of a row's menu, by label. */
async function menuDe(nome: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${nome}` }));
  const menu = await screen.findByRole('menu');
  const itens = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return itens;
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/representantes do administrador e do master', () => {
  const LISTAR = '/api/representantes/listar';

  it('carregando: a tabela fica ocupada até a resposta, depois mostra as linhas', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR) ? pagina('representantes', [linha(1, 'Alfa Rep', TODAS)]) : undefined,
    );
    expect(screen.getByRole('table', { name: 'Representantes' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Alfa Rep')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Representantes' }).getAttribute('aria-busy')).toBe('false');
  });

  it("erro do servidor (500): 'Erro ao buscar representantes' com Tentar novamente, que busca de novo", async () => {
    const { requisicoes } = abrir((req) =>
      req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined,
    );
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(MSG.erroBuscar);
    expect(avisos()).toContain(MSG.erroBuscar);
    expect(screen.queryByText('Nenhum representante encontrado')).toBeNull();
    const antes = requisicoes.filter((r) => r.url.startsWith(LISTAR)).length;
    fireEvent.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(requisicoes.filter((r) => r.url.startsWith(LISTAR)).length).toBe(antes + 1));
  });

  it('sem rede: diz que não há conexão', async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it("lista vazia: 'Nenhum representante encontrado'", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? pagina('representantes', []) : undefined));
    expect(await screen.findByText('Nenhum representante encontrado')).toBeTruthy();
  });

  it('o menu de cada linha tem só o que as acoes dela permitem', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR)
        ? pagina('representantes', [
            linha(1, 'Alfa Rep', TODAS),
            linha(2, 'Beta Rep', NENHUMA),
            linha(3, 'Gama Rep', { ...NENHUMA, resetar_senha: true }),
          ])
        : undefined,
    );
    expect(await menuDe('Alfa Rep')).toEqual(['Detalhes', 'Editar', 'Resetar senha', 'Excluir']);
    expect(await menuDe('Beta Rep')).toEqual(['Detalhes']);
    expect(await menuDe('Gama Rep')).toEqual(['Detalhes', 'Resetar senha']);
  });

  it('Editar leva ao formulário do representante', async () => {
    abrir((req) =>
      req.url.startsWith(LISTAR) ? pagina('representantes', [linha(7, 'Alfa Rep', TODAS)]) : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Alfa Rep' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { name: 'Destino /representantes/:id/editar' })).toBeTruthy();
  });

  it('Excluir pede confirmação, envia e avisa; uma recusa do servidor (409) mostra o motivo', async () => {
    let excluir = ok({ msg: MSG.excluido });
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR)) return pagina('representantes', [linha(7, 'Alfa Rep', TODAS)]);
      if (req.url === '/api/representantes/7/excluir') return excluir;
      return undefined;
    });
    const excluirPor = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Ações de Alfa Rep' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
      const dialogo = await screen.findByRole('dialog');
      expect(dialogo.textContent).toContain('Excluir Alfa Rep?');
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    };
    await excluirPor();
    await waitFor(() => expect(avisos()).toContain(MSG.excluido));
    expect(requisicoes.filter((r) => r.metodo === 'POST').map((r) => r.url)).toEqual([
      '/api/representantes/7/excluir',
    ]);
    excluir = erro(409, MSG.comClientes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await excluirPor();
    await waitFor(() => expect(avisos()).toContain(MSG.comClientes));
  });

  it("'Adicionar' é do administrador (tela, não objeto); o master não o tem", async () => {
    const servidor: ServidorFalso = (req) =>
      req.url.startsWith(LISTAR) ? pagina('representantes', []) : undefined;
    abrir(servidor, 'administrador');
    expect(await screen.findByRole('link', { name: /Adicionar/ })).toBeTruthy();
    cleanup();
    abrir(servidor, 'master');
    await screen.findByText('Nenhum representante encontrado');
    expect(screen.queryByRole('link', { name: /Adicionar/ })).toBeNull();
  });
});

describe('/representantes do cliente (Minhas Representações)', () => {
  const LISTAR = '/api/clientes/5/representantes';

  it('carregando, depois as linhas com o chip do vínculo', async () => {
    abrir(
      (req) =>
        req.url.startsWith(LISTAR)
          ? pagina('representantes', [
              linhaDoCliente(1, 'Alfa Rep', 1, { vincular: false, desvincular: true }),
            ])
          : undefined,
      'cliente',
    );
    expect(screen.getByRole('table', { name: 'Minhas Representações' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(await screen.findByText('Alfa Rep')).toBeTruthy();
    expect(screen.getByText('Confirmado')).toBeTruthy();
  });

  it('erro (500) e sem rede', async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'x') : undefined), 'cliente');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.erroBuscar);
    cleanup();
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined), 'cliente');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it('vazia', async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? pagina('representantes', []) : undefined), 'cliente');
    expect(await screen.findByText('Nenhum representante encontrado')).toBeTruthy();
  });

  it('Vincular e Desvincular só onde as acoes do vínculo permitem (o status não decide sozinho)', async () => {
    abrir(
      (req) =>
        req.url.startsWith(LISTAR)
          ? pagina('representantes', [
              linhaDoCliente(1, 'Confirmado Rep', 1, { vincular: false, desvincular: true }),
              linhaDoCliente(2, 'Pendente Rep', 0, { vincular: false, desvincular: false }),
              linhaDoCliente(3, 'Livre Rep', 2, { vincular: true, desvincular: false }),
              // Not linked, yet the server offers nothing: the screen follows acoes, not the status.
              linhaDoCliente(4, 'Fechado Rep', 2, { vincular: false, desvincular: false }),
            ])
          : undefined,
      'cliente',
    );
    expect(await menuDe('Confirmado Rep')).toEqual(['Detalhes', 'Desvincular']);
    expect(await menuDe('Pendente Rep')).toEqual(['Detalhes']);
    expect(await menuDe('Livre Rep')).toEqual(['Detalhes', 'Vincular']);
    expect(await menuDe('Fechado Rep')).toEqual(['Detalhes']);
  });

  it('Vincular confirma e envia {representante, acao: 1}; uma recusa (409) mostra o motivo', async () => {
    let resposta = ok({ msg: MSG.vinculado, vinculo: 1, acoes: { vincular: false, desvincular: true } });
    const { requisicoes } = abrir((req) => {
      if (req.url.startsWith(LISTAR))
        return pagina('representantes', [
          linhaDoCliente(3, 'Livre Rep', 2, { vincular: true, desvincular: false }),
        ]);
      if (req.url === '/api/clientes/5/representante/relacionar') return resposta;
      return undefined;
    }, 'cliente');
    const vincular = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Ações de Livre Rep' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Vincular' }));
      const dialogo = await screen.findByRole('dialog');
      expect(dialogo.textContent).toContain('Vincular-se a Livre Rep?');
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Vincular' }));
    };
    await vincular();
    await waitFor(() => expect(avisos()).toContain(MSG.vinculado));
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({ representante: 3, acao: 1 });
    resposta = erro(409, MSG.jaVinculado);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vincular();
    await waitFor(() => expect(avisos()).toContain(MSG.jaVinculado));
  });
});
