// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rodadas } from '@rodada/contracts';
import { useEstadoLocal, type RodadaSelecionada } from '../../lib/estado-local';
import { renderizarTela, usuarioDe } from '../../test/renderizar-tela';
import { BarraSuperior } from './barra-superior';
import { DialogosDoShell } from './sob-demanda';

/** A round happening today (its window spans every test run) and one that ended long ago. */
const DURANTE: RodadaSelecionada = {
  id: 1,
  nome: 'Moda Sul',
  cidade_nome: null,
  estado_nome: null,
  local: null,
  data_inicio: '2000-01-01',
  data_fim: '2099-12-31',
  permitir_pedidos: true,
  uuid: null,
};
const PASSADA: RodadaSelecionada = { ...DURANTE, id: 2, data_inicio: '2001-03-01', data_fim: '2001-03-03' };

const estado = () => useEstadoLocal.getState();

function abrir() {
  return renderizarTela(
    <>
      <BarraSuperior />
      <DialogosDoShell />
    </>,
    { rota: '/rodadas', usuario: usuarioDe('fornecedor'), servidor: () => undefined },
  );
}

/** The 'Ilha de Impressão' item of the user menu. */
async function itemIlha() {
  // The menu loads on demand (issue 13 §8): its button is disabled until then.
  const botao = () => screen.getByRole('button', { name: 'Menu do usuário' });
  await waitFor(() => expect(botao().hasAttribute('disabled')).toBe(false));
  fireEvent.click(botao());
  return within(await screen.findByRole('menu')).getByRole('menuitemcheckbox', { name: 'Ilha de Impressão' });
}

beforeEach(() => {
  useEstadoLocal.setState({ rodada: null, impressaoRemota: false, perguntarIlha: false, offLine: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Ilha de Impressão (spec 1 §2.3, §4)', () => {
  it("selecionar uma rodada com pedidos no período pergunta; 'Sim' liga a impressão remota", async () => {
    abrir();
    estado().selecionarRodada(DURANTE);
    const pergunta = await screen.findByRole('dialog', { name: 'Ilha de Impressão' });
    expect(pergunta.textContent).toContain(rodadas.MSG_RODADAS.perguntaIlha);
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    expect(estado().impressaoRemota).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = await itemIlha();
    expect(item.getAttribute('aria-checked')).toBe('true');
    expect(item.getAttribute('aria-disabled')).toBeNull();
  });

  it("'Não' deixa desligada; a chave do menu liga e desliga durante a rodada", async () => {
    abrir();
    estado().selecionarRodada(DURANTE);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ilha de Impressão' })).getByRole('button', {
        name: 'Não',
      }),
    );
    expect(estado().impressaoRemota).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await itemIlha());
    expect(estado().impressaoRemota).toBe(true);
  });

  it('sem rodada, ou fora do período dela, a chave fica desligada e desativada, e diz por quê', async () => {
    abrir();
    let item = await itemIlha();
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('aria-checked')).toBe('false');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // A round kept from its days, with the island on: the shell turns it off.
    useEstadoLocal.setState({ rodada: PASSADA, impressaoRemota: true });
    await waitFor(() => expect(estado().impressaoRemota).toBe(false));
    item = await itemIlha();
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.getAttribute('aria-checked')).toBe('false');
    expect(item.textContent).toContain('Só durante a rodada selecionada');
  });
});
