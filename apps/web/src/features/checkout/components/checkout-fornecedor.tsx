import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { totalDoCarrinho, useEstadoLocal } from '../../../lib/estado-local';
import { linhasDoCarrinho, novoUuid, useDataDoServidor, useSalvarPedidoFornecedor } from '../api/checkout';
import { EscolhaCliente, type ClienteEscolhido } from './escolha-cliente';
import { MolduraCheckout } from './moldura-checkout';
import {
  camposDoCorpo,
  errosDoFormulario,
  FORM_FORNECEDOR_VAZIO,
  PagamentoFornecedor,
  type FormFornecedor,
} from './pagamento-fornecedor';
import { ProdutosCheckout } from './produtos-checkout';

/**
 * The supplier / representative checkout (spec 3 §2 "Checkout", §5 "Supplier checkout", §6): tabs
 * produtos, Cliente (a supplier) or Local de Entrega (a representative: picks a client from their
 * list), pagamento (disabled until a company is set) with the order's required fields, delivery
 * from the server's today, discount and fee (read-only for a representative).
 */
export function CheckoutFornecedor({ representante }: { representante: boolean }) {
  const navegar = useNavigate();
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const rodadaId = useEstadoLocal((s) => s.rodada?.id ?? null);
  const limpar = useEstadoLocal((s) => s.limparCarrinho);
  const hoje = useDataDoServidor(true);
  const salvar = useSalvarPedidoFornecedor();
  const [aba, setAba] = useState('produtos');
  const [escolhido, setEscolhido] = useState<ClienteEscolhido | null>(null);
  const [form, setForm] = useState<FormFornecedor>(FORM_FORNECEDOR_VAZIO);
  const [mostrarErros, setMostrarErros] = useState(false);
  const [uuid] = useState(novoUuid);
  const bruto = totalDoCarrinho(carrinho);
  const erros = errosDoFormulario(form, { hoje: hoje.data, representante });
  const abaCliente = representante ? 'entrega' : 'cliente';

  const finalizar = () => {
    // spec 3 §5: at least one item, a company and a valid form, else the one message.
    if (!escolhido || carrinho.length === 0 || Object.keys(erros).length > 0) {
      setMostrarErros(true);
      avisar(MSG_PEDIDOS.erroSalvarPedido, 'error');
      if (!escolhido) setAba(abaCliente);
      return;
    }
    salvar.mutate(
      {
        uuid,
        rodada_id: rodadaId,
        cliente_id: escolhido.cliente.id,
        cliente_loja_id: escolhido.empresa.id,
        // A representative names the supplier (the cart's); a supplier is always itself.
        fornecedor_id: representante ? carrinho[0]?.fornecedor_id : undefined,
        ...camposDoCorpo(form, representante),
        produtos: linhasDoCarrinho(carrinho),
      },
      {
        onSuccess: () => {
          avisar(MSG_PEDIDOS.pedidoSalvo);
          limpar();
          void navegar('/pedidos');
        },
        onError: () => avisar(MSG_PEDIDOS.erroSalvarPedido, 'error'),
      },
    );
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
              />
              {salvar.error && salvar.error.message !== MSG_PEDIDOS.erroSalvarPedido && (
                <Alert severity="error">{salvar.error.message}</Alert>
              )}
              <Button variant="contained" onClick={finalizar} disabled={salvar.isPending}>
                Finalizar Compra
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}
