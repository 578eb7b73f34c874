import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useInterface } from '../../lib/interface';
import { ilhaDisponivel, useEstadoLocal } from '../../lib/estado-local';
import { useAvisos } from '../../lib/avisos';
import { useVisualizadorPdf } from '../../lib/imprimir';
import type { Contador } from '../menus';
import { telaSobDemanda } from '../tela-sob-demanda';

/**
 * The shell's dialogs and drawers, loaded on demand (issue 13 §8 "A fast first load"): their code
 * (forms, react-hook-form, the contracts' zod schemas, MUI's inputs) is not in the first load of `/`.
 * Each one mounts the first time its store says it is open and stays mounted afterwards, so its
 * closing transition plays. Once the page is idle every one of them is fetched ahead, so a dialog
 * opened later, even offline (ADR 010), opens at once.
 */
type Importar = () => Promise<{ default: ComponentType }>;

const IMPORTS = {
  carrinho: () => import('./carrinho').then((m) => ({ default: m.CarrinhoDrawer })),
  quantidade: () =>
    import('../../features/loja/components/dialogo-quantidade').then((m) => ({
      default: m.DialogoQuantidade,
    })),
  filtro: () => import('./filtro').then((m) => ({ default: m.FiltroDrawer })),
  login: () => import('./dialogo-login').then((m) => ({ default: m.DialogoLogin })),
  cadastro: () => import('./dialogo-cadastro').then((m) => ({ default: m.DialogoCadastro })),
  codigo: () => import('./dialogo-codigo').then((m) => ({ default: m.DialogoCodigo })),
  esqueciSenha: () => import('./dialogo-senha').then((m) => ({ default: m.DialogoEsqueciSenha })),
  novaSenha: () => import('./dialogo-senha').then((m) => ({ default: m.DialogoNovaSenha })),
  ilha: () => import('./dialogos-rodada').then((m) => ({ default: m.DialogoIlhaImpressao })),
  pdf: () => import('../../components/visualizador-pdf').then((m) => ({ default: m.VisualizadorPdf })),
  avisos: () => import('./avisos').then((m) => ({ default: m.Avisos })),
  menu: () => import('./menu-lateral').then((m) => ({ default: m.MenuLateral })),
};

/** A component that renders `importar`'s component from the first time `useAberto` is true. */
function quandoAberto(importar: Importar, useAberto: () => boolean): ComponentType {
  const Dialogo = telaSobDemanda(importar);
  return function MontadoQuandoAberto() {
    const aberto = useAberto();
    const [montado, setMontado] = useState(aberto);
    if (aberto && !montado) setMontado(true);
    if (!montado) return null;
    return (
      <Suspense fallback={null}>
        <Dialogo />
      </Suspense>
    );
  };
}

const Carrinho = quandoAberto(IMPORTS.carrinho, () => useInterface((s) => s.carrinhoAberto));
// The shop's quantity / grade dialog (spec 1 §5; issue 13 §3), opened by the cards and the product dialog.
const Quantidade = quandoAberto(IMPORTS.quantidade, () => useInterface((s) => s.quantidadeDe !== null));
const Filtro = quandoAberto(IMPORTS.filtro, () => useInterface((s) => s.filtroAberto));
const Login = quandoAberto(IMPORTS.login, () => useInterface((s) => s.loginAberto));
const Cadastro = quandoAberto(IMPORTS.cadastro, () => useInterface((s) => s.cadastro !== null));
const Codigo = quandoAberto(IMPORTS.codigo, () => useInterface((s) => s.codigo !== null));
const EsqueciSenha = quandoAberto(IMPORTS.esqueciSenha, () => useInterface((s) => s.reset !== null));
const NovaSenha = quandoAberto(IMPORTS.novaSenha, () => useInterface((s) => s.novaSenha !== null));
const Ilha = quandoAberto(IMPORTS.ilha, () => useEstadoLocal((s) => s.perguntarIlha));
const Pdf = quandoAberto(IMPORTS.pdf, () => useVisualizadorPdf((s) => s.url !== null));
// The snackbars mount with the first one (spec 1 §9); fetched when idle like the rest, for offline.
const Avisos = quandoAberto(IMPORTS.avisos, () => useAvisos((s) => s.avisos.length > 0));
const MenuSobDemanda = telaSobDemanda(IMPORTS.menu);

/** The role menu (spec 1 §2.2), loaded on demand: an anonymous visitor has none. */
export function MenuLateralSobDemanda({ contadores }: { contadores: Partial<Record<Contador, number>> }) {
  const logado = useEstadoLocal((s) => s.usuario !== null);
  if (!logado) return null;
  return (
    <Suspense fallback={null}>
      <MenuSobDemanda contadores={contadores} />
    </Suspense>
  );
}

/** How long after the page's load the dialogs' code is fetched ahead (ms). */
export const ESPERA_PRECARGA_MS = 5_000;

/**
 * Fetches every dialog's code ahead, for offline use (each import runs once; the browser caches
 * it): the snackbars as soon as the browser is idle, the rest a while after the page has loaded:
 * fetched earlier, on a slow phone network they competed with the shop's own first search and
 * photos (Lighthouse: the largest paint waited behind ~100 KB of dialogs).
 */
function usePrecarregar() {
  useEffect(() => {
    let id: number | undefined;
    let relogio: ReturnType<typeof setTimeout> | undefined;
    const carregar = () => {
      for (const importar of Object.values(IMPORTS)) importar().catch(() => undefined);
    };
    // The snackbars at once (idle): small, and the messages of a network failure depend on them.
    const idAvisos =
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => void IMPORTS.avisos().catch(() => undefined), { timeout: 2_000 })
        : undefined;
    if (idAvisos === undefined) void IMPORTS.avisos().catch(() => undefined);
    const agendar = () => {
      relogio = setTimeout(() => {
        if ('requestIdleCallback' in window) id = window.requestIdleCallback(carregar, { timeout: 5_000 });
        else carregar();
      }, ESPERA_PRECARGA_MS);
    };
    if (document.readyState === 'complete') agendar();
    else window.addEventListener('load', agendar, { once: true });
    return () => {
      window.removeEventListener('load', agendar);
      clearTimeout(relogio);
      if ('cancelIdleCallback' in window) {
        if (id !== undefined) window.cancelIdleCallback(id);
        if (idAvisos !== undefined) window.cancelIdleCallback(idAvisos);
      }
    };
  }, []);
}

/** A round kept from an earlier day may have left its window since: the print island goes off (spec 1 §4). */
function useDesligarIlhaForaDaJanela() {
  const rodada = useEstadoLocal((s) => s.rodada);
  const remota = useEstadoLocal((s) => s.impressaoRemota);
  const desligar = useEstadoLocal((s) => s.definirImpressaoRemota);
  useEffect(() => {
    if (remota && !ilhaDisponivel(rodada)) desligar(false);
  }, [rodada, remota, desligar]);
}

/** Every dialog and drawer of the shell, and its snackbars, each mounted on demand. */
export function DialogosDoShell() {
  usePrecarregar();
  useDesligarIlhaForaDaJanela();
  return (
    <>
      <Carrinho />
      <Quantidade />
      <Filtro />
      <Login />
      <Cadastro />
      <Codigo />
      <EsqueciSenha />
      <NovaSenha />
      <Ilha />
      <Pdf />
      <Avisos />
    </>
  );
}
