import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rodadas, type AcoesDe } from '@rodada/contracts';
import { chamar, enviarArquivo } from '../../../lib/api';

/*
 * The calls of the round participants pages (spec 3 §7 "Rounds"): for each kind (fornecedores,
 * clientes, representantes) the round's list, the candidates of 'Seleção de ...', add, remove and
 * the CSV import, behind one shape (Chamadas) so a single page serves the three kinds; and the
 * client's prazo and inscrição.
 */

/** The three kinds of participant, as their routes name them (/rodadas/:rodada_id/<tipo>). */
export type TipoParticipante = 'fornecedores' | 'clientes' | 'representantes';

/** The filter of a list: page (from 1), page size and the applied search. */
export interface FiltroParticipantes {
  page: number;
  paginacao: number;
  busca?: string;
}

/** What every row of a round's list has: its id (the participant's) and what the caller may do. */
export interface LinhaParticipante {
  id: number;
  acoes: AcoesDe<'participante'>;
}

/** One page of rows, as every list answers it. */
export interface PaginaDe<T> {
  data: T[];
  total: number;
}

/** A round's list: the round's header and one page of its participants. */
export interface ListaDaRodada<L> {
  rodada: rodadas.RodadaDosParticipantes;
  pagina: PaginaDe<L>;
}

/** The calls of one kind of participant. */
export interface Chamadas<L extends LinhaParticipante, C extends { id: number }> {
  listar: (rodadaId: number, filtro: FiltroParticipantes, signal?: AbortSignal) => Promise<ListaDaRodada<L>>;
  candidatos: (rodadaId: number, filtro: FiltroParticipantes, signal?: AbortSignal) => Promise<PaginaDe<C>>;
  adicionar: (rodadaId: number, id: number) => Promise<{ msg: string }>;
  remover: (rodadaId: number, id: number) => Promise<{ msg: string }>;
  importar: (
    rodadaId: number,
    arquivo: File,
    aoProgredir: (fracao: number) => void,
  ) => Promise<rodadas.RespostaImportacao>;
}

export type FornecedorCandidato = rodadas.FornecedorDaRodada extends infer F ? Omit<F, 'acoes'> : never;
export type ClienteCandidato = Pick<
  rodadas.ClienteDaRodada,
  'id' | 'nome' | 'razao_social' | 'cnpj' | 'responsavel_nome' | 'representante_nome' | 'cidade_estado'
>;
export type RepresentanteCandidato = Omit<rodadas.RepresentanteDaRodada, 'acoes'>;

export const CHAMADAS_FORNECEDORES: Chamadas<rodadas.FornecedorDaRodada, FornecedorCandidato> = {
  listar: async (id, query, signal) => {
    const r = await chamar(rodadas.listarFornecedoresDaRodada, {
      params: { id },
      query,
      ...(signal ? { signal } : {}),
    });
    return { rodada: r.rodada, pagina: r.fornecedores };
  },
  candidatos: async (id, query, signal) =>
    (
      await chamar(rodadas.listarFornecedoresCandidatos, {
        params: { id },
        query,
        ...(signal ? { signal } : {}),
      })
    ).fornecedores,
  adicionar: (id, fornecedor_id) =>
    chamar(rodadas.adicionarFornecedorNaRodada, { params: { id, fornecedor_id } }),
  remover: (id, fornecedor_id) =>
    chamar(rodadas.removerFornecedorDaRodada, { params: { id, fornecedor_id } }),
  importar: (id, arquivo, aoProgredir) =>
    enviarArquivo(rodadas.importarFornecedoresNaRodada, arquivo, { params: { id }, aoProgredir }),
};

export const CHAMADAS_CLIENTES: Chamadas<rodadas.ClienteDaRodada, ClienteCandidato> = {
  listar: async (id, query, signal) => {
    const r = await chamar(rodadas.listarClientesDaRodada, {
      params: { id },
      query,
      ...(signal ? { signal } : {}),
    });
    return { rodada: r.rodada, pagina: r.clientes };
  },
  candidatos: async (id, query, signal) =>
    (await chamar(rodadas.listarClientesCandidatos, { params: { id }, query, ...(signal ? { signal } : {}) }))
      .clientes,
  adicionar: (id, cliente_id) => chamar(rodadas.adicionarClienteNaRodada, { params: { id, cliente_id } }),
  remover: (id, cliente_id) => chamar(rodadas.removerClienteDaRodada, { params: { id, cliente_id } }),
  importar: (id, arquivo, aoProgredir) =>
    enviarArquivo(rodadas.importarClientesNaRodada, arquivo, { params: { id }, aoProgredir }),
};

export const CHAMADAS_REPRESENTANTES: Chamadas<rodadas.RepresentanteDaRodada, RepresentanteCandidato> = {
  listar: async (id, query, signal) => {
    const r = await chamar(rodadas.listarRepresentantesDaRodada, {
      params: { id },
      query,
      ...(signal ? { signal } : {}),
    });
    return { rodada: r.rodada, pagina: r.representantes };
  },
  candidatos: async (id, query, signal) =>
    (
      await chamar(rodadas.listarRepresentantesCandidatos, {
        params: { id },
        query,
        ...(signal ? { signal } : {}),
      })
    ).representantes,
  adicionar: (id, representante_id) =>
    chamar(rodadas.adicionarRepresentanteNaRodada, { params: { id, representante_id } }),
  remover: (id, representante_id) =>
    chamar(rodadas.removerRepresentanteDaRodada, { params: { id, representante_id } }),
  importar: (id, arquivo, aoProgredir) =>
    enviarArquivo(rodadas.importarRepresentantesNaRodada, arquivo, { params: { id }, aoProgredir }),
};

/** Every participants query of a round starts with this key; changes invalidate it. */
const raiz = (rodadaId: number) => ['participantes', rodadaId] as const;

/** One page of the round's participants of a kind; the previous page stays while the next loads. */
export function useParticipantes<L extends LinhaParticipante, C extends { id: number }>(
  tipo: TipoParticipante,
  chamadas: Chamadas<L, C>,
  rodadaId: number,
  filtro: FiltroParticipantes,
) {
  return useQuery({
    queryKey: [...raiz(rodadaId), tipo, 'rodada', filtro],
    queryFn: ({ signal }) => chamadas.listar(rodadaId, filtro, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of the candidates of 'Seleção de ...'; off while the dialog is closed. */
export function useCandidatos<L extends LinhaParticipante, C extends { id: number }>(
  tipo: TipoParticipante,
  chamadas: Chamadas<L, C>,
  rodadaId: number,
  filtro: FiltroParticipantes,
  ativo: boolean,
) {
  return useQuery({
    queryKey: [...raiz(rodadaId), tipo, 'candidatos', filtro],
    queryFn: ({ signal }) => chamadas.candidatos(rodadaId, filtro, signal),
    placeholderData: keepPreviousData,
    enabled: ativo,
    retry: false,
  });
}

/** What adding one chosen record answered: its message, or the failure. */
export type ResultadoAdicao = { id: number; nome: string } & (
  { ok: true; msg: string } | { ok: false; erro: unknown }
);

/**
 * Adds the chosen records one after the other (each its own answer: one refused does not stop the
 * others), then reloads the round's lists and candidates once.
 */
export function useAdicionarParticipantes<L extends LinhaParticipante, C extends { id: number }>(
  chamadas: Chamadas<L, C>,
  rodadaId: number,
) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (escolhidos: readonly { id: number; nome: string }[]): Promise<ResultadoAdicao[]> => {
      const resultados: ResultadoAdicao[] = [];
      for (const { id, nome } of escolhidos) {
        try {
          const { msg } = await chamadas.adicionar(rodadaId, id);
          resultados.push({ id, nome, ok: true, msg });
        } catch (erro) {
          resultados.push({ id, nome, ok: false, erro });
        }
      }
      return resultados;
    },
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** Removes one participant from the round. */
export function useRemoverParticipante<L extends LinhaParticipante, C extends { id: number }>(
  chamadas: Chamadas<L, C>,
  rodadaId: number,
) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamadas.remover(rodadaId, id),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** Imports a CSV file of participants; the lists reload after it. */
export function useImportarParticipantes<L extends LinhaParticipante, C extends { id: number }>(
  chamadas: Chamadas<L, C>,
  rodadaId: number,
) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (v: { arquivo: File; aoProgredir: (fracao: number) => void }) =>
      chamadas.importar(rodadaId, v.arquivo, v.aoProgredir),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** Sets (or clears, with '') a client's payment term in the round. */
export function useAlterarPrazo(rodadaId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (v: { cliente_id: number; prazo: string }) =>
      chamar(rodadas.alterarPrazoDoCliente, {
        params: { id: rodadaId, cliente_id: v.cliente_id },
        body: { prazo: v.prazo },
      }),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** Confirms (`inscrito` true) or cancels a client's sign-up in the round. */
export function useAlterarInscricao(rodadaId: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (v: { cliente_id: number; inscrito: boolean }) =>
      chamar(v.inscrito ? rodadas.inscreverClienteNaRodada : rodadas.cancelarInscricaoNaRodada, {
        params: { id: rodadaId, cliente_id: v.cliente_id },
      }),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}
