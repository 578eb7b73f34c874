import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UsuarioLogado, produtos } from '@rodada/contracts';
import { hojeEmSaoPaulo, paraCentavos, rodadaEmAndamento, somar } from '@rodada/domain';

/** The round the user selected (spec 1 §3 "Round"). */
export interface RodadaSelecionada {
  id: number;
  nome: string;
  cidade_nome: string | null;
  estado_nome: string | null;
  local: string | null;
  /** 'yyyy-mm-dd' */
  data_inicio: string;
  /** 'yyyy-mm-dd' */
  data_fim: string;
  permitir_pedidos: boolean;
  uuid: string | null;
}

/** Today in São Paulo (spec D4), the business day of the print-island window. */
const hojeDoAparelho = () => hojeEmSaoPaulo(new Date());

/**
 * Whether the print island can be used with the selected round on `hoje`: a round is selected and
 * today is within its days (spec 1 §4: it is turned off outside the round's date window).
 */
export function ilhaDisponivel(
  rodada: Pick<RodadaSelecionada, 'data_inicio' | 'data_fim'> | null,
  hoje: string = hojeDoAparelho(),
): boolean {
  return rodada !== null && rodadaEmAndamento(rodada, hoje);
}

/**
 * Whether the cart button shows (spec 1 §2.3), and with it the shop's 'Adicionar ao carrinho':
 * logged out, or cliente, representante, or a fornecedor whose round allows orders; never on
 * checkout.
 */
export function mostraCarrinho(
  usuario: Pick<UsuarioLogado, 'tipo'> | null,
  rodada: Pick<RodadaSelecionada, 'permitir_pedidos'> | null,
  caminho: string,
): boolean {
  if (caminho === '/checkout') return false;
  if (!usuario) return true;
  if (usuario.tipo === 'cliente' || usuario.tipo === 'representante') return true;
  return usuario.tipo === 'fornecedor' && rodada?.permitir_pedidos === true;
}

/** A cart line (spec 1 §3 "Cart item"). Money in integer cents (spec D14), never float reais. */
export interface ItemCarrinho {
  id: number;
  /** The product's code (shown in the cart and at checkout); absent in carts stored before it. */
  codigo?: string;
  descricao: string;
  /** Unit price in integer cents. */
  valor: number;
  quantidade_minima: number;
  multiplo: number;
  fornecedor_id: number;
  quantidade: number;
  /** valor × quantidade in integer cents (multiplicar of @rodada/domain). */
  subtotal: number;
  /** The cells above 0 of the quantity dialog's grid (spec 1 §3 "Cart item"). */
  grade: { corId: number; tamanhoId: number; quantidade: number }[];
  /** The product's photos as the API answers them (the first is the cover). */
  fotos: produtos.FotoProduto[];
}

/** The shop filter (spec 1 §3 "Filter"). */
export interface Filtro {
  termoPesquisa: string;
  categorias: number[];
  filtrarValores: boolean;
  /** Lowest price in integer cents. */
  valorInicial: number;
  /** Highest price in integer cents. */
  valorFinal: number;
  fornecedor: number | null;
  ordenacao: 1 | 2 | 3 | 4;
}

export const FILTRO_VAZIO: Filtro = {
  termoPesquisa: '',
  categorias: [],
  filtrarValores: false,
  valorInicial: 0,
  valorFinal: 50000,
  fornecedor: null,
  ordenacao: 1,
};

/** How many filters differ from the empty filter (the filter button's badge, spec 1 §2.3). */
export function filtrosAtivos(f: Filtro): number {
  return (
    (f.termoPesquisa.trim() ? 1 : 0) +
    (f.categorias.length ? 1 : 0) +
    (f.filtrarValores ? 1 : 0) +
    (f.fornecedor !== null ? 1 : 0)
  );
}

/** The cart's total in integer cents, summed exactly (somar of @rodada/domain). */
export function totalDoCarrinho(carrinho: readonly ItemCarrinho[]): number {
  return somar(...carrinho.map((i) => i.subtotal));
}

/**
 * The unfinished new order of the order form (spec 3 §4 "Draft"; spec 1 local key 'pedido'): the
 * form as the page holds it, read back with care by the form (features/pedidos/formulario), and
 * offered only to the user who typed it.
 */
export interface RascunhoPedido {
  usuario_id: number;
  form: unknown;
}

/** What version 1 of the stored state may hold: any JSON, read with care. */
type Guardado = Record<string, unknown>;

/** Float reais of version 1 to integer cents; null when it is not a finite number. */
function reaisParaCentavos(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? paraCentavos(v) : null;
}

/**
 * Version 1 kept the cart's valor/subtotal and the price filter in float reais; version 2 keeps
 * integer cents (spec D14). The cart survives the update: each line is converted, and a line
 * whose amounts are not numbers is dropped rather than shown wrong.
 */
export function migrarEstadoGuardado(guardado: unknown, versao: number): unknown {
  if (versao >= 3 || typeof guardado !== 'object' || guardado === null) return guardado;
  const v2 = versao >= 2 ? (guardado as Guardado) : migrarCentavos(guardado as Guardado);
  return migrarFotos(v2);
}

/** A stored photo of version 3: the API's object with its srcsets (not a bare URL). */
const fotoValida = (f: unknown): boolean =>
  typeof f === 'object' && f !== null && typeof (f as Guardado).url === 'string';

/**
 * Version 2 kept the cart's photos as URL strings; version 3 keeps the API's photo objects (the
 * cart draws them with FotoProduto). A line keeps its photos that are objects and drops the rest.
 */
function migrarFotos(estado: Guardado): Guardado {
  if (!Array.isArray(estado.carrinho)) return estado;
  return {
    ...estado,
    carrinho: (estado.carrinho as Guardado[]).map((i) => ({
      ...i,
      fotos: Array.isArray(i.fotos) ? i.fotos.filter(fotoValida) : [],
    })),
  };
}

function migrarCentavos(estado: Guardado): Guardado {
  const carrinho = Array.isArray(estado.carrinho) ? (estado.carrinho as Guardado[]) : [];
  const filtro = estado.filtro;
  const migrado: Guardado = {
    ...estado,
    carrinho: carrinho.flatMap((i) => {
      const valor = reaisParaCentavos(i.valor);
      const subtotal = reaisParaCentavos(i.subtotal);
      return valor === null || subtotal === null ? [] : [{ ...i, valor, subtotal }];
    }),
  };
  // A part that was not stored stays absent, so the store's default fills it in.
  if (typeof filtro === 'object' && filtro !== null) {
    const f = filtro as Guardado;
    migrado.filtro = {
      ...FILTRO_VAZIO,
      ...f,
      valorInicial: reaisParaCentavos(f.valorInicial) ?? FILTRO_VAZIO.valorInicial,
      valorFinal: reaisParaCentavos(f.valorFinal) ?? FILTRO_VAZIO.valorFinal,
    };
  } else delete migrado.filtro;
  return migrado;
}

interface EstadoLocal {
  usuario: UsuarioLogado | null;
  carrinho: ItemCarrinho[];
  rodada: RodadaSelecionada | null;
  filtro: Filtro;
  contagemNotificacoes: number;
  /** impressao_remota: send prints to the round's print island (spec 1 §2.3, §4). */
  impressaoRemota: boolean;
  /** offLine: the selected round's data is kept for use without a connection (spec 1 §4). */
  offLine: boolean;
  /** Asking "use the print island?" after a round that permits orders was selected. */
  perguntarIlha: boolean;
  /** The order form's draft (spec 3 §4), kept until saved or cancelled. */
  pedido: RascunhoPedido | null;

  entrar: (usuario: UsuarioLogado) => void;
  atualizarUsuario: (usuario: UsuarioLogado) => void;
  /** Logout: clears the user, round, filters and print state (spec 1 §4); the cart stays. */
  sair: () => void;
  /**
   * Selects a round; selecting the same one again deselects it (spec 1 §4). `hoje` ('yyyy-mm-dd',
   * São Paulo) decides whether the print-island question is asked.
   */
  selecionarRodada: (rodada: RodadaSelecionada, hoje?: string) => void;
  /**
   * Refreshes the stored copy of the selected round (its name or dates changed on the server);
   * another round, or none selected, changes nothing.
   */
  atualizarRodadaSelecionada: (rodada: RodadaSelecionada) => void;
  responderIlha: (usar: boolean) => void;
  definirImpressaoRemota: (ativa: boolean) => void;
  definirFiltro: (parcial: Partial<Filtro>) => void;
  limparFiltro: () => void;
  definirContagemNotificacoes: (n: number) => void;
  /** Adds an item first; the same product again replaces it (spec 1 §4 "Cart"). */
  adicionarAoCarrinho: (item: ItemCarrinho) => void;
  removerDoCarrinho: (produtoId: number) => void;
  /** After a saved order (spec 3 §8: 'Pedido salvo com sucesso', cart cleared). */
  limparCarrinho: () => void;
  guardarRascunhoPedido: (rascunho: RascunhoPedido) => void;
  /** After the order was saved or cancelled, or the draft discarded (spec 3 §4). */
  limparRascunhoPedido: () => void;
}

/**
 * The device-local state of spec 1 §3 in one persisted store (localStorage). The token is not here:
 * it lives in an HttpOnly cookie the scripts cannot read.
 */
export const useEstadoLocal = create<EstadoLocal>()(
  persist(
    (set, get) => ({
      usuario: null,
      carrinho: [],
      rodada: null,
      filtro: FILTRO_VAZIO,
      contagemNotificacoes: 0,
      impressaoRemota: false,
      offLine: false,
      perguntarIlha: false,
      pedido: null,

      entrar: (usuario) => set({ usuario }),
      atualizarUsuario: (usuario) => set({ usuario }),
      sair: () =>
        set({
          usuario: null,
          rodada: null,
          filtro: FILTRO_VAZIO,
          impressaoRemota: false,
          offLine: false,
          perguntarIlha: false,
          contagemNotificacoes: 0,
        }),
      selecionarRodada: (rodada, hoje = hojeDoAparelho()) => {
        if (get().rodada?.id === rodada.id) {
          set({ rodada: null, offLine: false, impressaoRemota: false, perguntarIlha: false });
          return;
        }
        // spec 1 §4: a round that permits orders asks about the print island, but only inside its
        // date window (outside it the island is off, so asking would be a question with no effect).
        // Remote printing starts off for a newly selected round: the answer, or the menu switch,
        // turns it on; the previous round's choice never carries over to another event's island.
        set({
          rodada,
          offLine: true,
          impressaoRemota: false,
          perguntarIlha: rodada.permitir_pedidos && ilhaDisponivel(rodada, hoje),
        });
      },
      atualizarRodadaSelecionada: (rodada) => {
        if (get().rodada?.id === rodada.id) set({ rodada });
      },
      responderIlha: (usar) => set({ impressaoRemota: usar, perguntarIlha: false }),
      // Never on without a round in its date window (spec 1 §4), whoever asks.
      definirImpressaoRemota: (ativa) => set({ impressaoRemota: ativa && ilhaDisponivel(get().rodada) }),
      definirFiltro: (parcial) => set({ filtro: { ...get().filtro, ...parcial } }),
      limparFiltro: () => set({ filtro: FILTRO_VAZIO }),
      definirContagemNotificacoes: (n) => set({ contagemNotificacoes: n }),
      adicionarAoCarrinho: (item) =>
        set({ carrinho: [item, ...get().carrinho.filter((i) => i.id !== item.id)] }),
      removerDoCarrinho: (produtoId) => set({ carrinho: get().carrinho.filter((i) => i.id !== produtoId) }),
      limparCarrinho: () => set({ carrinho: [] }),
      guardarRascunhoPedido: (rascunho) => set({ pedido: rascunho }),
      limparRascunhoPedido: () => set({ pedido: null }),
    }),
    {
      name: 'rodada',
      // 2: money in integer cents (migrarEstadoGuardado converts version 1's float reais);
      // 3: the cart's photos are the API's photo objects.
      version: 3,
      migrate: (guardado, versao) => migrarEstadoGuardado(guardado, versao) as EstadoLocal,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        usuario: s.usuario,
        carrinho: s.carrinho,
        rodada: s.rodada,
        filtro: s.filtro,
        impressaoRemota: s.impressaoRemota,
        offLine: s.offLine,
        pedido: s.pedido,
      }),
    },
  ),
);
