// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILTRO_VAZIO, useEstadoLocal } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { ok, renderizarTela, usuarioDe } from '../../test/renderizar-tela';
import { FiltroDrawer } from './filtro';

// The filter panel (spec 1 §2.4; issue 13 §1): category chips, supplier select (not for a
// supplier), price range; nothing applies before 'Aplicar filtro'.

function abrir(tipo: 'fornecedor' | 'cliente' | null) {
  const r = renderizarTela(<FiltroDrawer />, {
    rota: '/',
    usuario: tipo ? usuarioDe(tipo, 4) : null,
    servidor: (req) => {
      if (req.url === '/api/categorias')
        return ok({
          categorias: [
            { id: 1, nome: 'Blusas' },
            { id: 2, nome: 'Jeans' },
          ],
        });
      if (req.url === '/api/fornecedores/listar/loja') {
        return ok({ fornecedores: [{ id: 8, nome_fantasia: 'Ateliê Brás', logo: null }] });
      }
      return undefined;
    },
  });
  useInterface.setState({ filtroAberto: true });
  return r;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useInterface.setState({ filtroAberto: false });
  useEstadoLocal.setState({ filtro: FILTRO_VAZIO });
});

describe('painel de filtros', () => {
  it('categorias e fornecedor só valem depois de Aplicar filtro', async () => {
    abrir('cliente');
    const painel = await screen.findByRole('region', { name: 'Filtros' });
    const chips = await within(painel).findByRole('group', { name: 'Categorias do filtro' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Jeans' }));
    fireEvent.mouseDown(within(painel).getByRole('combobox', { name: 'Fornecedor' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ateliê Brás' }));
    expect(useEstadoLocal.getState().filtro).toEqual(FILTRO_VAZIO);
    fireEvent.click(within(painel).getByRole('button', { name: 'Aplicar filtro' }));
    expect(useEstadoLocal.getState().filtro).toEqual({ ...FILTRO_VAZIO, categorias: [2], fornecedor: 8 });
    await waitFor(() => expect(useInterface.getState().filtroAberto).toBe(false));
  });

  it('fornecedor: sem o seletor de fornecedor, e a lista nem é pedida', async () => {
    const { requisicoes } = abrir('fornecedor');
    const painel = await screen.findByRole('region', { name: 'Filtros' });
    await within(painel).findByRole('group', { name: 'Categorias do filtro' });
    expect(within(painel).queryByRole('combobox', { name: 'Fornecedor' })).toBeNull();
    expect(requisicoes.some((r) => r.url.includes('/fornecedores/'))).toBe(false);
  });
});
