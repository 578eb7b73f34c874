import { MSG_LOJA } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { CheckoutCliente } from '../components/checkout-cliente';
import { CheckoutFornecedor } from '../components/checkout-fornecedor';
import { CarrinhoVazio, MolduraCheckout } from '../components/moldura-checkout';

/**
 * /checkout, 'Finalizar Compra' (spec 3 §2 "Checkout"; route table: cliente, representante,
 * fornecedor). An empty cart says so; a customer gets the client-order checkout (spec D9), a
 * supplier or a representative the supplier checkout (spec 3 §5).
 */
export default function CheckoutPage() {
  const tipo = useEstadoLocal((s) => s.usuario?.tipo);
  const vazio = useEstadoLocal((s) => s.carrinho.length === 0);
  if (vazio) {
    return (
      <MolduraCheckout
        aba="produtos"
        onAba={() => undefined}
        abas={[
          {
            valor: 'produtos',
            rotulo: 'Produtos',
            conteudo: <CarrinhoVazio mensagem={MSG_LOJA.carrinhoVazio} />,
          },
        ]}
      />
    );
  }
  if (tipo === 'cliente') return <CheckoutCliente />;
  return <CheckoutFornecedor representante={tipo === 'representante'} />;
}
