// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fornecedores, type AcoesDe } from '@rodada/contracts';
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
import FornecedoresPage from './fornecedores-page';

const MSG = fornecedores.MSG_FORNECEDORES;

// MUI screens render slowly on a busy CI machine: wait up to 10 s for what is expected.
configure({ asyncUtilTimeout: 10_000 });
type Linha = fornecedores.FornecedorLista;

/** No ability at all: a row the caller only sees (its menu keeps 'Detalhes'). */
const NADA: AcoesDe<'fornecedor'> = {
  editar: false,
  excluir: false,
  resetar_senha: false,
  bloquear: false,
  ativar_para_mim: false,
  avaliar: false,
  alterar_email: false,
};

function linha(id: number, nome: string, extra: Partial<Linha> = {}): Linha {
  return {
    id,
    nome_fantasia: nome,
    razao_social: `${nome} Ltda`,
    cnpj: '12ABC34501DE35',
    cidade: 'São Paulo',
    local: 'São Paulo/SP',
    ativo: true,
    ativo_representante: null,
    representa: null,
    acoes: NADA,
    ...extra,
  };
}

const GERIDO = linha(1, 'Malharia Gerida', {
  acoes: { ...NADA, editar: true, excluir: true, resetar_senha: true, bloquear: true },
});
const ALHEIO = linha(2, 'Malharia Alheia');
const BLOQUEADO = linha(3, 'Malharia Parada', {
  ativo: false,
  acoes: { ...NADA, bloquear: true },
});

/** A server with one page of suppliers; other calls (print rounds) answer 404. */
const comLista =
  (linhas: Linha[]): ServidorFalso =>
  ({ url }) =>
    url.startsWith('/api/fornecedores/listar') ? pagina('fornecedores', linhas) : undefined;

function abrir(servidor: ServidorFalso, usuario = usuarioDe('administrador', 10)) {
  return renderizarTela(<FornecedoresPage />, {
    rota: '/fornecedores',
    usuario,
    servidor,
    destinos: ['/fornecedores/:id/editar', '/fornecedores/adicionar'],
  });
}

/** The labels of the row menu of `nome`, opened. */
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/fornecedores: estados da lista', () => {
  it("carregando: 'Carregando…' até a resposta; depois as linhas com CNPJ mascarado e 'Desativado'", async () => {
    abrir(comLista([GERIDO, BLOQUEADO]));
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(await screen.findByText('Malharia Gerida')).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
    expect(screen.getAllByText('12.ABC.345/01DE-35')).toHaveLength(2);
    expect(screen.getAllByText('Desativado')).toHaveLength(1);
  });

  it("lista vazia: 'Sem registros'", async () => {
    abrir(comLista([]));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it("erro 500: a mensagem da tela (spec 2 §8) com 'Tentar novamente', que busca de novo", async () => {
    let falhar = true;
    const { requisicoes } = abrir((req) =>
      falhar ? erro(500, 'Ocorreu um erro inesperado.') : comLista([ALHEIO])(req),
    );
    expect(await screen.findByText(MSG.erroListar, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain(MSG.erroListar);
    expect(screen.queryByText('Sem registros')).toBeNull();
    falhar = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Malharia Alheia')).toBeTruthy();
    expect(requisicoes.filter((r) => r.url.startsWith('/api/fornecedores/listar'))).toHaveLength(2);
  });

  it('sem rede: diz que não há conexão, não que a lista está vazia', async () => {
    abrir(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO, { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(screen.queryByText('Sem registros')).toBeNull();
  });
});

describe('/fornecedores: o menu de cada linha vem de acoes (ADR 013)', () => {
  it('cada linha mostra só o que as suas acoes permitem, seja qual for o papel', async () => {
    abrir(comLista([GERIDO, ALHEIO, BLOQUEADO]));
    expect(await menuDe('Malharia Gerida')).toEqual([
      'Detalhes',
      'Editar',
      'Resetar senha',
      'Bloquear',
      'Excluir',
    ]);
    // The same administrador, a supplier it does not maintain: only the details.
    expect(await menuDe('Malharia Alheia')).toEqual(['Detalhes']);
    // A deactivated supplier offers 'Ativar' where an active one offers 'Bloquear'.
    expect(await menuDe('Malharia Parada')).toEqual(['Detalhes', 'Ativar']);
  });

  it('o master não ganha nada que a linha não traga', async () => {
    abrir(comLista([ALHEIO]), usuarioDe('master', 1));
    expect(await menuDe('Malharia Alheia')).toEqual(['Detalhes']);
    // 'Adicionar' is a screen-level capability: the master has none (spec 2 §6).
    expect(screen.queryByRole('link', { name: 'Adicionar' })).toBeNull();
  });

  it("representante: 'Ativar para mim' / 'Desativar para mim' pela linha, e Editar só no que ela permite", async () => {
    const meu = linha(4, 'Malharia Minha', {
      ativo_representante: true,
      representa: true,
      acoes: { ...NADA, editar: true, ativar_para_mim: true, avaliar: true },
    });
    const outro = linha(5, 'Malharia Outra', {
      ativo_representante: false,
      representa: false,
      acoes: { ...NADA, ativar_para_mim: true, avaliar: true },
    });
    abrir(comLista([meu, outro]), usuarioDe('representante', 30));
    expect(await menuDe('Malharia Minha')).toEqual(['Detalhes', 'Editar', 'Desativar para mim']);
    expect(await menuDe('Malharia Outra')).toEqual(['Detalhes', 'Ativar para mim']);
    expect(screen.getByText('Ativo para mim')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toBeTruthy();
  });

  it('Editar leva ao Cadastro de Fornecedor da linha', async () => {
    abrir(comLista([GERIDO]));
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Gerida' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(await screen.findByRole('heading', { name: 'Destino /fornecedores/:id/editar' })).toBeTruthy();
  });

  it('Excluir pede confirmação e só então chama o servidor; a resposta vira aviso', async () => {
    const { requisicoes } = abrir((req) =>
      req.metodo === 'POST' && req.url === '/api/fornecedores/1/excluir'
        ? ok({ msg: MSG.excluido })
        : comLista([GERIDO])(req),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Gerida' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir fornecedor' });
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain(MSG.excluido));
    expect(requisicoes.filter((r) => r.metodo === 'POST').map((r) => r.url)).toEqual([
      '/api/fornecedores/1/excluir',
    ]);
  });

  it('uma recusa do servidor (409) mostra a mensagem dele', async () => {
    abrir((req) => (req.metodo === 'POST' ? erro(409, MSG.possuiRegistros) : comLista([GERIDO])(req)));
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Gerida' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir fornecedor' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toContain(MSG.possuiRegistros),
    );
  });
});

describe('/fornecedores: detalhes e avaliações', () => {
  const detalhe = (f: Linha) =>
    ok({
      fornecedor: {
        ...f,
        ie: null,
        logo: null,
        endereco: null,
      },
    });
  const avaliacao = (id: number, autor: number, nome: string, excluir: boolean) => ({
    id,
    rating: 4.5,
    comentario: `Comentário de ${nome}`,
    representante_id: autor,
    fornecedor_id: 5,
    created_at: '2026-11-20T12:00:00.000Z',
    representante: { nome_fantasia: nome },
    acoes: { excluir },
  });
  const REP = linha(5, 'Malharia Avaliada', {
    ativo_representante: false,
    representa: false,
    acoes: { ...NADA, ativar_para_mim: true, avaliar: true },
  });

  it('o botão de excluir uma avaliação aparece só onde acoes.excluir permite', async () => {
    abrir(
      (req) => {
        if (req.url === '/api/fornecedores/5/detalhar') return detalhe(REP);
        if (req.url === '/api/fornecedores/5/listar-avaliacoes') {
          return ok({
            avaliacoes: [avaliacao(1, 31, 'Outro Rep', false), avaliacao(2, 30, 'Eu Mesmo', true)],
            ativo: false,
          });
        }
        return comLista([REP])(req);
      },
      usuarioDe('representante', 30),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Avaliada' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    const lista = await screen.findByRole('list', { name: 'Avaliações do fornecedor' });
    const itens = within(lista).getAllByRole('listitem');
    expect(itens).toHaveLength(2);
    expect(within(itens[0]!).queryByRole('button', { name: /^Excluir a avaliação/ })).toBeNull();
    expect(within(itens[1]!).getByRole('button', { name: /^Excluir a avaliação/ })).toBeTruthy();
    expect(within(itens[1]!).getByText('Eu Mesmo (você)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova avaliação' })).toBeTruthy();
  });

  it("sem acoes.avaliar, os detalhes não mostram as avaliações nem 'Nova avaliação'", async () => {
    const { requisicoes } = abrir((req) =>
      req.url === '/api/fornecedores/2/detalhar' ? detalhe(ALHEIO) : comLista([ALHEIO])(req),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Alheia' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    expect(await screen.findByText('Malharia Alheia Ltda')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova avaliação' })).toBeNull();
    expect(requisicoes.some((r) => r.url.includes('listar-avaliacoes'))).toBe(false);
  });

  it("'Nova avaliação' sem nota nem comentário: 'Campo Obrigatório' nos dois, nada enviado", async () => {
    const { requisicoes } = abrir(
      (req) => {
        if (req.url === '/api/fornecedores/5/detalhar') return detalhe(REP);
        if (req.url === '/api/fornecedores/5/listar-avaliacoes') return ok({ avaliacoes: [], ativo: false });
        return comLista([REP])(req);
      },
      usuarioDe('representante', 30),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Malharia Avaliada' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Detalhes' }));
    expect(await screen.findByText('Nenhuma avaliação ainda.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova avaliação' }));
    const form = await screen.findByRole('form', { name: 'Nova avaliação' });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(form).getAllByText(MSG.obrigatorioAvaliacao)).toHaveLength(2));
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);
  });
});
