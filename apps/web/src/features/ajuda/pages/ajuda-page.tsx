import type { MouseEvent } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Paragrafo } from '../components/passos';
import { SecaoAjuda, idTitulo } from '../components/secao-ajuda';
import { SecaoAgenda } from '../components/secao-agenda';
import { SecaoImpressao } from '../components/secao-impressao';
import { SecaoPedidos } from '../components/secao-pedidos';
import { SecaoPrimeirosPassos } from '../components/secao-primeiros-passos';
import { SecaoProdutos } from '../components/secao-produtos';
import { SecaoRelatorios } from '../components/secao-relatorios';

/** The page's sections, in reading order: anchor id, index label and component. */
const SECOES = [
  { id: 'primeiros-passos', rotulo: 'Primeiros passos', Secao: SecaoPrimeirosPassos },
  { id: 'produtos', rotulo: 'Produtos e homologação', Secao: SecaoProdutos },
  { id: 'pedidos', rotulo: 'Pedidos', Secao: SecaoPedidos },
  { id: 'impressao', rotulo: 'Impressão e Ilha de Impressão', Secao: SecaoImpressao },
  { id: 'agenda', rotulo: 'Agenda e sala virtual', Secao: SecaoAgenda },
  { id: 'relatorios', rotulo: 'Relatórios e dashboard', Secao: SecaoRelatorios },
] as const;

/**
 * Moves to a section without touching the URL: the router owns the location, and focusing the
 * heading lets keyboard and screen-reader users continue reading from there.
 */
function handleIrParaSecao(evento: MouseEvent<HTMLAnchorElement>, id: string) {
  const titulo = document.getElementById(idTitulo(id));
  if (!titulo) return;
  evento.preventDefault();
  // jsdom and some older tablet browsers lack scrollIntoView.
  if (typeof titulo.scrollIntoView === 'function') titulo.scrollIntoView({ block: 'start' });
  titulo.focus({ preventScroll: true });
}

/** /ajuda (fornecedor): how a supplier works a trade round, with shortcuts to each screen. */
export default function AjudaPage() {
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Typography variant="h3" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        Ajuda
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', mb: 3, maxWidth: '60ch' }}>
        Guia rápido para o fornecedor: da escolha da rodada até os pedidos, as impressões e os relatórios.
      </Typography>

      <Box component="nav" aria-labelledby="ajuda-indice" sx={{ mb: 3 }}>
        <Typography id="ajuda-indice" variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          Nesta página
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            gap: 1,
          }}
        >
          {SECOES.map(({ id, rotulo }) => (
            <li key={id}>
              <Link
                href={`#${id}`}
                onClick={(e) => handleIrParaSecao(e, id)}
                underline="hover"
                sx={{ display: 'flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
              >
                {rotulo}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      <Stack spacing={3}>
        {SECOES.map(({ id, Secao }) => (
          <Secao key={id} id={id} />
        ))}

        <SecaoAjuda
          id="mais-ajuda"
          titulo="Precisa de mais ajuda?"
          icone={<SupportAgentOutlined />}
          resumo="Fale com o administrador da sua rodada, que organiza o evento."
          atalhos={[{ para: '/rodadas', rotulo: 'Ver rodadas' }]}
        >
          <Paragrafo>
            O nome do administrador aparece na coluna <strong>Administrador</strong> da lista de Rodadas.
          </Paragrafo>
        </SecaoAjuda>
      </Stack>
    </Box>
  );
}
