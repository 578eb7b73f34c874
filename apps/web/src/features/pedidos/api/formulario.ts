import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { MSG_PEDIDOS, normalizarCodigo, pedidos } from '@rodada/contracts';
import { ApiError, chamar, donoDasLeituras, ErroDeConexao, tentarCargaDeNovo } from '../../../lib/api';
import { buscarNosProdutosGuardados, produtosGuardados } from '../../../lib/produtos-guardados';
import { hashDoCorpo } from '../../../lib/pedido-chave';
import { lerPedidoOffline, type NovoPedidoOffline } from '../../../lib/pedidos-offline';
import { salvarOuGuardar } from '../../../lib/salvar-offline';
import type { CorpoPedido, FormPedido } from '../formulario/estado';

const { atualizarPedido, editarPedido, fecharPedido, produtoPorCodigo, produtosDoFormulario, salvarPedido } =
  pedidos;

/*
 * The calls of the order form (spec 3 §2 "Order form", §7 "Orders"; PEDIDOS.md decisions 2, 4-6):
 * the order to edit or copy, the supplier's products by code and by search, saving (salvar /
 * atualizar with uuid and hash, spec D11) and the representative's review (fechar). The client list,
 * the server date and the uuid/hash helpers are shared with the checkout: lib/consultas-pedido.ts,
 * lib/pedido-chave.ts.
 */

/**
 * Loads by the id and, when the id is not found (404) and the link carried a uuid, by the uuid
 * (spec 3 §2: /pedidos/{id}/editar?uuid=; GET /api/pedidos/{id}/editar takes a uuid for the id).
 */
export async function carregarPorIdOuUuid<T>(
  id: string,
  uuid: string | null,
  buscar: (chave: string) => Promise<T>,
): Promise<T> {
  try {
    return await buscar(id);
  } catch (erro) {
    if (uuid && uuid !== id && erro instanceof ApiError && erro.httpStatus === 404) return buscar(uuid);
    throw erro;
  }
}

/** GET /api/pedidos/{id}/editar (or by `uuid`, above): the order with its lines, grid axes and `acoes`. */
export function usePedidoParaEditar(id: string | null, uuid: string | null = null) {
  return useQuery({
    queryKey: ['pedidos', id, 'editar', uuid],
    queryFn: ({ signal }) =>
      carregarPorIdOuUuid(id ?? '', uuid, (chave) => chamar(editarPedido, { params: { id: chave }, signal })),
    enabled: id !== null,
    select: (r) => r.pedido,
    retry: tentarCargaDeNovo,
    // The form is filled once from it: a refetch must not overwrite what the user typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** One client of GET /api/pedidos/clientes?id= with its stores (editing: the store select's options). */
export function useClienteDoPedido(clienteId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'clientes', 'id', clienteId],
    queryFn: ({ signal }) => chamar(pedidos.clientesDoPedido, { query: { id: String(clienteId) }, signal }),
    enabled: clienteId !== null,
    select: (r) => r.clientes[0] ?? null,
    retry: false,
  });
}

type ProdutoDoFormulario = pedidos.ProdutoDoFormulario;

/**
 * GET /api/pedidos/produtos/codigo: one usable product by its code (404 'Código não encontrado').
 * With no answer from the server, the code is looked up in the pages of GET /api/pedidos/produtos
 * kept on the device for this supplier (lib/cache-leituras, the round's preload): not there → 'Código
 * não encontrado'; no page kept at all → the connection error, as any call.
 */
export async function buscarProdutoPorCodigo(
  codigo: string,
  fornecedorId: number | null,
): Promise<ProdutoDoFormulario> {
  const dono = donoDasLeituras();
  try {
    const r = await chamar(produtoPorCodigo, {
      query: { codigo, ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}) },
    });
    return r.produto;
  } catch (erro) {
    if (!(erro instanceof ErroDeConexao)) throw erro;
    const paginas = await produtosGuardados(dono, fornecedorId).catch(() => []);
    if (paginas.length === 0) throw erro;
    const procurado = normalizarCodigo(codigo);
    const achado = paginas.flat().find((p) => normalizarCodigo(p.codigo) === procurado);
    if (!achado) throw new ApiError(404, MSG_PEDIDOS.codigoNaoEncontrado);
    return achado;
  }
}

/**
 * GET /api/pedidos/produtos: the supplier's usable products matching `busca`, a page at a time.
 * With no answer from the server (and no copy of this very call), the search runs over the pages
 * the device kept (lib/produtos-guardados), so the 'Buscar produto' dialog works offline too.
 */
export function useProdutosDoPedido(
  busca: string,
  fornecedorId: number | null,
  page: number,
  ativo: boolean,
) {
  return useQuery({
    queryKey: ['pedidos', 'produtos', busca, fornecedorId, page],
    queryFn: async ({ signal }) => {
      const dono = donoDasLeituras();
      try {
        return await chamar(produtosDoFormulario, {
          query: {
            busca: busca || undefined,
            page,
            ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}),
          },
          signal,
        });
      } catch (erro) {
        if (!(erro instanceof ErroDeConexao)) throw erro;
        const guardada = await buscarNosProdutosGuardados(dono, fornecedorId, busca, page).catch(() => null);
        if (!guardada) throw erro;
        return guardada;
      }
    },
    enabled: ativo,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** What the form adds to its body to queue the order on the device when there is no answer. */
export type ParaAFila = Pick<NovoPedidoOffline, 'usuario_id' | 'rodada_id' | 'resumo'> & { form: FormPedido };

/**
 * Saves the order: POST /api/pedidos/salvar (novo, copiar) or /{id}/atualizar (editar), the body's
 * SHA-256 as its hash (spec D11: the same uuid and body again is answered as the first time). With
 * no answer it is queued on the device with `fila` (issue 15 §3) and answers 'Pedido salvo com
 * sucesso!' / 'Pedido atualizado com sucesso!'; without `fila` (a review) the error stays.
 */
export function useSalvarFormulario(idEditado: number | null) {
  return useMutation({
    mutationFn: async ({ corpo, fila }: { corpo: CorpoPedido; fila: ParaAFila | null }) => {
      const body = { ...corpo, hash: await hashDoCorpo(corpo) };
      const enviar = () =>
        idEditado === null
          ? chamar(salvarPedido, { body })
          : chamar(atualizarPedido, { params: { id: idEditado }, body });
      if (!fila) return { ...(await enviar()), offline: false };
      return salvarOuGuardar(
        enviar,
        { ...fila, uuid: corpo.uuid, id: idEditado, origem: 'formulario', corpo: body },
        idEditado !== null,
      );
    },
  });
}

/** The order of the device's queue opened by /pedidos/…?offline={uuid} (undefined: not there). */
export function usePedidoDaFila(uuid: string | null) {
  return useQuery({
    queryKey: ['pedidos-offline', uuid],
    queryFn: async () => (await lerPedidoOffline(uuid ?? '')) ?? null,
    enabled: uuid !== null,
    networkMode: 'always',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST /api/pedidos/{id}/fechar: the review, 0 Pendente → 1 Revisado (PEDIDOS.md decision 2). */
export function useFecharPedido() {
  return useMutation({
    mutationFn: (id: number) => chamar(fecharPedido, { params: { id } }),
  });
}
