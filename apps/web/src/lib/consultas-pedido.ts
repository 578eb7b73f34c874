import { useQuery } from '@tanstack/react-query';
import { pedidos } from '@rodada/contracts';
import { cacheLeituras, chamar, donoDasLeituras, ErroDeConexao, tentarCargaDeNovo } from './api';

/*
 * Reads shared by the checkout (features/checkout) and the order form (features/pedidos/formulario):
 * the clients one may order for and the server's date.
 */

/**
 * The clients a supplier or representative may order for, with their companies (GET /api/pedidos/clientes).
 * With no answer from the server, a search typed offline looks in the clients kept on the device
 * for the round (clientesGuardados).
 */
export function useClientesDoPedido(busca: string, rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: ['pedidos', 'clientes', busca, rodadaId],
    queryFn: async ({ signal }) => {
      const dono = donoDasLeituras();
      try {
        return await chamar(pedidos.clientesDoPedido, {
          query: { busca: busca || undefined, rodada_id: rodadaId ?? undefined },
          signal,
        });
      } catch (erro) {
        if (!(erro instanceof ErroDeConexao) || !busca) throw erro;
        const guardados = await clientesGuardados(dono, rodadaId, busca).catch(() => null);
        if (!guardados) throw erro;
        return { status: 1 as const, clientes: guardados };
      }
    },
    enabled: ativo,
    select: (r) => r.clientes,
    retry: false,
  });
}

/** Lower case without accents: the offline search is no stricter than the server's. */
const simples = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a client matches `busca` as the server's search reads it (part of the name, company
 * name or trade name; or part of the CNPJ, letters and digits only).
 */
export function clienteContem(
  c: Pick<pedidos.ClienteDoPedido, 'nome' | 'razao_social' | 'nome_fantasia' | 'cnpj'>,
  busca: string,
): boolean {
  const termo = simples(busca.trim());
  if (!termo) return true;
  if ([c.nome, c.razao_social, c.nome_fantasia].some((t) => t !== null && simples(t).includes(termo))) {
    return true;
  }
  const documento = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  return documento !== '' && c.cnpj !== null && c.cnpj.includes(documento);
}

/**
 * Offline: the clients of `rodadaId` kept on the device for `dono` (every list of GET
 * /api/pedidos/clientes answered online for that round, the preload's included, united) that match
 * `busca`, by name, at most pedidos.MAX_CLIENTES_PEDIDO as the server answers; null when none was kept.
 */
export async function clientesGuardados(
  dono: string,
  rodadaId: number | null,
  busca: string,
): Promise<pedidos.ClienteDoPedido[] | null> {
  const { leiturasDoCaminho } = await cacheLeituras();
  const rodada = rodadaId === null ? null : String(rodadaId);
  const listas = (await leiturasDoCaminho(dono, pedidos.clientesDoPedido.path)).filter(
    (l) => l.query.get('rodada_id') === rodada && !l.query.has('id'),
  );
  if (listas.length === 0) return null;
  const porId = new Map<number, pedidos.ClienteDoPedido>();
  for (const l of listas) {
    for (const c of (l.resposta as { clientes: pedidos.ClienteDoPedido[] }).clientes) porId.set(c.id, c);
  }
  return [...porId.values()]
    .filter((c) => clienteContem(c, busca))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id)
    .slice(0, pedidos.MAX_CLIENTES_PEDIDO);
}

/** Today's server date 'AAAA-MM-DD' (spec 3 §5: the delivery date's minimum; a new order's date). */
export function useDataDoServidor() {
  return useQuery({
    queryKey: ['pedidos', 'data'],
    queryFn: ({ signal }) => chamar(pedidos.dataAtual, { signal }),
    select: (r) => r.data_atual,
    retry: tentarCargaDeNovo,
  });
}
