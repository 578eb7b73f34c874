import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Tipo, UsuarioLogado } from '@rodada/contracts';
import { useAvisos } from '../lib/avisos';
import { useEstadoLocal } from '../lib/estado-local';

/**
 * Page tests (jsdom): one way to put a screen on the test's page with the app's providers, a
 * logged-in user and a fake server. The server is a function of the request (the tests' data), so
 * each test says exactly what the API answers, including errors and a missing network.
 */

/** What the fake server answers: a JSON body with its status, or a network failure. */
export type RespostaFalsa = { status?: number; corpo: unknown } | 'sem-rede';

/** A fake server: the answer to one request, or undefined for 404 (an endpoint the test ignores). */
export type ServidorFalso = (req: {
  metodo: string;
  url: string;
  corpo: unknown;
}) => RespostaFalsa | undefined;

/** A logged-in user of role `tipo` with profile id `id` (its other profile ids null). */
export function usuarioDe(tipo: Tipo, id = 1, extra: Partial<UsuarioLogado> = {}): UsuarioLogado {
  return {
    id: 100 + id,
    tipo,
    nome: `Usuário ${tipo}`,
    email: `${tipo}@teste.test`,
    verificado: true,
    trocar_senha: false,
    cliente_id: tipo === 'cliente' ? id : null,
    cliente_nome: tipo === 'cliente' ? 'Cliente' : null,
    fornecedor_id: tipo === 'fornecedor' ? id : null,
    fornecedor_nome: tipo === 'fornecedor' ? 'Fornecedor' : null,
    representante_id: tipo === 'representante' ? id : null,
    representante_nome: tipo === 'representante' ? 'Representante' : null,
    administrador_id: tipo === 'administrador' ? id : null,
    administrador_nome: tipo === 'administrador' ? 'Administrador' : null,
    master_nome: tipo === 'master' ? 'Master' : null,
    ...extra,
  };
}

export interface OpcoesDaTela {
  /** The route pattern the screen answers (e.g. '/clientes/:id/editar'). */
  rota: string;
  /** The URL the test opens (defaults to `rota`). */
  url?: string;
  /** The logged-in user; null for a visitor. */
  usuario: UsuarioLogado | null;
  servidor: ServidorFalso;
  /** Other routes the screen may navigate to: each renders a heading with its path. */
  destinos?: string[];
}

/** The requests the screen made, in order (method, url and parsed body). */
export type Requisicoes = { metodo: string; url: string; corpo: unknown }[];

/**
 * Renders `tela` at `rota` with React Query (no retries), a memory router, the user in the local
 * state and `servidor` as fetch. Returns the requests made so tests can assert what was (not) sent.
 */
export function renderizarTela(tela: ReactElement, opcoes: OpcoesDaTela) {
  const requisicoes: Requisicoes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((entrada: string | URL | Request, init?: RequestInit) => {
      const url = typeof entrada === 'string' ? entrada : entrada instanceof URL ? entrada.href : entrada.url;
      const metodo = (init?.method ?? 'GET').toUpperCase();
      const texto = typeof init?.body === 'string' ? init.body : undefined;
      const corpo: unknown = texto === undefined ? undefined : (JSON.parse(texto) as unknown);
      const req = { metodo, url, corpo };
      requisicoes.push(req);
      const resposta = opcoes.servidor(req);
      if (resposta === 'sem-rede') return Promise.reject(new TypeError('Failed to fetch'));
      const { status = 200, corpo: corpoResposta } = resposta ?? {
        status: 404,
        corpo: { status: 2, msg: 'Registro não encontrado' },
      };
      return Promise.resolve(
        new Response(JSON.stringify(corpoResposta), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  useEstadoLocal.setState({ usuario: opcoes.usuario, carrinho: [] });
  useAvisos.setState({ avisos: [] });
  const consultas = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const resultado = render(
    <QueryClientProvider client={consultas}>
      <MemoryRouter initialEntries={[opcoes.url ?? opcoes.rota]}>
        <Routes>
          <Route path={opcoes.rota} element={tela} />
          {(opcoes.destinos ?? []).map((d) => (
            <Route key={d} path={d} element={<h1>{`Destino ${d}`}</h1>} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...resultado, requisicoes };
}

/** A JSON answer in the API's envelope (`status: 1` plus the body's keys). */
export const ok = (corpo: Record<string, unknown>, status = 200): RespostaFalsa => ({
  status,
  corpo: { status: 1, ...corpo },
});

/** An error answer in the API's envelope (`status: 2`, msg and per-field errors). */
export const erro = (status: number, msg: string, errors?: Record<string, string>): RespostaFalsa => ({
  status,
  corpo: { status: 2, msg, ...(errors ? { errors } : {}) },
});

/** A paginated list answer (`{data, current_page, last_page, total}` under `chave`). */
export function pagina<T>(chave: string, data: T[], extra: Record<string, unknown> = {}): RespostaFalsa {
  return ok({ [chave]: { data, current_page: 1, last_page: 1, per_page: 30, total: data.length, ...extra } });
}
