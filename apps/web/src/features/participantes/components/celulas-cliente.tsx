import { useState } from 'react';
import { Box, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import { rodadas } from '@rodada/contracts';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro } from '../../../lib/formulario';
import { useAlterarInscricao, useAlterarPrazo } from '../api/participantes';
import { DialogoPrazo } from './dialogo-prazo';
import { LARGURA_CONFIRMACAO } from './larguras';

const { MSG_RODADAS: MSG } = rodadas;
type Cliente = rodadas.ClienteDaRodada;

/**
 * The Prazo cell of a round's client (spec 3 §7 POST .../clientes/{cid}/prazo): the term, and where
 * `acoes.alterar_prazo` allows, an edit button opening the small 'Prazo' dialog.
 */
export function CelulaPrazo({ cliente, rodadaId }: { cliente: Cliente; rodadaId: number }) {
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const alterar = useAlterarPrazo(rodadaId);
  const abrir = () => {
    setTexto(cliente.prazo ?? '');
    setErro(null);
    setAberto(true);
  };
  const fechar = () => setAberto(false);
  const salvar = async (prazo: string) => {
    // The contract's rule first ('30/60/90'), so a typo is explained without a round trip.
    const valido = rodadas.prazoSchema.safeParse(prazo);
    if (!valido.success) {
      setErro(valido.error.issues[0]?.message ?? MSG.prazoInvalido);
      return;
    }
    try {
      const { msg } = await alterar.mutateAsync({ cliente_id: cliente.id, prazo });
      avisar(msg, 'success');
      fechar();
    } catch (e) {
      // The dialog stays open with what was typed (a refused term can be corrected).
      if (e instanceof ApiError && e.errors?.prazo) setErro(e.errors.prazo);
      const msg = mensagemDeErro(e, MSG.erroSalvarPrazo);
      if (msg) avisar(msg, 'error');
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" component="span">
        {cliente.prazo ?? '—'}
      </Typography>
      {cliente.acoes.alterar_prazo && (
        <Tooltip title="Alterar prazo">
          <IconButton size="small" aria-label={`Alterar prazo de ${cliente.nome}`} onClick={abrir}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <DialogoPrazo
        aberto={aberto}
        nome={cliente.nome}
        valor={texto}
        maxLength={rodadas.PRAZO_MAX}
        erro={erro}
        onMudar={(v) => {
          setTexto(v);
          setErro(null);
        }}
        ocupado={alterar.isPending}
        onSalvar={(p) => void salvar(p)}
        onCancelar={fechar}
      />
    </Box>
  );
}

/**
 * The Inscrição cell of a round's client (spec 3 §7 .../inscrever and /inscrever/cancelar): a
 * checkbox where `acoes.inscrever` allows (confirming is direct, cancelling asks first, as the
 * product's active flag does), else the state as text.
 */
export function CelulaInscricao({ cliente, rodadaId }: { cliente: Cliente; rodadaId: number }) {
  const [confirmando, setConfirmando] = useState(false);
  const alterar = useAlterarInscricao(rodadaId);
  const mudar = async (inscrito: boolean) => {
    try {
      const { msg } = await alterar.mutateAsync({ cliente_id: cliente.id, inscrito });
      avisar(msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG.erroInscrever);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };
  if (!cliente.acoes.inscrever) {
    return (
      <Typography variant="body2" component="span">
        {cliente.inscrito ? 'Inscrito' : 'Não inscrito'}
      </Typography>
    );
  }
  return (
    <>
      <Checkbox
        // While the change is on its way (and the list reloads) the box shows where it is going.
        checked={alterar.isPending && alterar.variables ? alterar.variables.inscrito : cliente.inscrito}
        disabled={alterar.isPending}
        slotProps={{ input: { 'aria-label': `Inscrição de ${cliente.nome}` } }}
        onChange={(e) => (e.target.checked ? void mudar(true) : setConfirmando(true))}
        sx={{ ml: -1 }}
      />
      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Cancelar inscrição"
        mensagem={`Cancelar a inscrição de ${cliente.nome} nesta rodada? O cliente continua participando.`}
        textoConfirmar="Cancelar inscrição"
        textoCancelar="Voltar"
        perigo
        largura={LARGURA_CONFIRMACAO}
        ocupado={alterar.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void mudar(false)}
      />
    </>
  );
}
