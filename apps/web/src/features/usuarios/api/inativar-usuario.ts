import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarios } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Sets a user active or inactive (the state is sent, so a repeated click does not undo it). */
export function inativarUsuario(dados: { id: number; ativo: boolean }) {
  return chamar(usuarios.inativarUsuario, { params: { id: dados.id }, body: { ativo: dados.ativo } });
}

/** Mutation for 'Inativar' / 'Ativar' on /usuarios; the list reloads afterwards. */
export function useInativarUsuario() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: inativarUsuario,
    onSettled: () => cliente.invalidateQueries({ queryKey: ['usuarios'] }),
  });
}
