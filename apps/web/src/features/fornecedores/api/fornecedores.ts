import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fornecedores, type BodyDe, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Filters and page of the suppliers list (GET /api/fornecedores/listar). */
export type FiltroFornecedores = NonNullable<QueryDe<typeof fornecedores.listarFornecedores>>;
/** The body of 'Cadastro de Fornecedor' as the form holds it (masks included). */
export type FormFornecedor = BodyDe<typeof fornecedores.salvarFornecedor>;

/** Every suppliers-maintenance query starts with this key; mutations invalidate it. */
const RAIZ = ['fornecedores', 'manutencao'] as const;

/** One page of suppliers visible to the caller; the previous page stays while the next one loads. */
export function useFornecedores(filtro: FiltroFornecedores) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(fornecedores.listarFornecedores, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One supplier for 'Cadastro de Fornecedor'; off while `id` is null (adding). */
export function useFornecedorCadastro(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(fornecedores.editarFornecedor, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
    // The form starts from what the server holds now, never from an old cache.
    gcTime: 0,
  });
}

/** The read-only details of a supplier; off while `id` is null. */
export function useFornecedorDetalhe(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'detalhar', id],
    queryFn: ({ signal }) => chamar(fornecedores.detalharFornecedor, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** The ratings of a supplier; off while `id` is null or `ativo` is false. */
export function useAvaliacoes(id: number | null, ativo = true) {
  return useQuery({
    queryKey: [...RAIZ, 'avaliacoes', id],
    queryFn: ({ signal }) => chamar(fornecedores.listarAvaliacoes, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null && ativo,
    retry: false,
  });
}

/** Registers a supplier; answers the temporary password to show once. */
export function useSalvarFornecedor() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: FormFornecedor) => chamar(fornecedores.salvarFornecedor, { body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Updates a supplier. */
export function useAtualizarFornecedor() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormFornecedor }) =>
      chamar(fornecedores.atualizarFornecedor, { params: { id }, body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** The list actions on one supplier (administrador and master; the representante's own switch). */
export function useAcoesFornecedor() {
  const cliente = useQueryClient();
  const recarregar = () => cliente.invalidateQueries({ queryKey: RAIZ });
  const excluir = useMutation({
    mutationFn: (id: number) => chamar(fornecedores.excluirFornecedor, { params: { id } }),
    onSettled: recarregar,
  });
  const resetar = useMutation({
    mutationFn: (id: number) => chamar(fornecedores.resetarFornecedor, { params: { id } }),
    onSettled: recarregar,
  });
  const bloquear = useMutation({
    mutationFn: (id: number) => chamar(fornecedores.bloquearFornecedor, { params: { id } }),
    onSettled: recarregar,
  });
  const ativarParaMim = useMutation({
    mutationFn: (v: { representanteId: number; fornecedorId: number; status: 0 | 1 }) =>
      chamar(fornecedores.ativacaoFornecedorRepresentante, {
        params: { id: v.representanteId, fornecedor_id: v.fornecedorId },
        body: { status: v.status },
      }),
    onSettled: recarregar,
  });
  return { excluir, resetar, bloquear, ativarParaMim };
}

/** Saves the caller's rating of a supplier. */
export function useSalvarAvaliacao() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDe<typeof fornecedores.salvarAvaliacao>) =>
      chamar(fornecedores.salvarAvaliacao, { body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: [...RAIZ, 'avaliacoes'] }),
  });
}

/** Deletes one of the caller's ratings. */
export function useExcluirAvaliacao() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(fornecedores.excluirAvaliacao, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: [...RAIZ, 'avaliacoes'] }),
  });
}
