import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidos as contrato, type Endpoint, type Tipo } from '@rodada/contracts';
import {
  ACOES_PEDIDO,
  PEDIDO_STATUS_LABEL,
  transicaoPermitida,
  type AcaoPedido,
  type PedidoStatus,
} from '@rodada/domain';
import { auditoria } from '../../db/schema/index.js';
import { criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson } from '../../test/fabricas.js';
import { prepararCenario, tk } from '../../test/pedidos-cenario.js';
import {
  inserirPedido,
  inserirPedidoCliente,
  lerPedido,
  prepararRodadas,
  type Rodadas,
} from '../../test/pedidos-status.js';

// Issue 14 "Must show": every transition × role of the status machine (pedido-status.ts), allowed
// and refused, GENERATED from the machine: for each action with an endpoint, each role and each
// status, an order in that status is written to the database and the endpoint must answer what
// the machine says (200, or 403 perfil / 422 rodada / 409 status), in a round that permits orders,
// in one that does not ('Apenas consulta') and outside any round.

let t: AppDeTeste;
let rodadas: Rodadas;
const chamar = chamadorJson(() => t.app);
const token: Record<Tipo, string> = {
  master: '',
  administrador: '',
  fornecedor: '',
  representante: '',
  cliente: '',
};

beforeAll(async () => {
  t = await prepararCenario();
  rodadas = await prepararRodadas(t.deps);
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@acoes.test' });
  token.master = await entrar(t.app, 'master@acoes.test');
  Object.assign(token, {
    administrador: tk.admin,
    fornecedor: tk.fornA,
    representante: tk.rep,
    cliente: tk.cliX,
  });
});
afterAll(() => t.fechar());

/** The endpoint of each action of the machine; shipments (remessa) belong to a later issue. */
const ENDPOINT: Partial<Record<AcaoPedido, Endpoint>> = {
  revisar: contrato.fecharPedido,
  informar_entrega: contrato.entregarPedido,
  desfazer_entrega: contrato.desfazerEntregaPedido,
  cancelar: contrato.cancelarPedido,
};
const url = (acao: AcaoPedido, pedidoId: number) => ENDPOINT[acao]!.path.replace(':id', String(pedidoId));

const SUCESSO: Partial<Record<AcaoPedido, string>> = {
  revisar: contrato.MSG_ACOES_PEDIDO.revisado,
  informar_entrega: contrato.MSG_ACOES_PEDIDO.entregue,
  desfazer_entrega: contrato.MSG_ACOES_PEDIDO.entregaDesfeita,
  cancelar: contrato.MSG_ACOES_PEDIDO.cancelado,
};
const CODIGO = { perfil: 403, rodada: 422, status: 409 } as const;
const TIPOS: Tipo[] = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'];
const STATUS = Object.keys(PEDIDO_STATUS_LABEL).map(Number) as PedidoStatus[];

/** What the machine (and the route's roles) answer for one cell. */
function esperado(acao: AcaoPedido, tipo: Tipo, de: number, permitirPedidos: boolean | null) {
  const ep = ENDPOINT[acao]!;
  if (ep.roles !== 'public' && !ep.roles.includes(tipo)) return { codigo: 403, para: null };
  const r = transicaoPermitida({ acao, de, tipo, permitirPedidos });
  return r.ok ? { codigo: 200, para: r.para } : { codigo: CODIGO[r.erro], para: null, motivo: r.motivo };
}

it('every action of the machine with a route is generated; shipments have none yet', () => {
  expect(ACOES_PEDIDO.filter((a) => !ENDPOINT[a])).toEqual(['incluir_em_remessa', 'retirar_da_remessa']);
});

const CENARIOS = [
  { nome: 'rodada que permite pedidos', rodada: (): number | null => rodadas.aberta, permitir: true },
  { nome: "rodada 'Apenas consulta'", rodada: (): number | null => rodadas.fechada, permitir: false },
  { nome: 'fora de rodada', rodada: (): number | null => null, permitir: null },
] as const;

for (const cenario of CENARIOS) {
  const celulas = ACOES_PEDIDO.filter((a) => ENDPOINT[a]).flatMap((acao) =>
    TIPOS.flatMap((tipo) =>
      STATUS.map((de) => ({ acao, tipo, de, ...esperado(acao, tipo, de, cenario.permitir) })),
    ),
  );

  describe(`transições × papéis, ${cenario.nome}`, () => {
    if (cenario.permitir === false) {
      it("'Apenas consulta': every party action the role may do is refused with 422", () => {
        const dasPartes = celulas.filter((c) => c.codigo !== 403);
        expect(dasPartes.length).toBeGreaterThan(0);
        expect(dasPartes.every((c) => c.codigo === 422)).toBe(true);
      });
    }

    it.each(celulas)('$tipo $acao de $de → $codigo', async ({ acao, tipo, de, codigo, para, motivo }) => {
      const pedidoId = await inserirPedido(t.deps, de, cenario.rodada());
      const antes = await lerPedido(t.deps, pedidoId);
      const r = await chamar('POST', url(acao, pedidoId), token[tipo]);
      expect(r.statusCode, r.body).toBe(codigo);
      const depois = await lerPedido(t.deps, pedidoId);
      if (codigo !== 200) {
        expect(depois).toEqual(antes);
        if (motivo && codigo !== 403) expect(r.json().msg).toBe(motivo);
        return;
      }
      expect(r.json()).toMatchObject({
        status: 1,
        msg: SUCESSO[acao],
        pedido: { id: pedidoId, status: para, pedido_cliente_status: para },
      });
      expect(depois.status).toBe(para);
      expect(depois.pedido_cliente_status).toBe(para);
      if (acao === 'revisar') expect(depois.revisado_em).not.toBeNull();
      if (acao === 'informar_entrega') expect(depois.entregue_em).not.toBeNull();
      if (acao === 'desfazer_entrega') expect(depois.entregue_em).toBeNull();
      if (acao === 'cancelar') expect(depois.cancelado_em).not.toBeNull();
      const trilha = await t.deps.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'pedidos'), eq(auditoria.entidade_id, String(pedidoId))));
      expect(trilha).toMatchObject([{ acao, dados: { de, para } }]);
    });
  });
}

describe('quem não é parte, sem sessão, pedido inexistente', () => {
  it("someone else's order answers 404 (its supplier, representative or client is another)", async () => {
    const pedidoId = await inserirPedido(t.deps, 0, rodadas.aberta);
    expect((await chamar('POST', url('cancelar', pedidoId), tk.fornB)).statusCode).toBe(404);
    expect((await chamar('POST', url('revisar', pedidoId), tk.repOutro)).statusCode).toBe(404);
    expect((await chamar('POST', url('cancelar', pedidoId), tk.cliY)).statusCode).toBe(404);
    expect((await lerPedido(t.deps, pedidoId)).status).toBe(0);
  });

  it('an order in a round of another administrador is invisible; absent ids answer 404', async () => {
    expect((await chamar('POST', url('cancelar', 999_999), tk.cliX)).statusCode).toBe(404);
    expect((await chamar('POST', url('cancelar', 0), tk.cliX)).statusCode).toBe(400);
  });

  it('without a session: 401', async () => {
    const pedidoId = await inserirPedido(t.deps, 0, rodadas.aberta);
    for (const acao of ['revisar', 'informar_entrega', 'desfazer_entrega', 'cancelar'] as const) {
      expect((await chamar('POST', url(acao, pedidoId))).statusCode).toBe(401);
    }
  });
});

describe('o status derivado do pedido do cliente', () => {
  it('delivering one of two reviewed orders makes it Em expedição (2); undoing makes it Revisado', async () => {
    const { pedidoCliente, pedidos } = await inserirPedidoCliente(t.deps, {
      rodadaId: rodadas.aberta,
      status: [1, 1],
    });
    const r = await chamar('POST', url('informar_entrega', pedidos[0]!), tk.rep);
    expect(r.json().pedido).toMatchObject({ pedido_cliente_id: pedidoCliente, pedido_cliente_status: 2 });
    expect(r.json().pedido.acoes).toMatchObject({
      desfazer_entrega: true,
      informar_entrega: false,
      cancelar: false,
    });
    const desfeita = await chamar('POST', url('desfazer_entrega', pedidos[0]!), tk.rep);
    expect(desfeita.json().pedido.pedido_cliente_status).toBe(1);
  });

  it('cancelling the only live order cancels the customer order; a pending sibling keeps it open', async () => {
    const { pedidos } = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.aberta, status: [0, 0] });
    const r = await chamar('POST', url('cancelar', pedidos[0]!), tk.cliX);
    expect(r.json().pedido.pedido_cliente_status).toBe(0);
    const r2 = await chamar('POST', url('cancelar', pedidos[1]!), tk.cliX);
    expect(r2.json().pedido.pedido_cliente_status).toBe(5);
  });
});
