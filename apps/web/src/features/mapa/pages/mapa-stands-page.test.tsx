// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rodadas } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import MapaStandsPage from './mapa-stands-page';

const { MSG_RODADAS } = rodadas;

const RODADA: rodadas.RodadaDoMapa = {
  id: 7,
  nome: 'Moda Norte — Inverno',
  local: 'Expo Center',
  data_inicio: '2030-03-01',
  data_fim: '2030-03-05',
  cidade_nome: 'São Paulo',
  estado_nome: 'São Paulo',
  estado_sigla: 'SP',
  planta_nome: null,
};
const PLANTA_URL = '/api/rodadas/7/planta?v=3';

const STANDS: rodadas.StandDoMapa[] = [
  { codigo: 'A1', nome: 'SEBRAE', fornecedor_id: null },
  { codigo: 'A2', nome: null, fornecedor_id: null },
  { codigo: 'Z9', nome: 'SEM LUGAR', fornecedor_id: null },
];

/** A plan with stands A1 and A2, an aisle with an id that is no stand, and a script to be removed. */
const PLANTA = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <script>window.invadido = true</script>
  <rect id="corredor" x="0" y="90" width="400" height="20" fill="#eee"/>
  <rect id="A1" x="10" y="10" width="100" height="60" fill="#fff" onclick="window.invadido = true"/>
  <rect id="A2" x="120" y="10" width="100" height="60" fill="#fff"/>
</svg>`;

type Mapa = {
  rodada?: Partial<rodadas.RodadaDoMapa>;
  stands?: rodadas.StandDoMapa[];
  pode_renomear?: boolean;
};

/** A server answering the map (and the save with `salvar`); other calls 404. */
function servidorDo(mapa: Mapa, salvar?: ServidorFalso): ServidorFalso {
  let stands = mapa.stands ?? STANDS;
  return (req) => {
    if (req.metodo === 'GET' && req.url === '/api/stands/7') {
      return ok({
        rodada: { ...RODADA, ...mapa.rodada },
        stands,
        pode_renomear: mapa.pode_renomear ?? false,
      });
    }
    if (req.metodo === 'POST' && req.url === '/api/stands/7' && salvar) {
      const resposta = salvar(req);
      const corpo = req.corpo as { codigo: string; nome: string };
      if (resposta !== 'sem-rede' && (resposta?.status ?? 200) === 200) {
        stands = stands.map((s) =>
          s.codigo === corpo.codigo ? { ...s, nome: corpo.nome.toUpperCase() } : s,
        );
      }
      return resposta;
    }
    return undefined;
  };
}

/** Opens the page for round 7; the plan's fetch answers `planta` (its text), or fails with `plantaFalha`. */
function abrir(
  servidor: ServidorFalso,
  opcoes: { planta?: string; plantaFalha?: boolean; logado?: boolean } = {},
) {
  const tela = renderizarTela(<MapaStandsPage />, {
    rota: '/mapa-stands/:rodada',
    url: '/mapa-stands/7',
    usuario: opcoes.logado ? usuarioDe('administrador', 2) : null,
    servidor,
  });
  const falso = globalThis.fetch;
  vi.stubGlobal('fetch', (entrada: string, init?: RequestInit) => {
    if (!String(entrada).startsWith('/api/rodadas/7/planta')) return falso(entrada, init);
    if (opcoes.plantaFalha) return Promise.resolve(new Response('erro', { status: 500 }));
    return Promise.resolve(
      new Response(opcoes.planta ?? '', { headers: { 'Content-Type': 'image/svg+xml' } }),
    );
  });
  return tela;
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const plantaNaTela = async () => {
  const host = await screen.findByTestId('planta');
  await waitFor(() => expect(host.shadowRoot?.querySelector('svg')).toBeTruthy());
  return host.shadowRoot!;
};
/** Two clicks in a row, as a pointer makes them (detail 1: not the keyboard). */
const duploClique = (el: Element) => {
  fireEvent.click(el, { detail: 1 });
  fireEvent.click(el, { detail: 1 });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/mapa-stands/:rodada — cabeçalho e grade (rodada sem planta)', () => {
  it('visitante: nome, local com cidade/UF, datas dd/mm/yyyy, link do WhatsApp e a grade', async () => {
    abrir(servidorDo({}));
    expect(await screen.findByRole('heading', { level: 1, name: RODADA.nome })).toBeTruthy();
    expect(screen.getByText('Expo Center — São Paulo/SP')).toBeTruthy();
    expect(screen.getByText('01/03/2030 a 05/03/2030')).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const href = whatsapp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain(`${window.location.origin}/mapa-stands/7`);
    const grade = screen.getByRole('list', { name: 'Stands da rodada' });
    expect(
      within(grade)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A1SEBRAE', 'A2Livre', 'Z9SEM LUGAR']);
    // A visitor cannot name stands: no buttons, no hint.
    expect(within(grade).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText(/dois cliques/)).toBeNull();
  });

  it('copiar link: copia o endereço do mapa e avisa', async () => {
    const escrever = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: escrever }, onLine: true });
    abrir(servidorDo({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.linkCopiado));
    expect(escrever).toHaveBeenCalledWith(`${window.location.origin}/mapa-stands/7`);
  });

  it('stand de um fornecedor: link para os produtos dele na loja (issue 13 §7); os demais sem link', async () => {
    abrir(
      servidorDo({
        stands: [
          { codigo: 'A1', nome: 'MALHARIA', fornecedor_id: 42 },
          { codigo: 'A2', nome: 'CLIENTE', fornecedor_id: null },
        ],
      }),
    );
    const lista = await screen.findByRole('region', { name: 'Produtos dos expositores' });
    const links = within(lista).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Stand A1 · MALHARIA: ver produtos na loja', '/?fornecedor=42'],
    ]);
  });

  it('sem stand de fornecedor: nenhuma lista de lojas', async () => {
    abrir(servidorDo({}));
    await screen.findByRole('list', { name: 'Stands da rodada' });
    expect(screen.queryByText('Produtos dos expositores')).toBeNull();
  });

  it('rodada sem stands: Sem registros', async () => {
    abrir(servidorDo({ stands: [] }));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it('administrador: dois cliques num stand abrem "Stand - A2"; o nome vai em maiúsculas; Enter salva', async () => {
    const salvar = vi.fn<ServidorFalso>(() => ok({ msg: MSG_RODADAS.standSalvo }));
    const { requisicoes } = abrir(servidorDo({ pode_renomear: true }, salvar), { logado: true });
    expect(await screen.findByText(/Dê dois cliques \(ou dois toques\)/)).toBeTruthy();
    duploClique(screen.getByRole('button', { name: 'Stand A2: livre' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Stand - A2' });
    const campo = within(dialogo).getByLabelText('Nome');
    expect(campo.getAttribute('maxlength')).toBe('18');
    fireEvent.change(campo, { target: { value: 'confecções maria' } });
    expect((campo as HTMLInputElement).value).toBe('CONFECÇÕES MARIA');
    fireEvent.submit(campo.closest('form')!);
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.standSalvo));
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toEqual({
      codigo: 'A2',
      nome: 'CONFECÇÕES MARIA',
      valor: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Stand A2: CONFECÇÕES MARIA' })).toBeTruthy();
  });

  it('um clique só, ou o segundo depois de 400 ms, não abre nada', async () => {
    let agora = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => agora);
    abrir(servidorDo({ pode_renomear: true }), { logado: true });
    const a1 = await screen.findByRole('button', { name: 'Stand A1: SEBRAE' });
    fireEvent.click(a1, { detail: 1 });
    agora += 401;
    fireEvent.click(a1, { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    agora += 399;
    fireEvent.click(a1, { detail: 1 });
    expect(await screen.findByRole('dialog', { name: 'Stand - A1' })).toBeTruthy();
    // It opens with the stand's current name; Cancelar closes it unchanged.
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('SEBRAE');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('falha ao salvar: a mensagem do spec, e o diálogo fica aberto com o nome digitado', async () => {
    abrir(
      servidorDo({ pode_renomear: true }, () => erro(500, 'Erro interno')),
      { logado: true },
    );
    duploClique(await screen.findByRole('button', { name: 'Stand A2: livre' }));
    const campo = within(await screen.findByRole('dialog')).getByLabelText('Nome');
    fireEvent.change(campo, { target: { value: 'LOJA NOVA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.erroSalvarNomeStand));
    expect(screen.getByRole('dialog', { name: 'Stand - A2' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('LOJA NOVA');
  });

  it('recusa do servidor por campo: a mensagem sob o campo', async () => {
    abrir(
      servidorDo({ pode_renomear: true }, () =>
        erro(400, 'Dados inválidos', { nome: MSG_RODADAS.nomeStandLongo }),
      ),
      { logado: true },
    );
    duploClique(await screen.findByRole('button', { name: 'Stand A2: livre' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG_RODADAS.nomeStandLongo)).toBeTruthy();
  });
});

describe('/mapa-stands/:rodada — a planta', () => {
  it('cada stand com código e nome sobre o seu elemento; com nome em destaque; o script some', async () => {
    abrir(servidorDo({ rodada: { planta_nome: PLANTA_URL } }), { planta: PLANTA });
    const sombra = await plantaNaTela();
    expect(sombra.querySelector('script')).toBeNull();
    expect(sombra.querySelector('#A1')!.getAttribute('onclick')).toBeNull();
    const rotulo = (codigo: string) =>
      [...sombra.querySelectorAll(`[data-rotulo-stand="${codigo}"] text`)].map((t) => t.textContent);
    expect(rotulo('A1')).toEqual(['A1', 'SEBRAE']);
    expect(rotulo('A2')).toEqual(['A2']);
    expect(sombra.querySelector<SVGElement>('#A1')!.style.getPropertyValue('fill')).not.toBe('');
    expect(sombra.querySelector<SVGElement>('#A2')!.style.getPropertyValue('fill')).toBe('');
    // The aisle's id is no stand's: left alone.
    const corredor = sombra.querySelector('#corredor')!;
    expect(corredor.getAttribute('data-stand')).toBeNull();
    expect(corredor.getAttribute('style')).toBeNull();
    // The stand the plan has no element for is listed under it.
    const fora = screen.getByRole('list', { name: MSG_RODADAS.foraDaPlanta });
    expect(
      within(fora)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Z9SEM LUGAR']);
    // A visitor: nothing in the plan is a button.
    expect(sombra.querySelector('[role="button"]')).toBeNull();
  });

  it('administrador: dois cliques num stand da planta abrem o diálogo; Enter num stand focado também', async () => {
    abrir(servidorDo({ rodada: { planta_nome: PLANTA_URL }, pode_renomear: true }), {
      planta: PLANTA,
      logado: true,
    });
    const sombra = await plantaNaTela();
    const a2 = sombra.querySelector('#A2')!;
    expect(a2.getAttribute('aria-label')).toBe('Stand A2: livre');
    duploClique(a2);
    expect(await screen.findByRole('dialog', { name: 'Stand - A2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(sombra.querySelector('#A1')!, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Stand - A1' })).toBeTruthy();
  });

  it('a planta não carrega: "Opss... Algo deu errado", Tentar novamente, e os stands em grade', async () => {
    abrir(servidorDo({ rodada: { planta_nome: PLANTA_URL } }), { plantaFalha: true });
    expect(await screen.findByText(MSG_RODADAS.erroPlanta)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Stands da rodada' })).toBeTruthy();
  });

  it('um arquivo que não é SVG também é uma falha da planta', async () => {
    abrir(servidorDo({ rodada: { planta_nome: PLANTA_URL } }), { planta: '<html>oi</html>' });
    expect(await screen.findByText(MSG_RODADAS.erroPlanta)).toBeTruthy();
  });
});

describe('/mapa-stands/:rodada — carga do mapa', () => {
  it('rodada inexistente: a mensagem do servidor', async () => {
    abrir(() => erro(404, MSG_RODADAS.rodadaNaoEncontrada));
    expect(await screen.findByText(MSG_RODADAS.rodadaNaoEncontrada)).toBeTruthy();
  });

  it('sem rede: Sem conexão, com Tentar novamente', async () => {
    abrir(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('um id que não é id: rodada não encontrada, sem chamar o servidor', () => {
    const { requisicoes } = renderizarTela(<MapaStandsPage />, {
      rota: '/mapa-stands/:rodada',
      url: '/mapa-stands/abc',
      usuario: null,
      servidor: () => undefined,
    });
    expect(screen.getByText(MSG_RODADAS.rodadaNaoEncontrada)).toBeTruthy();
    expect(requisicoes).toHaveLength(0);
  });
});
