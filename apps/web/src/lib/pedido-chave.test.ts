import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { corpoCanonico } from '@rodada/domain';
import { hashDoCorpo, novoUuid } from './pedido-chave';
import { sha256Hex } from './sha256';

describe('hashDoCorpo (spec D11: SHA-256 do corpo canônico)', () => {
  const corpo = { uuid: 'a', produtos: [{ produto_id: 1, quantidade: 6 }], observacoes: 'ação' };

  it('é o SHA-256 do texto canônico, o mesmo que o servidor calcula', async () => {
    const esperado = createHash('sha256').update(corpoCanonico(corpo)).digest('hex');
    expect(await hashDoCorpo(corpo)).toBe(esperado);
    expect(sha256Hex(new TextEncoder().encode(corpoCanonico(corpo)))).toBe(esperado);
  });

  it('não muda com a ordem das chaves; muda com o conteúdo', async () => {
    const invertido = { observacoes: 'ação', produtos: [{ quantidade: 6, produto_id: 1 }], uuid: 'a' };
    expect(await hashDoCorpo(invertido)).toBe(await hashDoCorpo(corpo));
    expect(await hashDoCorpo({ ...corpo, observacoes: 'outra' })).not.toBe(await hashDoCorpo(corpo));
  });
});

describe('novoUuid', () => {
  it('é um uuid v4, diferente a cada chamada', () => {
    const [a, b] = [novoUuid(), novoUuid()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
