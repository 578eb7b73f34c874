import { useMutation } from '@tanstack/react-query';
import { clientes, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** The body of POST /api/clientes/config/salvar, as the form holds it. */
export type FormContaCliente = BodyDe<typeof clientes.salvarContaCliente>;

/** Saves the caller's customer account; answers `{msg, user}` (spec 2 §4, §7). */
export function salvarContaCliente(dados: FormContaCliente) {
  return chamar(clientes.salvarContaCliente, { body: dados });
}

/** Mutation for the /cliente/minha-conta form. */
export function useSalvarContaCliente() {
  return useMutation({ mutationFn: salvarContaCliente });
}
