import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientes } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import { useEstadoLocal } from '../../../lib/estado-local';

/** The body of a store save, as the form holds it (masks and all; the server normalises). */
export type FormEmpresa = clientes.LojaEntrada;

/** Query keys of the customer's stores; saves and deletes invalidate `['empresas']`. */
export const CHAVE_EMPRESAS = ['empresas'] as const;

/** The logged-in customer's id: the stores of /empresas are always the caller's own. */
export function useClienteId(): number | null {
  return useEstadoLocal((s) => s.usuario?.cliente_id ?? null);
}

/** The customer's stores, the default first (GET /api/clientes/:id/lojas/listar). */
export function useEmpresas(clienteId: number | null) {
  return useQuery({
    queryKey: [...CHAVE_EMPRESAS, clienteId, 'listar'],
    queryFn: ({ signal }) => chamar(clientes.listarLojas, { params: { id: clienteId ?? 0 }, signal }),
    enabled: clienteId !== null,
    select: (r) => r.lojas,
    retry: false,
  });
}

/** One store for its edit form (GET /api/clientes/:id/lojas/:loja_id/editar). */
export function useEmpresa(clienteId: number | null, lojaId: number | null) {
  return useQuery({
    queryKey: [...CHAVE_EMPRESAS, clienteId, 'editar', lojaId],
    queryFn: ({ signal }) =>
      chamar(clientes.editarLoja, { params: { id: clienteId ?? 0, loja_id: lojaId ?? 0 }, signal }),
    enabled: clienteId !== null && lojaId !== null,
    select: (r) => r.loja,
    retry: false,
    // The form starts from what the server stores now, not from a cached copy.
    gcTime: 0,
  });
}

/** Creates (lojaId null) or updates a store; the lists reload afterwards. */
export function useSalvarEmpresa(clienteId: number | null, lojaId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (dados: FormEmpresa) =>
      lojaId === null
        ? chamar(clientes.salvarLoja, { params: { id: clienteId ?? 0 }, body: dados })
        : chamar(clientes.atualizarLoja, { params: { id: clienteId ?? 0, loja_id: lojaId }, body: dados }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: CHAVE_EMPRESAS }),
  });
}

/** Deletes a store (never the default one: the server refuses it too). */
export function useExcluirEmpresa(clienteId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (lojaId: number) =>
      chamar(clientes.excluirLoja, { params: { id: clienteId ?? 0, loja_id: lojaId } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: CHAVE_EMPRESAS }),
  });
}
