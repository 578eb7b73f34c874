import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { carregarPorIdOuUuid } from './formulario';

describe('carregarPorIdOuUuid (spec 3 §2: /pedidos/{id}/editar?uuid=)', () => {
  it('loads by the id when it is found', async () => {
    const buscar = vi.fn().mockResolvedValue({ id: 7 });
    await expect(carregarPorIdOuUuid('7', 'u-1', buscar)).resolves.toEqual({ id: 7 });
    expect(buscar.mock.calls).toEqual([['7']]);
  });

  it('loads by the uuid when the id is not found', async () => {
    const buscar = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'Pedido não encontrado'))
      .mockResolvedValueOnce({ id: 9 });
    await expect(carregarPorIdOuUuid('7', 'u-1', buscar)).resolves.toEqual({ id: 9 });
    expect(buscar.mock.calls).toEqual([['7'], ['u-1']]);
  });

  it('keeps the 404 without a uuid and any other error as it is', async () => {
    const nao = new ApiError(404, 'Pedido não encontrado');
    await expect(carregarPorIdOuUuid('7', null, vi.fn().mockRejectedValue(nao))).rejects.toBe(nao);
    const proibido = new ApiError(403, 'Sem permissão');
    const buscar = vi.fn().mockRejectedValue(proibido);
    await expect(carregarPorIdOuUuid('7', 'u-1', buscar)).rejects.toBe(proibido);
    expect(buscar).toHaveBeenCalledTimes(1);
  });
});
