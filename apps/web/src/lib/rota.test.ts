import { describe, expect, it } from 'vitest';
import { idDaRota } from './rota';

describe('idDaRota', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('%s is the id %d', (valor, id) => {
    expect(idDaRota(valor)).toBe(id);
  });

  it.each([undefined, '', '0', '05', '-1', '1.5', '1e3', ' 5', '5 ', 'abc', '2147483648', '99999999999'])(
    '%s is not an id',
    (valor) => {
      expect(idDaRota(valor)).toBeNull();
    },
  );
});
