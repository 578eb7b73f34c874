import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  LinearProgress,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { MSG_PRODUTOS, NOTIFICACAO_TIPO, notificacoes } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { ErroDeConexao } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { erroDeCarga } from '../../../lib/formulario';
import { useNotificacoes, useResponderNotificacao } from '../api/notificacoes';

const { MSG_NOTIFICACOES: MSG } = notificacoes;
const POR_PAGINA = 30;

/** dd/mm/yyyy hh:mm of an ISO instant, in São Paulo's calendar. */
function quando(iso: string): string {
  const d = new Date(iso);
  const hora = d.toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });
  return `${formatarData(d)} ${hora}`;
}

/** A tipo 4 text without its closing question, which the card asks on its own line with the buttons. */
const semPergunta = (mensagem: string) =>
  mensagem.endsWith(MSG_PRODUTOS.aindaVende)
    ? mensagem.slice(0, -MSG_PRODUTOS.aindaVende.length).trimEnd()
    : mensagem;

/**
 * /notificacoes (spec 1 §2.7): the caller's pending notifications, newest first. A tipo 4 is the
 * expired-product question 'Ainda vende este produto?' with Sim (renews) and Não (the product
 * leaves the catalogue); the others are marked read. Answering removes it from the list and lowers
 * the menu's count. 'Nenhuma notificação no momento' when empty; 'Erro ao listar as notificações'
 * (spec 1 §8); errors answering are ignored (spec 1 §8), but a missing connection is said.
 */
export default function NotificacoesPage() {
  const [pagina, setPagina] = useState(1);
  const lista = useNotificacoes(pagina, POR_PAGINA);
  const responder = useResponderNotificacao();
  const [respondendo, setRespondendo] = useState<number | null>(null);

  const enviar = async (id: number, resposta?: 1 | 2) => {
    setRespondendo(id);
    try {
      const { msg } = await responder.mutateAsync({ id, ...(resposta ? { resposta } : {}) });
      avisar(msg, 'success');
    } catch (e) {
      if (e instanceof ErroDeConexao) avisar(e.msg, 'error');
    } finally {
      setRespondendo(null);
    }
  };

  const dados = lista.data;
  const erro = erroDeCarga(lista, MSG.erroListar);
  // The page emptied by the last answer: go back one page.
  const paginaVazia = !!dados && dados.data.length === 0 && pagina > 1 && !lista.isFetching;
  useEffect(() => {
    if (paginaVazia) setPagina((p) => Math.max(1, p - 1));
  }, [paginaVazia]);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 800 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {MSG.titulo}
      </Typography>
      {lista.isFetching && <LinearProgress aria-label="Carregando" />}
      {erro && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void lista.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {erro}
        </Alert>
      )}
      {dados && dados.data.length === 0 && !erro && (
        <Typography color="text.secondary">{MSG.vazio}</Typography>
      )}
      {dados?.data.map((n) => {
        const pergunta = n.tipo === NOTIFICACAO_TIPO.produtoVencido;
        const ocupado = respondendo === n.id;
        return (
          <Card key={n.id} variant="outlined" component="article" aria-label={n.mensagem}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {[n.remetente_nome, quando(n.data)].filter(Boolean).join(' · ')}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {pergunta ? semPergunta(n.mensagem) : n.mensagem}
              </Typography>
              {pergunta && (
                <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
                  {MSG_PRODUTOS.aindaVende}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              {pergunta ? (
                <>
                  <Button color="error" disabled={ocupado} onClick={() => void enviar(n.id, 2)}>
                    Não
                  </Button>
                  <Button variant="contained" disabled={ocupado} onClick={() => void enviar(n.id, 1)}>
                    Sim
                  </Button>
                </>
              ) : (
                <Button disabled={ocupado} onClick={() => void enviar(n.id)}>
                  {MSG.marcarLida}
                </Button>
              )}
            </CardActions>
          </Card>
        );
      })}
      {dados && dados.last_page > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={dados.last_page}
            page={pagina}
            onChange={(_e, p) => setPagina(p)}
            siblingCount={0}
            aria-label="Páginas de notificações"
          />
        </Box>
      )}
    </Stack>
  );
}
