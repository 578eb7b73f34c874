import { useId, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { MSG_PRODUTOS, type produtos } from '@rodada/contracts';
import { formatarMoeda, paraCentavos } from '@rodada/domain';
import { avisar } from '../lib/avisos';
import { CarrosselProduto } from './carrossel-produto';

/**
 * What the detail dialog shows of a product: the common part of GET /api/produtos/{id}/editar and
 * of a shop search row (issue 13 passes its own), so each screen maps its answer to it.
 */
export interface ProdutoDoDialogo {
  id: number;
  codigo: string;
  descricao: string;
  /** Decimal in reais with a dot ('129.90', spec D14). */
  valor: string;
  fornecedor_nome: string | null;
  fotos: readonly produtos.FotoProduto[];
  video: string | null;
  tamanhos: readonly { id: number; nome: string }[];
  cores: readonly { id: number; nome: string }[];
  detalhes: string | null;
}

/** The share link (spec 3 §2): the site's origin with ?shared={productId}. */
export const linkDeCompartilhamento = (id: number, origem = window.location.origin) =>
  `${origem}/?shared=${id}`;

/** The messaging-app link (spec 3 §2 "share by messaging app"): wa.me with the text and the link. */
export const linkDoWhatsApp = (p: Pick<ProdutoDoDialogo, 'id' | 'descricao' | 'valor'>) =>
  `https://wa.me/?text=${encodeURIComponent(
    `${p.descricao} por ${formatarMoeda(paraCentavos(p.valor))}: ${linkDeCompartilhamento(p.id)}`,
  )}`;

/**
 * On a touch device with the Web Share API, 'Compartilhar' opens the system's share sheet (the
 * messaging apps the phone has, spec 3 §2 "share by messaging app") instead of the WhatsApp link;
 * elsewhere, or when the sheet is refused by the browser, the wa.me link opens as usual.
 */
function compartilharNoAparelho(e: { preventDefault: () => void }, p: ProdutoDoDialogo) {
  const toque = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  if (!toque || typeof navigator.share !== 'function') return;
  const dados = { title: p.descricao, text: p.descricao, url: linkDeCompartilhamento(p.id) };
  if (navigator.canShare && !navigator.canShare(dados)) return;
  e.preventDefault();
  // A closed sheet (AbortError) is the user's choice: nothing to say.
  navigator.share(dados).catch(() => undefined);
}

/** Copies the share link and says so; a browser without the clipboard API shows the link instead. */
async function copiarLink(id: number) {
  const link = linkDeCompartilhamento(id);
  try {
    await navigator.clipboard.writeText(link);
    avisar(MSG_PRODUTOS.linkCopiado, 'info');
  } catch {
    avisar(link, 'info');
  }
}

/** The master's buttons in the dialog (spec 3 §2): approve, reject, and the edit pages in a new tab. */
export interface AcoesDoMaster {
  aoAprovar?: () => void;
  aoReprovar?: () => void;
}

/** A labelled list of chips (sizes, colours). */
function Lista({ titulo, itens }: { titulo: string; itens: readonly { id: number; nome: string }[] }) {
  return (
    <Box>
      <Typography variant="subtitle2">{titulo}</Typography>
      {itens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      ) : (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {itens.map((i) => (
            <Chip key={i.id} size="small" label={i.nome} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The product detail dialog (spec 3 §2 "Product detail dialog"): the photo carousel (srcset; the
 * 2048 px photo only under the magnifier, factor 3) with the optional video, the description,
 * code, supplier's trade name and price, an expandable section with sizes, colours and details,
 * copy share link and share by messaging app. `master` adds photo numbers, Aprovar and Reprovar
 * (when given) and Editar produto / Editar fotos in a new tab. `acoesExtras` is the shop's slot
 * (the cart button, issue 13). Shown full screen on a phone.
 */
export function DialogoProduto({
  produto,
  aberto,
  onFechar,
  master = false,
  mostrarCodigo = master,
  acoesDoMaster,
  acoesExtras,
}: {
  produto: ProdutoDoDialogo | null;
  aberto: boolean;
  onFechar: () => void;
  master?: boolean;
  /** The product code under the description (the master; the supplier sees its own). */
  mostrarCodigo?: boolean;
  acoesDoMaster?: AcoesDoMaster;
  acoesExtras?: ReactNode;
}) {
  const id = useId();
  const tema = useTheme();
  const telaCheia = useMediaQuery(tema.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={aberto && produto !== null}
      onClose={onFechar}
      aria-labelledby={id}
      fullScreen={telaCheia}
      maxWidth="md"
      fullWidth
    >
      {produto && (
        <>
          <DialogTitle id={id} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
            {produto.descricao}
            <IconButton
              aria-label="Fechar"
              onClick={onFechar}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <Close />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: '1 1 55%', minWidth: 0 }}>
                <CarrosselProduto
                  fotos={produto.fotos}
                  video={produto.video}
                  descricao={produto.descricao}
                  numerar={master}
                />
              </Box>
              <Stack spacing={2} sx={{ flex: '1 1 45%', minWidth: 0 }}>
                <Box>
                  {mostrarCodigo && (
                    <Typography variant="body2" color="text.secondary">
                      Código {produto.codigo}
                    </Typography>
                  )}
                  {produto.fornecedor_nome && (
                    <Typography variant="body2" color="text.secondary">
                      {produto.fornecedor_nome}
                    </Typography>
                  )}
                  <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 600 }}>
                    {formatarMoeda(paraCentavos(produto.valor))}
                  </Typography>
                </Box>
                <Accordion disableGutters variant="outlined">
                  <AccordionSummary expandIcon={<ExpandMore />}>Tamanhos, cores e detalhes</AccordionSummary>
                  <AccordionDetails>
                    <Stack spacing={1.5}>
                      <Lista titulo="Tamanhos" itens={produto.tamanhos} />
                      <Lista titulo="Cores" itens={produto.cores} />
                      <Box>
                        <Typography variant="subtitle2">Detalhes</Typography>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {produto.detalhes || '—'}
                        </Typography>
                      </Box>
                    </Stack>
                  </AccordionDetails>
                </Accordion>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    variant="outlined"
                    startIcon={<LinkIcon />}
                    onClick={() => void copiarLink(produto.id)}
                  >
                    Copiar link
                  </Button>
                  <Button
                    variant="outlined"
                    color="success"
                    startIcon={<WhatsApp />}
                    component="a"
                    href={linkDoWhatsApp(produto)}
                    onClick={(e) => compartilharNoAparelho(e, produto)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Compartilhar
                  </Button>
                  {acoesExtras}
                </Stack>
              </Stack>
            </Stack>
          </DialogContent>
          {master && (
            <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button component="a" href={`/produtos/${produto.id}/editar`} target="_blank" rel="noopener">
                Editar produto
              </Button>
              <Button component="a" href={`/produtos/${produto.id}/galeria`} target="_blank" rel="noopener">
                Editar fotos
              </Button>
              {acoesDoMaster?.aoReprovar && (
                <Button color="error" variant="outlined" onClick={acoesDoMaster.aoReprovar}>
                  Reprovar
                </Button>
              )}
              {acoesDoMaster?.aoAprovar && (
                <Button color="success" variant="contained" onClick={acoesDoMaster.aoAprovar}>
                  Aprovar
                </Button>
              )}
            </DialogActions>
          )}
        </>
      )}
    </Dialog>
  );
}
