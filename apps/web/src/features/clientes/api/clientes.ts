import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientes, representantes, type BodyDe, type UsuarioLogado } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Page and search of a customer list. */
export interface FiltroClientes {
  page: number;
  paginacao: number;
  busca?: string;
}

/** Every customer query starts with this key; writes invalidate it. */
const RAIZ = ['clientes', 'manutencao'] as const;

/**
 * The list of /clientes for the logged-in role (spec 2 §2 "The list source depends on role"): the
 * supplier's customers in the selected round (or overall), the representative's, the
 * administrator's, or all (master; a cliente gets only itself).
 */
function listarDoPapel(
  usuario: UsuarioLogado,
  rodadaId: number | null,
  query: FiltroClientes,
  signal: AbortSignal,
) {
  switch (usuario.tipo) {
    case 'fornecedor':
      return rodadaId !== null
        ? chamar(clientes.listarClientesDoFornecedorNaRodada, {
            params: { id: usuario.fornecedor_id ?? 0, rodada: rodadaId },
            query,
            signal,
          })
        : chamar(clientes.listarClientesDoFornecedor, {
            params: { id: usuario.fornecedor_id ?? 0 },
            query,
            signal,
          });
    case 'representante':
      return chamar(clientes.listarClientesDoRepresentante, {
        params: { id: usuario.representante_id ?? 0 },
        query,
        signal,
      });
    case 'administrador':
      return chamar(clientes.listarClientesDoAdministrador, {
        params: { id: usuario.administrador_id ?? 0 },
        query,
        signal,
      });
    default:
      return chamar(clientes.listarClientes, { query, signal });
  }
}

/** One page of the role's customers; the previous page stays on screen while the next loads. */
export function useClientes(usuario: UsuarioLogado | null, rodadaId: number | null, filtro: FiltroClientes) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', usuario?.tipo, usuario?.id, rodadaId, filtro],
    queryFn: ({ signal }) => listarDoPapel(usuario!, rodadaId, filtro, signal),
    enabled: usuario !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One customer for the form or the details dialog; off while `id` is null. */
export function useCliente(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(clientes.editarCliente, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.cliente,
    retry: false,
    // The form starts from what the server stores now.
    gcTime: 0,
  });
}

/** Registers a customer; answers the temporary password to show once. */
export function useSalvarCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDe<typeof clientes.salvarCliente>) => chamar(clientes.salvarCliente, { body }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Updates a customer. */
export function useAtualizarCliente(id: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDe<typeof clientes.atualizarCliente>) =>
      chamar(clientes.atualizarCliente, { params: { id }, body }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** A supplier takes a customer out of its list. */
export function useExcluirCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(clientes.excluirCliente, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Sets a customer's ativo. */
export function useAtivarCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      chamar(clientes.ativarDesativarCliente, { params: { id }, body: { ativo } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** The body of a store save, as the dialog holds it (masks and all; the server normalises). */
export type FormLoja = clientes.LojaClienteEntrada;

/** A customer's stores (the default first); off while `clienteId` is null. */
export function useLojasDoCliente(clienteId: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'lojas', clienteId],
    queryFn: ({ signal }) => chamar(clientes.listarLojas, { params: { id: clienteId ?? 0 }, signal }),
    enabled: clienteId !== null,
    select: (r) => r.lojas,
    retry: false,
  });
}

/** Creates (lojaId null) or updates a customer's store. */
export function useSalvarLoja(clienteId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ lojaId, dados }: { lojaId: number | null; dados: FormLoja }) =>
      lojaId === null
        ? chamar(clientes.salvarLoja, { params: { id: clienteId }, body: dados })
        : chamar(clientes.atualizarLoja, { params: { id: clienteId, loja_id: lojaId }, body: dados }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: [...RAIZ, 'lojas', clienteId] }),
  });
}

/** Deletes a customer's store (never the default one). */
export function useExcluirLoja(clienteId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (lojaId: number) =>
      chamar(clientes.excluirLoja, { params: { id: clienteId, loja_id: lojaId } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: [...RAIZ, 'lojas', clienteId] }),
  });
}

/** The representatives the master picks from (GET /api/representantes/listar/lista). */
export function useRepresentantesParaEscolha(ativo: boolean) {
  return useQuery({
    queryKey: ['representantes', 'lista-curta'],
    queryFn: ({ signal }) => chamar(representantes.listarRepresentantesCurta, { query: {}, signal }),
    enabled: ativo,
    staleTime: 60_000,
    retry: false,
  });
}
