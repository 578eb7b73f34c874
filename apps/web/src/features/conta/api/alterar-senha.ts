import { useMutation } from '@tanstack/react-query';
import { usuarios } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Changes the caller's own password (POST /api/usuarios/alterar-senha). */
export function alterarSenha(dados: usuarios.AlterarSenha) {
  return chamar(usuarios.alterarSenha, { body: dados });
}

/** Mutation for the /alterar-senha form. */
export function useAlterarSenha() {
  return useMutation({ mutationFn: alterarSenha });
}
