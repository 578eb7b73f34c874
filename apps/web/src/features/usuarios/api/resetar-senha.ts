import { useMutation } from '@tanstack/react-query';
import { usuarios } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Resets a user's password; answers the temporary password, shown once (spec D1). */
export function resetarSenha(id: number) {
  return chamar(usuarios.resetarSenha, { body: { id } });
}

/** Mutation for 'Resetar senha' on /usuarios. */
export function useResetarSenha() {
  return useMutation({ mutationFn: resetarSenha });
}
