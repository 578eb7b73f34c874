// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UsuarioLogado } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import AlterarSenhaPage from './alterar-senha-page';

const USUARIO: UsuarioLogado = {
  id: 7,
  tipo: 'cliente',
  nome: 'Loja Teste',
  email: 'loja@teste.com',
  verificado: true,
  trocar_senha: true,
  cliente_id: 3,
  cliente_nome: 'Loja Teste',
  fornecedor_id: null,
  fornecedor_nome: null,
  representante_id: null,
  representante_nome: null,
  administrador_id: null,
  administrador_nome: null,
  master_nome: null,
};

/** Shows where the router went, so the test can read it. */
function Onde() {
  return <p data-testid="onde">{useLocation().pathname}</p>;
}

function renderizar() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/alterar-senha']}>
        <Routes>
          <Route path="/alterar-senha" element={<AlterarSenhaPage />} />
          <Route path="*" element={<Onde />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers every fetch with this status and JSON body, recording the calls. */
function responder(status: number, corpo: object) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(corpo), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function preencher(atual: string, nova: string, confirmacao = nova) {
  fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: atual } });
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: nova } });
  fireEvent.change(screen.getByLabelText('Confirmação'), { target: { value: confirmacao } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

beforeEach(() => {
  useEstadoLocal.setState({ usuario: USUARIO });
  useAvisos.setState({ avisos: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/alterar-senha', () => {
  it('com senha temporária avisa e não oferece Cancelar', () => {
    renderizar();
    expect(screen.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeTruthy();
    expect(screen.getByText(/senha temporária/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('valida antes de enviar: obrigatórios, 6 ou mais, confirmação igual', async () => {
    const fetch = responder(200, { status: 1, msg: 'x' });
    renderizar();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
    preencher('atual1', '123', '456');
    expect(await screen.findByText('Precisa ter 6 ou mais caracteres')).toBeTruthy();
    expect(await screen.findByText('As senhas devem ser iguais')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("senha atual errada: o erro do servidor aparece no campo 'Senha atual'", async () => {
    responder(400, {
      status: 2,
      msg: 'Senha atual incorreta',
      errors: { currentPassword: 'Senha atual incorreta' },
    });
    renderizar();
    preencher('errada', 'nova-senha');
    expect(await screen.findByText('Senha atual incorreta')).toBeTruthy();
    expect(screen.getByLabelText('Senha atual').getAttribute('aria-invalid')).toBe('true');
    expect(useEstadoLocal.getState().usuario?.trocar_senha).toBe(true);
  });

  it('sucesso: avisa, guarda trocar_senha falso e vai para a página inicial', async () => {
    const fetch = responder(200, { status: 1, msg: 'Senha alterada com sucesso' });
    renderizar();
    preencher('temporaria1', 'nova-senha');
    await waitFor(() => expect(screen.getByTestId('onde').textContent).toBe('/'));
    expect(useEstadoLocal.getState().usuario?.trocar_senha).toBe(false);
    expect(useAvisos.getState().avisos.map((a) => a.mensagem)).toEqual(['Senha alterada com sucesso']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/usuarios/alterar-senha');
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'temporaria1',
      newPassword: 'nova-senha',
      confirmPassword: 'nova-senha',
    });
  });
});
