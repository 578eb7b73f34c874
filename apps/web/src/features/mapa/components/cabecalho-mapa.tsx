import { Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { rodadas } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { avisar } from '../../../lib/avisos';

const { MSG_RODADAS } = rodadas;

/** The map's own address, to share: this page of this round on this server. */
export function enderecoDoMapa(rodadaId: number, origem = window.location.origin): string {
  return `${origem}/mapa-stands/${rodadaId}`;
}

/**
 * The messaging-app link that shares the map (spec 1 §2.10: "a messaging-app share link"):
 * WhatsApp's universal link, which opens the app on a phone or tablet and the web client elsewhere.
 */
export function linkDoWhatsApp(nomeDaRodada: string, endereco: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Mapa de stands — ${nomeDaRodada}: ${endereco}`)}`;
}

async function copiar(texto: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(texto);
    avisar(MSG_RODADAS.linkCopiado);
  } catch {
    avisar(MSG_RODADAS.erroCopiarLink, 'error');
  }
}

/**
 * The map's header (spec 1 §2.10): the round's name, its place (local, city/UF), its start and end
 * dates in dd/mm/yyyy, and the share link with a copy button.
 */
export function CabecalhoMapa({ rodada }: { rodada: rodadas.RodadaDoMapa }) {
  const endereco = enderecoDoMapa(rodada.id);
  return (
    <Stack spacing={1.5} component="header">
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          Mapa de Stands
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {rodada.nome}
        </Typography>
      </div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 3 }}
        sx={{ color: 'text.secondary' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlaceIcon fontSize="small" aria-hidden />
          <Typography>
            {rodada.local} — {rodada.cidade_nome}/{rodada.estado_sigla}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventIcon fontSize="small" aria-hidden />
          <Typography>
            {formatarData(rodada.data_inicio)} a {formatarData(rodada.data_fim)}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon aria-hidden />}
          href={linkDoWhatsApp(rodada.nome, endereco)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Compartilhar no WhatsApp
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={() => void copiar(endereco)}
        >
          Copiar link
        </Button>
      </Stack>
    </Stack>
  );
}
