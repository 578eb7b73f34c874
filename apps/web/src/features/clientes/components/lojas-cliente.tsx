import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { clientes, formatarCnpj } from '@rodada/contracts';
import { BotoesEditarExcluir } from '../../../components/botoes-editar-excluir';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, useAvisarErroDeCarga } from '../../../lib/formulario';
import { telefoneLegivel } from '../../../lib/endereco-formulario';
import { useExcluirLoja, useLojasDoCliente } from '../api/clientes';
import { LojaDialogo } from './loja-dialogo';

type Loja = clientes.LojaLida;
const { MSG_CLIENTES } = clientes;

/**
 * The store table of the customer form (spec 2 §2): add (when the customer's acoes let the caller
 * edit it), and edit and delete as each store's acoes allow (never the default one, ADR 013).
 */
export function LojasCliente({ clienteId, adiciona }: { clienteId: number; adiciona: boolean }) {
  const lista = useLojasDoCliente(clienteId);
  const excluir = useExcluirLoja(clienteId);
  // The dialog's store; 'nova' adds one. A key remounts the dialog's form for each store.
  const [editando, setEditando] = useState<Loja | 'nova' | null>(null);
  const [chave, setChave] = useState(0);
  const [alvo, setAlvo] = useState<Loja | null>(null);
  const [confirmando, setConfirmando] = useState(false);

  // spec 2 §8: 'Erro ao listar lojas'.
  useAvisarErroDeCarga(lista, MSG_CLIENTES.erroListarLojas);

  const abrir = (l: Loja | 'nova') => {
    setChave((k) => k + 1);
    setEditando(l);
  };

  const confirmar = async () => {
    if (!alvo) return;
    try {
      const { msg } = await excluir.mutateAsync(alvo.id);
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG_CLIENTES.erroExcluirEmpresa);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  const lojas = lista.data ?? [];
  return (
    <Secao
      titulo="Lojas"
      acao={
        adiciona && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => abrir('nova')}>
            Adicionar loja
          </Button>
        )
      }
    >
      {lista.isPending && <LinearProgress aria-label="Carregando lojas" />}
      {lista.isError && <Alert severity="error">{MSG_CLIENTES.erroListarLojas}</Alert>}
      {lista.isSuccess && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table aria-label="Lojas do cliente">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Nome Fantasia</TableCell>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>CNPJ</TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>
                  Cidade/UF
                </TableCell>
                <TableCell sx={{ fontWeight: 600, display: { xs: 'none', md: 'table-cell' } }}>
                  Telefone
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  Ações
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lojas.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    Nenhuma loja cadastrada
                  </TableCell>
                </TableRow>
              )}
              {lojas.map((l) => (
                <TableRow key={l.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {l.nome_fantasia}
                      </Typography>
                      {l.padrao && <Chip label="Padrão" size="small" color="primary" variant="outlined" />}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarCnpj(l.cnpj)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {l.endereco?.cidade ? `${l.endereco.cidade}/${l.endereco.estado ?? ''}` : '—'}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {telefoneLegivel(l.endereco?.telefone ?? l.endereco?.celular)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {l.acoes.editar && (
                      <BotoesEditarExcluir
                        rotuloEditar={`Editar loja ${l.nome_fantasia}`}
                        rotuloExcluir={`Excluir loja ${l.nome_fantasia}`}
                        editar={{ aoClicar: () => abrir(l) }}
                        // Whoever edits a store deletes it, except the default one (loja.excluir).
                        bloqueio={l.acoes.excluir ? null : 'A loja padrão não pode ser excluída'}
                        aoExcluir={() => {
                          setAlvo(l);
                          setConfirmando(true);
                        }}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <LojaDialogo
        key={chave}
        clienteId={clienteId}
        loja={editando === 'nova' ? null : editando}
        aberto={editando !== null}
        onFechar={() => setEditando(null)}
      />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir loja"
        mensagem={alvo ? `Excluir a loja ${alvo.nome_fantasia} (${formatarCnpj(alvo.cnpj)})?` : ''}
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Secao>
  );
}
