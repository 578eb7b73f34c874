import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { MSG_PEDIDOS, pedidos } from '@rodada/contracts';
import { formatarMoeda } from '@rodada/domain';
import { avisar } from '../../../lib/avisos';
import { totalDoCarrinho, useEstadoLocal } from '../../../lib/estado-local';
import { novoUuid } from '../../../lib/pedido-chave';
import { linhasDoCarrinho, useLojasDoCliente, useSalvarPedidoCliente } from '../api/checkout';
import { DialogoEmpresas, ResumoEmpresa } from './dialogo-empresas';
import { MolduraCheckout } from './moldura-checkout';
import { PagamentoCliente } from './pagamento-cliente';
import { ProdutosCheckout } from './produtos-checkout';

/**
 * A customer's checkout (spec 3 §2 "Checkout", §5 "Client-order payment"; spec D9): tabs produtos,
 * Local de Entrega (the company, the default one first) and pagamento (deposit only, disabled until
 * a company is set). Without a client id → /cliente/minha-conta; without a company →
 * /empresas/cadastrar.
 */
export function CheckoutCliente() {
  const navegar = useNavigate();
  const clienteId = useEstadoLocal((s) => s.usuario?.cliente_id ?? null);
  const carrinho = useEstadoLocal((s) => s.carrinho);
  const rodadaId = useEstadoLocal((s) => s.rodada?.id ?? null);
  const limpar = useEstadoLocal((s) => s.limparCarrinho);
  const lojas = useLojasDoCliente(clienteId);
  const salvar = useSalvarPedidoCliente();
  const [aba, setAba] = useState('produtos');
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [uuid] = useState(novoUuid);

  if (clienteId === null) return <Navigate to="/cliente/minha-conta" replace />;
  if (lojas.data && lojas.data.length === 0) return <Navigate to="/empresas/cadastrar" replace />;
  const empresa = lojas.data?.find((l) => l.id === escolhida) ?? lojas.data?.[0] ?? null;

  const finalizar = () => {
    if (!empresa) return;
    salvar.mutate(
      {
        uuid,
        rodada_id: rodadaId,
        cliente_loja_id: empresa.id,
        forma_pagamento: pedidos.FORMA_PAGAMENTO_CLIENTE,
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

  const endereco = empresa?.endereco;
  return (
    <MolduraCheckout
      aba={aba}
      onAba={setAba}
      abas={[
        { valor: 'produtos', rotulo: 'Produtos', conteudo: <ProdutosCheckout carrinho={carrinho} /> },
        {
          valor: 'entrega',
          rotulo: 'Local de Entrega',
          conteudo: (
            <Stack spacing={2}>
              {lojas.isPending && <LinearProgress />}
              {lojas.isError && <Alert severity="error">Erro ao listar empresas</Alert>}
              <ResumoEmpresa empresa={empresa} />
              {endereco && (
                <Typography variant="body2">
                  {[
                    endereco.rua,
                    endereco.numero,
                    endereco.complemento,
                    endereco.bairro,
                    endereco.cidade,
                    endereco.estado,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
              )}
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={() => setDialogo(true)} disabled={!lojas.data}>
                  Selecionar Empresa
                </Button>
                <Button onClick={() => void navegar('/empresas/cadastrar')}>Nova Empresa</Button>
              </Stack>
              <DialogoEmpresas
                aberto={dialogo}
                empresas={lojas.data ?? []}
                escolhida={empresa?.id ?? null}
                onEscolher={(e) => {
                  setEscolhida(e.id);
                  setDialogo(false);
                }}
                onFechar={() => setDialogo(false)}
                onNova={() => void navegar('/empresas/cadastrar')}
              />
            </Stack>
          ),
        },
        {
          valor: 'pagamento',
          rotulo: 'Pagamento',
          desabilitada: !empresa,
          conteudo: (
            <Stack spacing={2}>
              <PagamentoCliente />
              <Typography
                sx={{ fontWeight: 700 }}
              >{`Total: ${formatarMoeda(totalDoCarrinho(carrinho))}`}</Typography>
              {salvar.error && salvar.error.message !== MSG_PEDIDOS.erroSalvarPedido && (
                <Alert severity="error">{salvar.error.message}</Alert>
              )}
              <Button variant="contained" onClick={finalizar} disabled={!empresa || salvar.isPending}>
                Finalizar Compra
              </Button>
            </Stack>
          ),
        },
      ]}
    />
  );
}
