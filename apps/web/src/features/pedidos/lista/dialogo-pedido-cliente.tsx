import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { formatarCep, formatarCnpj, pedidos } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { CampoDetalhe, GradeDetalhes } from '../../../components/dialogo-detalhes';
import { mensagemDeErro } from '../../../lib/formulario';
import { useDetalhePedidoCliente } from '../api/lista';
import { caminhoDoPedido } from './menu-pedido';
import { ChipStatusPedido, nomeDoStatus } from './status-pedido';
import { emReais } from './totais-pedidos';
import type { AcoesPedido } from './tipos';

const MSG = pedidos.MSG_ACOES_PEDIDO;
type Aba = 'detalhes' | 'produtos' | 'entrega';

/** What the dialog may read of an address (the detail's store address, when the server sends it). */
/** One line of an address: the non-empty parts joined. */
const juntar = (...partes: (string | null | undefined)[]) => partes.filter(Boolean).join(', ');

/**
 * A customer order's detail (spec 3 §2 "Order detail dialog": tabs Detalhes Pedido, Produtos, Local
 * de Entrega): the order and each supplier order of it with its status; a representative reviews a
 * supplier order from here ('Revisar', when its `acoes` allow, opens /pedidos/{id}/editar).
 * `acoesDosPedidos` are the list row's abilities per supplier order.
 */
export function DialogoPedidoCliente({
  id,
  aberto,
  acoesDosPedidos,
  onFechar,
}: {
  id: number | null;
  aberto: boolean;
  acoesDosPedidos: ReadonlyMap<number, AcoesPedido>;
  onFechar: () => void;
}) {
  const idTitulo = useId();
  const tema = useTheme();
  const telaCheia = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  const [aba, setAba] = useState<Aba>('detalhes');
  const detalhe = useDetalhePedidoCliente(aberto ? id : null);
  const pedido = detalhe.data?.pedido_cliente;
  const produtos = detalhe.data?.produtos ?? [];
  // spec 3 §8: an order-detail failure shows the server's message.
  const erro = detalhe.isError ? mensagemDeErro(detalhe.error, MSG.erroCarregar) || MSG.erroCarregar : null;
  // The store's address, when the detail carries it.
  const endereco = pedido?.cliente_loja.endereco;

  let conteudo: ReactNode = null;
  if (pedido && aba === 'detalhes') {
    conteudo = (
      <>
        <GradeDetalhes>
          <CampoDetalhe rotulo="Data">{formatarData(pedido.data.slice(0, 10))}</CampoDetalhe>
          <CampoDetalhe rotulo="Status">{nomeDoStatus(pedido.status, true)}</CampoDetalhe>
          <CampoDetalhe rotulo="Cliente">{pedido.cliente_nome}</CampoDetalhe>
          <CampoDetalhe rotulo="Forma de pagamento">{pedido.forma_pagamento}</CampoDetalhe>
          <CampoDetalhe rotulo="Peças">{String(pedido.quantidade_total)}</CampoDetalhe>
          <CampoDetalhe rotulo="Valor total">{emReais(pedido.valor_total)}</CampoDetalhe>
          <CampoDetalhe rotulo="Valor líquido">{emReais(pedido.valor_liquido)}</CampoDetalhe>
          <CampoDetalhe rotulo="Comissão">
            {`${emReais(pedido.comissao_valor)} (${Number(pedido.comissao_percentual).toLocaleString('pt-BR')}%)`}
          </CampoDetalhe>
          {pedido.observacoes && (
            <CampoDetalhe rotulo="Observações" largo>
              {pedido.observacoes}
            </CampoDetalhe>
          )}
        </GradeDetalhes>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
          Pedidos por fornecedor
        </Typography>
        <Table size="small" aria-label="Pedidos por fornecedor">
          <TableHead>
            <TableRow>
              <TableCell>Pedido</TableCell>
              <TableCell>Fornecedor</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} align="right">
                Valor
              </TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    width: '1px',
                    height: '1px',
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  Ações
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pedido.pedidos.map((p) => {
              const acoes = acoesDosPedidos.get(p.id);
              return (
                <TableRow key={p.id}>
                  <TableCell>{p.id}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.fornecedor_nome}</TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                    align="right"
                  >
                    {emReais(p.valor_liquido)}
                  </TableCell>
                  <TableCell>
                    <ChipStatusPedido status={p.status} />
                  </TableCell>
                  <TableCell align="right">
                    {acoes?.revisar && (
                      <Button
                        size="small"
                        variant="outlined"
                        component={RouterLink}
                        to={caminhoDoPedido(p, 'editar')}
                        aria-label={`Revisar pedido ${p.id} de ${p.fornecedor_nome}`}
                      >
                        Revisar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </>
    );
  } else if (pedido && aba === 'produtos') {
    conteudo = (
      <Table size="small" aria-label="Produtos do pedido">
        <TableHead>
          <TableRow>
            <TableCell>Código</TableCell>
            <TableCell>Descrição</TableCell>
            <TableCell align="right">Qtd.</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Valor
            </TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {produtos.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.codigo}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.descricao}</TableCell>
              <TableCell align="right">{p.quantidade}</TableCell>
              <TableCell
                align="right"
                sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
              >
                {emReais(p.valor)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {emReais(p.subtotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  } else if (pedido && aba === 'entrega') {
    conteudo = (
      <GradeDetalhes>
        <CampoDetalhe rotulo="Razão Social">{pedido.cliente_loja.razao_social}</CampoDetalhe>
        <CampoDetalhe rotulo="Nome Fantasia">{pedido.cliente_loja.nome_fantasia}</CampoDetalhe>
        <CampoDetalhe rotulo="CNPJ">{formatarCnpj(pedido.cliente_loja.cnpj)}</CampoDetalhe>
        {endereco && (
          <>
            <CampoDetalhe rotulo="Endereço" largo>
              {juntar(endereco.rua, endereco.numero, endereco.complemento, endereco.bairro)}
            </CampoDetalhe>
            <CampoDetalhe rotulo="Cidade">{juntar(endereco.cidade, endereco.estado)}</CampoDetalhe>
            {endereco.local && <CampoDetalhe rotulo="Local">{endereco.local}</CampoDetalhe>}
            <CampoDetalhe rotulo="CEP">{endereco.cep ? formatarCep(endereco.cep) : null}</CampoDetalhe>
            <CampoDetalhe rotulo="Celular">{endereco.celular}</CampoDetalhe>
          </>
        )}
      </GradeDetalhes>
    );
  }

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      fullWidth
      maxWidth="md"
      fullScreen={telaCheia}
      aria-labelledby={idTitulo}
      slotProps={{ transition: { onExited: () => setAba('detalhes') } }}
    >
      <DialogTitle id={idTitulo}>{id !== null ? `Pedido ${id}` : 'Pedido'}</DialogTitle>
      <Tabs
        value={aba}
        onChange={(_e, v: Aba) => setAba(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="detalhes" label="Detalhes Pedido" />
        <Tab value="produtos" label="Produtos" />
        <Tab value="entrega" label="Local de Entrega" />
      </Tabs>
      <DialogContent tabIndex={0} role="region" aria-labelledby={idTitulo} sx={{ minHeight: 240 }}>
        {detalhe.isFetching && !pedido && <LinearProgress aria-label="Carregando" />}
        {erro && <Alert severity="error">{erro}</Alert>}
        {conteudo}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
