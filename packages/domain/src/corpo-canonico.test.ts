import { describe, expect, it } from 'vitest';
import { corpoCanonico, semHash } from './corpo-canonico.js';

describe('corpoCanonico (spec D11: o hash do corpo canônico)', () => {
  it.each([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ a: { d: [3, { z: 1, y: 2 }], c: 'x' } }, '{"a":{"c":"x","d":[3,{"y":2,"z":1}]}}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [[undefined, 1], '[null,1]'],
    ['ação "x"', '"ação \\"x\\""'],
    [{ Z: 1, a: 1, _: 1 }, '{"Z":1,"_":1,"a":1}'],
    [new Date('2026-11-26T00:00:00.000Z'), '"2026-11-26T00:00:00.000Z"'],
    [[], '[]'],
    [{}, '{}'],
  ])('%j → %s', (valor, texto) => {
    expect(corpoCanonico(valor)).toBe(texto);
  });

  it('a ordem das chaves não muda o texto; a ordem dos itens muda', () => {
    const a = {
      uuid: 'u',
      produtos: [
        { id: 1, q: 2 },
        { id: 2, q: 3 },
      ],
      cliente_id: 9,
    };
    const b = {
      cliente_id: 9,
      produtos: [
        { q: 2, id: 1 },
        { q: 3, id: 2 },
      ],
      uuid: 'u',
    };
    expect(corpoCanonico(a)).toBe(corpoCanonico(b));
    expect(corpoCanonico({ ...a, produtos: [...a.produtos].reverse() })).not.toBe(corpoCanonico(a));
  });

  it('é o JSON.stringify quando as chaves já estão em ordem', () => {
    const v = { a: [1, 'dois', true, null], b: { c: 1.5 } };
    expect(corpoCanonico(v)).toBe(JSON.stringify(v));
  });

  it('semHash tira só o hash', () => {
    expect(semHash({ hash: 'h', uuid: 'u', a: 1 })).toEqual({ uuid: 'u', a: 1 });
  });
});
