import { useMutation } from '@tanstack/react-query';
import { administradores, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** The body of POST /api/administradores/config/salvar, as the form holds it. */
export type FormContaAdministrador = BodyDe<typeof administradores.salvarContaAdministrador>;

/** Saves the caller's administrator account; answers `{msg, user}` (spec 2 §7 "Administrators"). */
export function salvarContaAdministrador(dados: FormContaAdministrador) {
  return chamar(administradores.salvarContaAdministrador, { body: dados });
}

/** Mutation for the /administrador/minha-conta form. */
export function useSalvarContaAdministrador() {
  return useMutation({ mutationFn: salvarContaAdministrador });
}
