import type { Tipo } from '@rodada/contracts';
import { describe, expect, it } from 'vitest';
import { ATORES } from './atores.fixture.js';
import { acoesDe, autorizar } from './autorizar.js';
import { podeGerirBanner } from './banner.policy.js';

const TIPOS = Object.keys(ATORES) as Tipo[];

describe('banners (manutenção do master, spec 3 §2 "Banners")', () => {
  const linhas = [1, 2].flatMap((id) => TIPOS.map((tipo) => ({ tipo, id, gere: tipo === 'master' })));

  it.each(linhas)('$tipo, banner $id: vê, edita e exclui → $gere', ({ tipo, id, gere }) => {
    expect(podeGerirBanner(ATORES[tipo], { id })).toBe(gere);
    expect(acoesDe(ATORES[tipo], 'banner', { id })).toEqual({ editar: gere, excluir: gere });
  });

  it.each(TIPOS.filter((t) => t !== 'master'))('%s não sabe que o banner existe: 404', (tipo) => {
    for (const acao of ['banner.ver', 'banner.editar', 'banner.excluir'] as const) {
      expect(autorizar(ATORES[tipo], acao, { id: 1 })).toEqual({ permitido: false, status: 404 });
    }
  });

  it('o master pode tudo; um banner inexistente é 404', () => {
    expect(autorizar(ATORES.master, 'banner.excluir', { id: 1 })).toEqual({ permitido: true });
    expect(autorizar(ATORES.master, 'banner.editar', null)).toEqual({ permitido: false, status: 404 });
  });
});
