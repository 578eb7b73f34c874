import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { produtos } from '@rodada/contracts';
import { MSG_PRODUTOS } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { erroDeCarga } from '../../../lib/formulario';
import { useHomologacao } from '../api/homologacao';

/** Product status labels and colours (spec 3 §4): 0 Em Homologação, 1 green, 2 red, 3 orange. */
export const STATUS_PRODUTO: Record<
  number,
  { rotulo: string; cor: 'default' | 'success' | 'error' | 'warning' }
> = {
  0: { rotulo: 'Em Homologação', cor: 'default' },
  1: { rotulo: 'Homologado', cor: 'success' },
  2: { rotulo: 'Reprovado', cor: 'error' },
  3: { rotulo: 'Vencido', cor: 'warning' },
};

/** dd/mm/yyyy of an ISO instant, in São Paulo's calendar. */
const dia = (iso: string) => formatarData(new Date(iso));

function Motivos({ motivos }: { motivos: produtos.MotivoHomologacao[] }) {
  return (
    <List dense disablePadding>
      {motivos.map((m, i) => (
        <ListItem key={i} disableGutters>
          <ListItemText
            primary={m.nome ?? m.descricao}
            secondary={m.nome && m.descricao !== m.nome ? m.descricao : null}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The approval details of a product (spec 3 §2 "approval details", §4): its status, the reasons
 * of the current decision (a rejected product's problems, which the supplier corrects) and the
 * history of decisions. 'Erro ao carregar informações da homologação do produto' (spec 3 §8).
 */
export function DialogoHomologacaoDetalhes({
  produtoId,
  aberto,
  onFechar,
}: {
  produtoId: number;
  aberto: boolean;
  onFechar: () => void;
}) {
  const id = useId();
  const consulta = useHomologacao(produtoId, aberto);
  const h = consulta.data;
  const erro = erroDeCarga(consulta, MSG_PRODUTOS.erroCarregarHomologacao);
  const status = h ? STATUS_PRODUTO[h.status] : undefined;
  return (
    <Dialog open={aberto} onClose={onFechar} aria-labelledby={`${id}-titulo`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-titulo`}>Homologação do produto</DialogTitle>
      <DialogContent>
        {consulta.isFetching && <LinearProgress aria-label="Carregando" />}
        {erro && <Alert severity="error">{erro}</Alert>}
        {h && (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {h.codigo} - {h.descricao}
            </Typography>
            <Box sx={{ my: 1 }}>
              {status && <Chip label={status.rotulo} color={status.cor} size="small" />}
            </Box>
            {h.status === 1 && h.vence_em && (
              <Typography variant="body2" color="text.secondary">
                Homologado{h.homologado_em ? ` em ${dia(h.homologado_em)}` : ''}; vence em {dia(h.vence_em)}
              </Typography>
            )}
            {h.status === 2 && (
              <Alert severity="warning" sx={{ my: 1 }}>
                {MSG_PRODUTOS.reprovadoAviso} {MSG_PRODUTOS.reprovadoCorrija}
              </Alert>
            )}
            {h.motivos.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  Motivos
                </Typography>
                <Motivos motivos={h.motivos} />
              </>
            )}
            {h.decisoes.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  Histórico
                </Typography>
                <List dense disablePadding>
                  {h.decisoes.map((d) => (
                    <ListItem key={d.id} disableGutters>
                      <ListItemText
                        primary={`${dia(d.data)} · ${STATUS_PRODUTO[d.status]?.rotulo ?? d.status}`}
                        secondary={d.usuario_nome ?? 'Automático (vencimento)'}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {h.decisoes.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Nenhuma decisão registrada.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
