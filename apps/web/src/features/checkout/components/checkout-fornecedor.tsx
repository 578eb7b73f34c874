import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { avisar } from '../../../lib/avisos';
import { useDataDoServidor } from '../../../lib/consultas-pedido';
import { totalDoCarrinho, useEstadoLocal, type ItemCarrinho } from '../../../lib/estado-local';
import type { FormDoCheckout } from '../../../lib/pedidos-offline';
import { novoUuid } from '../../../lib/pedido-chave';
import { linhasDoCarrinho, useNomesDosFornecedores, useSalvarPedidoFornecedor } from '../api/checkout';
import { EscolhaCliente, type ClienteEscolhido } from './escolha-cliente';
import { MolduraCheckout } from './moldura-checkout';
import {
  camposDoCorpo,
  errosDoFormulario,
  FORM_FORNECEDOR_VAZIO,
  liquidoDe,
  PagamentoFornecedor,
  type FormFornecedor,
} from './pagamento-fornecedor';
import { ProdutosCheckout } from './produtos-checkout';

/** The cart's lines by supplier, in the cart's order (a supplier's cart is one group). */
export function porFornecedor(
  carrinho: readonly ItemCarrinho[],
  separar: boolean,
): [number, ItemCarrinho[]][] {
  const grupos = new Map<number, ItemCarrinho[]>();
  for (const item of carrinho) {
    const chave = separar ? item.fornecedor_id : (carrinho[0]?.fornecedor_id ?? 0);
    grupos.set(chave, [...(grupos.get(chave) ?? []), item]);
  }
  return [...grupos];
}

/**
 * The supplier / representative checkout (spec 3 §2 "Checkout", §5 "Supplier checkout", §6): tabs
 * produtos, Cliente (a supplier) or Local de Entrega (a representative: picks a client from their
 * list), pagamento (disabled until a company is set) with the order's required fields, delivery
 * from the server's today, discount and fee (changed only where the chosen client's `acoes` of
 * compra allow `alterar_desconto`: a supplier's own order; read-only for a representative).
 */
export function CheckoutFornecedor({ representante }: { representante: boolean }) {
  const navegar = useNavigate();
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const rodadaId = useEstadoLocal((s) => s.rodada?.id ?? null);
  const usuario = useEstadoLocal((s) => s.usuario);
  const limpar = useEstadoLocal((s) => s.limparCarrinho);
  const hoje = useDataDoServidor();
  const salvar = useSalvarPedidoFornecedor();
  const [aba, setAba] = useState('produtos');
  const [escolhido, setEscolhido] = useState<ClienteEscolhido | null>(null);
  const [form, setForm] = useState<FormFornecedor>(FORM_FORNECEDOR_VAZIO);
  const [mostrarErros, setMostrarErros] = useState(false);
  const remover = useEstadoLocal((s) => s.removerDoCarrinho);
  // The idempotency key of each supplier's order, made once (spec D11).
  const [uuids] = useState(() => new Map<number, string>());
  const uuidDe = (fornecedorId: number) => {
    const existente = uuids.get(fornecedorId);
    if (existente) return existente;
    const novo = novoUuid();
    uuids.set(fornecedorId, novo);
    return novo;
  };
  // The supplier's name of a representative's order queued offline (the sync centre's line).
  const nomesFornecedores = useNomesDosFornecedores(representante, rodadaId);
  const bruto = totalDoCarrinho(carrinho);
  const erros = errosDoFormulario(form, { hoje: hoje.data, representante });
  const abaCliente = representante ? 'entrega' : 'cliente';
  // The server's word (GET /api/pedidos/clientes acoes), never the role: read-only until a client.
  const alterarDesconto = escolhido?.cliente.acoes.alterar_desconto ?? false;

  const finalizar = async () => {
    // spec 3 §5: at least one item, a company and a valid form, else the one message.
    if (!escolhido || carrinho.length === 0 || Object.keys(erros).length > 0) {
      setMostrarErros(true);
      avisar(MSG_PEDIDOS.erroSalvarPedido, 'error');
      if (!escolhido) setAba(abaCliente);
      return;
    }
    // One order per supplier: a supplier's cart is its own; a representative's may carry several
    // suppliers (no discount or fee of theirs to split). Each supplier's order keeps its uuid across
    // retries (spec D11); one saved leaves the cart, so a failure resends only the rest.
    // With no answer an order is queued on the device (issue 15 §3) and the next one goes on.
    let offline = false;
    try {
      for (const [fornecedorId, itens] of porFornecedor(carrinho, representante)) {
        const r = await salvar.mutateAsync({
          corpo: {
            uuid: uuidDe(fornecedorId),
            rodada_id: rodadaId,
            cliente_id: escolhido.cliente.id,
            cliente_loja_id: escolhido.empresa.id,
            // A representative names the supplier; a supplier is always itself.
            fornecedor_id: representante ? fornecedorId : undefined,
            ...camposDoCorpo(form, alterarDesconto),
            produtos: linhasDoCarrinho(itens),
          },
          fila: {
            usuario_id: usuario?.id ?? 0,
            rodada_id: rodadaId,
            form: formParaAFila(escolhido, representante ? fornecedorId : null, itens),
            resumo: {
              cliente: escolhido.empresa.nome_fantasia || escolhido.cliente.nome,
              fornecedor: representante
                ? (nomesFornecedores.data?.get(fornecedorId) ?? '')
                : (usuario?.fornecedor_nome ?? ''),
              quantidade: itens.reduce((s, i) => s + i.quantidade, 0),
              valor_liquido: liquidoDe(totalDoCarrinho(itens), form),
              data: hoje.data ?? hojeEmSaoPaulo(new Date()),
            },
          },
        });
        offline ||= r.offline;
        for (const item of itens) remover(item.id);
      }
    } catch {
      avisar(MSG_PEDIDOS.erroSalvarPedido, 'error');
      return;
    }
    avisar(offline ? MSG_PEDIDOS.pedidoSalvoOffline : MSG_PEDIDOS.pedidoSalvo);
    limpar();
    void navegar('/pedidos');
  };

  return (
    <MolduraCheckout
      aba={aba}
      onAba={setAba}
      abas={[
        { valor: 'produtos', rotulo: 'Produtos', conteudo: <ProdutosCheckout carrinho={carrinho} /> },
        {
          valor: abaCliente,
          rotulo: representante ? 'Local de Entrega' : 'Cliente',
          conteudo: (
            <EscolhaCliente
              escolhido={escolhido}
              onEscolher={(e) => {
                setEscolhido(e);
                setAba('pagamento');
              }}
            />
          ),
        },
        {
          valor: 'pagamento',
          rotulo: 'Pagamento',
          desabilitada: !escolhido,
          conteudo: (
            <Stack spacing={2}>
              <PagamentoFornecedor
                form={form}
                onMudar={setForm}
                erros={mostrarErros ? erros : {}}
                hoje={hoje.data}
                bruto={bruto}
                representante={representante}
                alterarDesconto={alterarDesconto}
              />
              {salvar.error && salvar.error.message !== MSG_PEDIDOS.erroSalvarPedido && (
                <Alert severity="error">{salvar.error.message}</Alert>
              )}
              <Button variant="contained" onClick={() => void finalizar()} disabled={salvar.isPending}>
                Finalizar Compra
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}

/** What the order form needs to open this queued order for a fix (lib/pedidos-offline FormDoCheckout). */
function formParaAFila(
  e: ClienteEscolhido,
  fornecedorId: number | null,
  itens: readonly ItemCarrinho[],
): FormDoCheckout {
  const loja = {
    id: e.empresa.id,
    razao_social: e.empresa.razao_social,
    nome_fantasia: e.empresa.nome_fantasia,
    cnpj: e.empresa.cnpj,
  };
  return {
    tipo: 'checkout',
    cliente: {
      id: e.cliente.id,
      nome: e.cliente.nome,
      razao_social: e.cliente.razao_social,
      nome_fantasia: e.cliente.nome_fantasia,
      cnpj: e.cliente.cnpj,
    },
    loja,
    lojas: e.cliente.lojas.map((l) => ({
      id: l.id,
      razao_social: l.razao_social,
      nome_fantasia: l.nome_fantasia,
      cnpj: l.cnpj,
    })),
    fornecedor_id: fornecedorId,
    linhas: itens.map((i) => ({
      produto_id: i.id,
      codigo: i.codigo ?? '',
      descricao: i.descricao,
      valor: i.valor,
      quantidade_minima: i.quantidade_minima,
      multiplo: i.multiplo,
      foto: i.fotos[0] ?? null,
    })),
  };
}
