import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, ButtonBase, IconButton, Skeleton, Stack } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { banners } from '@rodada/contracts';
import { INTERVALO_CARROSSEL_MS, MSG_LOJA, type DestinatarioBanner } from '@rodada/contracts/leve';
import { TAMANHOS_BANNER } from '../../../lib/antecipar-loja';
import { ErroDeConexao } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useBannersDaLoja } from '../api/loja';
import { lembrarBanners, tinhaBanners } from '../lib/publico-banner';

/** The carousel's box: 3:1 at every width, the shape the form asks for, so no side is cut. */
const CAIXA = { aspectRatio: '3 / 1', width: '100%' } as const;
const TAMANHOS = TAMANHOS_BANNER;

/** Whether the user asked the system for less motion (then the carousel never turns by itself). */
function useMenosMovimento(): boolean {
  const consulta = '(prefers-reduced-motion: reduce)';
  const [menos, setMenos] = useState(() => typeof matchMedia === 'function' && matchMedia(consulta).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(consulta);
    const mudar = () => setMenos(mq.matches);
    mq.addEventListener('change', mudar);
    return () => mq.removeEventListener('change', mudar);
  }, []);
  return menos;
}

/** The banner's link: a path of the site in the app, another address in a new tab; none without destino. */
function Destino({ banner, children }: { banner: banners.BannerAtivo; children: ReactNode }) {
  const estilo = { display: 'block', width: '100%', height: '100%' };
  const d = banner.destino;
  if (!d) return <>{children}</>;
  if (d.startsWith('/')) {
    return (
      <Link to={d} style={estilo} aria-label={banner.nome}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={d}
      target="_blank"
      rel="noopener noreferrer"
      style={estilo}
      aria-label={`${banner.nome} (abre em nova aba)`}
    >
      {children}
    </a>
  );
}

/**
 * The shop's banner carousel above 'Novidades' (spec 1 §2.5, spec 3 "Storefront banners", §9): the
 * published banners of the visitor's audience, one at a time, turning every 4 s (paused while the
 * pointer or the focus is on it; never with prefers-reduced-motion), with arrows and dots; a click
 * opens the banner's destino. Nothing when there are none. 'Erro ao carregar banners' unless the
 * offline flag is set (spec 1 §8; a missing connection the products already report). Its height is
 * reserved while loading unless the last visit had none (lib/publico-banner).
 */
export function CarrosselBanners({ publico }: { publico: DestinatarioBanner }) {
  const consulta = useBannersDaLoja(publico);
  const offLine = useEstadoLocal((s) => s.offLine);
  const menosMovimento = useMenosMovimento();
  const [reservar] = useState(() => tinhaBanners(publico));
  const [atual, setAtual] = useState(0);
  const [pausado, setPausado] = useState(false);
  const lista = consulta.data ?? [];
  const n = lista.length;

  useEffect(() => {
    if (consulta.data) lembrarBanners(publico, consulta.data.length > 0);
  }, [consulta.data, publico]);

  const erro = consulta.isError ? consulta.error : null;
  useEffect(() => {
    if (erro && !offLine && !(erro instanceof ErroDeConexao)) avisar(MSG_LOJA.erroCarregarBanners, 'error');
  }, [erro, offLine]);

  useEffect(() => {
    if (menosMovimento || pausado || n < 2) return;
    const relogio = setInterval(() => setAtual((i) => (i + 1) % n), INTERVALO_CARROSSEL_MS);
    return () => clearInterval(relogio);
  }, [menosMovimento, pausado, n]);

  if (consulta.isPending) {
    return reservar ? <Skeleton variant="rounded" sx={{ ...CAIXA, height: 'auto' }} aria-hidden /> : null;
  }
  if (n === 0) return null;
  const indice = atual % n;
  const ir = (i: number) => setAtual((i + n) % n);

  return (
    <Box
      component="section"
      aria-roledescription="carrossel"
      aria-label="Banners"
      onMouseEnter={() => setPausado(true)}
      onMouseLeave={() => setPausado(false)}
      onFocus={() => setPausado(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPausado(false);
      }}
      sx={{ position: 'relative', ...CAIXA, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      <Box aria-live={pausado || menosMovimento ? 'polite' : 'off'} sx={{ position: 'absolute', inset: 0 }}>
        {lista.map((b, i) => {
          const visivel = i === indice;
          return (
            <Box
              key={b.id}
              role="group"
              aria-roledescription="banner"
              aria-label={`${i + 1} de ${n}: ${b.nome}`}
              aria-hidden={!visivel}
              inert={!visivel}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: visivel ? 1 : 0,
                visibility: visivel ? 'visible' : 'hidden',
                transition: menosMovimento ? 'none' : 'opacity 400ms ease, visibility 400ms',
              }}
            >
              <Destino banner={b}>
                <picture>
                  <source type="image/webp" srcSet={b.imagem.webp} sizes={TAMANHOS} />
                  <img
                    src={b.imagem.url}
                    srcSet={b.imagem.jpeg}
                    sizes={TAMANHOS}
                    alt={b.nome}
                    width={b.imagem.largura ?? undefined}
                    height={b.imagem.altura ?? undefined}
                    // The first one with the page; the next ones as they are about to show.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </picture>
              </Destino>
            </Box>
          );
        })}
      </Box>
      {n > 1 && (
        <>
          {(
            [
              ['Banner anterior', -1, { left: 4 }, <ChevronLeft key="e" />],
              ['Próximo banner', 1, { right: 4 }, <ChevronRight key="d" />],
            ] as const
          ).map(([rotulo, passo, lado, icone]) => (
            <IconButton
              key={rotulo}
              aria-label={rotulo}
              onClick={() => ir(indice + passo)}
              size="small"
              sx={{
                position: 'absolute',
                // On a phone the dots turn it: the arrows would cover most of a 120 px banner.
                display: { xs: 'none', sm: 'inline-flex' },
                top: '50%',
                transform: 'translateY(-50%)',
                ...lado,
                bgcolor: 'rgba(255,255,255,0.8)',
                '&:hover': { bgcolor: 'rgba(255,255,255,0.95)' },
              }}
            >
              {icone}
            </IconButton>
          ))}
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ position: 'absolute', bottom: 6, left: '50%', transform: 'translateX(-50%)' }}
          >
            {lista.map((b, i) => (
              <ButtonBase
                key={b.id}
                aria-label={`Mostrar banner ${i + 1}: ${b.nome}`}
                aria-current={i === indice ? 'true' : undefined}
                onClick={() => ir(i)}
                sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center' }}
              >
                <Box
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: i === indice ? 'primary.main' : 'rgba(255,255,255,0.85)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                  }}
                />
              </ButtonBase>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
