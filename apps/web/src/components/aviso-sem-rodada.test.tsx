// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { rodadas } from '@rodada/contracts';
import { AvisoSemRodada } from './aviso-sem-rodada';

afterEach(cleanup);

describe('AvisoSemRodada (issue 11 §7)', () => {
  it('diz que falta a rodada e leva a /rodadas', () => {
    render(
      <MemoryRouter>
        <AvisoSemRodada />
      </MemoryRouter>,
    );
    expect(screen.getByText(rodadas.MSG_RODADAS.semRodadaSelecionada)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Rodadas' }).getAttribute('href')).toBe('/rodadas');
  });

  it('usa o motivo da tela quando ela dá um', () => {
    render(
      <MemoryRouter>
        <AvisoSemRodada texto="Selecione uma rodada: o cliente será inscrito nela." />
      </MemoryRouter>,
    );
    expect(screen.getByText('Selecione uma rodada: o cliente será inscrito nela.')).toBeTruthy();
  });
});
