// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rodadas, type AcoesDe, type Tipo } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erro, pagina, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import RodadasPage from './rodadas-page';

const { MSG_RODADAS: MSG } = rodadas;
const LISTAR = '/api/rodadas/listar';

const TODAS: AcoesDe<'rodada'> = {
  editar: true,
  alterar_datas: false,
  alterar_administrador: false,
  ver_stands: true,
  gerir_stands: true,
  ver_participantes: true,
  gerir_participantes: true,
};
const NENHUMA: AcoesDe<'rodada'> = {
  editar: false,
  alterar_datas: false,
  alterar_administrador: false,
  ver_stands: false,
  gerir_stands: false,
  ver_participantes: false,
  gerir_participantes: false,
};

/** A round happening today (its window spans every test run), that permits orders. */
function linha(id: number, nome: string, extra: Partial<rodadas.RodadaLinha> = {}): rodadas.RodadaLinha {
  return {
    id,
    uuid: `uuid-${id}`,
    nome,
    local: 'Pavilhão Azul',
    data_inicio: '2000-01-01',
    data_fim: '2099-12-31',
    data_veiculacao: '2000-01-01',
    data_limite: '2099-12-01',
    estado_id: 35,
    estado_nome: 'São Paulo',
    estado_sigla: 'SP',
    cidade_id: 3550308,
    cidade_nome: 'São Paulo',
    administrador_id: 1,
    administrador_nome: 'Adriana Organizadora',
    permitir_pedidos: true,
    inscricao_clientes: false,
    aberta: true,
    logo_nome: '/arquivos/logo.jpg',
    banner_nome: null,
    planta_nome: '/api/rodadas/1/planta?v=3',
    acoes: TODAS,
    ...extra,
  };
}

/** A round that ended long ago: closed, outside its window. */
const ENCERRADA = { data_inicio: '2001-03-01', data_fim: '2001-03-03', aberta: false };

function abrir(servidor: ServidorFalso, tipo: Tipo = 'administrador') {
  // The print-island question itself is the shell's (app/shell/dialogos-rodada.test.tsx): here,
  // whether selecting asks it (the store's perguntarIlha).
  return renderizarTela(<RodadasPage />, {
    rota: '/rodadas',
    usuario: usuarioDe(tipo),
    servidor,
    destinos: [
      '/rodadas/:id/editar',
      '/rodadas/:id/stands',
      '/rodadas/:id/clientes',
      '/rodadas/:id/fornecedores',
      '/rodadas/:id/representantes',
    ],
  });
}

const lista =
  (...linhas: rodadas.RodadaLinha[]): ServidorFalso =>
  (req) =>
    req.url.startsWith(LISTAR) ? pagina('rodadas', linhas) : undefined;

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const cabecalhos = () =>
  screen
    .getAllByRole('columnheader')
    .map((c) => c.textContent ?? '')
    .filter(Boolean);

/** Whether the checkbox named `nome` is checked. */
const marcada = (nome: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: nome }).checked;

async function menuDe(nome: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${nome}` }));
  const menu = await screen.findByRole('menu');
  const itens = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return itens;
}

beforeEach(() => {
  useEstadoLocal.setState({ rodada: null, impressaoRemota: false, perguntarIlha: false, offLine: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/rodadas: a lista', () => {
  it('carregando, depois as linhas com as datas em dd/mm/aaaa e o local com cidade/UF', async () => {
    abrir(lista(linha(1, 'Moda Sul')));
    expect(screen.getByRole('table', { name: 'Rodadas' }).getAttribute('aria-busy')).toBe('true');
    const linhaMs = (await screen.findByText('Moda Sul')).closest('tr');
    expect(linhaMs?.textContent).toContain('01/01/2000');
    expect(linhaMs?.textContent).toContain('31/12/2099');
    expect(linhaMs?.textContent).toContain('São Paulo/SP');
    expect(screen.getByRole('note').textContent).toBe(MSG.bannerRodada);
  });

  it('colunas do administrador: sem Administrador; os outros papéis também a veem', async () => {
    abrir(lista(linha(1, 'Moda Sul')), 'administrador');
    await screen.findByText('Moda Sul');
    expect(cabecalhos()).toEqual(['Nome', 'Data Início', 'Data Término', 'Local', 'Ativa', 'Ações']);
    cleanup();
    for (const tipo of ['master', 'fornecedor', 'representante', 'cliente'] as const) {
      abrir(lista(linha(1, 'Moda Sul')), tipo);
      await screen.findByText('Moda Sul');
      expect(cabecalhos()).toEqual([
        'Nome',
        'Data Início',
        'Data Término',
        'Local',
        'Administrador',
        'Ativa',
        'Ações',
      ]);
      cleanup();
    }
  });

  it("erro do servidor: 'Erro ao listar rodadas', na tela e no aviso; sem rede: diz que não há conexão", async () => {
    abrir((req) => (req.url.startsWith(LISTAR) ? erro(500, 'Erro interno') : undefined));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(MSG.erroListarRodadas);
    expect(within(alerta).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(avisos()).toContain(MSG.erroListarRodadas);
    cleanup();
    abrir((req) => (req.url.startsWith(LISTAR) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it("vazia: 'Sem registros'", async () => {
    abrir(lista());
    expect(await screen.findByText('Sem registros')).toBeTruthy();
  });

  it('a busca vai ao servidor', async () => {
    const { requisicoes } = abrir(lista(linha(1, 'Moda Sul')));
    await screen.findByText('Moda Sul');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sul' } });
    await waitFor(() => expect(requisicoes.some((r) => r.url.includes('busca=sul'))).toBe(true));
  });

  it("'Adicionar' é só do master", async () => {
    abrir(lista(), 'master');
    expect((await screen.findByRole('link', { name: /Adicionar/ })).getAttribute('href')).toBe(
      '/rodadas/adicionar',
    );
    cleanup();
    abrir(lista(), 'administrador');
    await screen.findByText('Sem registros');
    expect(screen.queryByRole('link', { name: /Adicionar/ })).toBeNull();
  });
});

describe('/rodadas: o menu da linha vem das acoes (e da tabela de rotas)', () => {
  it('administrador, rodada aberta: Editar, Stands e os participantes, sem Detalhes', async () => {
    abrir(lista(linha(1, 'Moda Sul')));
    expect(await menuDe('Moda Sul')).toEqual([
      'Editar',
      'Stands',
      'Clientes',
      'Fornecedores',
      'Representantes',
    ]);
  });

  it('administrador, rodada encerrada: sem Editar, com Detalhes', async () => {
    abrir(lista(linha(1, 'Moda Sul', { ...ENCERRADA, acoes: { ...TODAS, editar: false } })));
    expect(await menuDe('Moda Sul')).toEqual([
      'Stands',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Detalhes',
    ]);
  });

  it('master: gere a rodada como o administrador dela (ADR 016), e tem Detalhes', async () => {
    abrir(
      lista(
        linha(1, 'Aberta'),
        linha(2, 'Fechada', { acoes: { ...TODAS, editar: false } }),
        linha(3, 'Sem acoes', { acoes: NENHUMA }),
      ),
      'master',
    );
    expect(await menuDe('Aberta')).toEqual([
      'Editar',
      'Stands',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Detalhes',
    ]);
    expect(await menuDe('Fechada')).toEqual([
      'Stands',
      'Clientes',
      'Fornecedores',
      'Representantes',
      'Detalhes',
    ]);
    // What the answer's acoes do not allow stays out, whatever the role.
    expect(await menuDe('Sem acoes')).toEqual(['Detalhes']);
  });

  it('representante: os participantes (só leitura) e Detalhes; cliente: só Detalhes', async () => {
    const acoes = { ...NENHUMA, ver_participantes: true };
    abrir(lista(linha(1, 'Moda Sul', { acoes })), 'representante');
    expect(await menuDe('Moda Sul')).toEqual(['Clientes', 'Fornecedores', 'Representantes', 'Detalhes']);
    cleanup();
    abrir(lista(linha(1, 'Moda Sul', { acoes: NENHUMA })), 'cliente');
    expect(await menuDe('Moda Sul')).toEqual(['Detalhes']);
  });

  it('Editar e Stands levam às telas da rodada', async () => {
    abrir(lista(linha(7, 'Moda Sul')));
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Moda Sul' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Stands' }));
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas/:id/stands' })).toBeTruthy();
  });

  it('fornecedor: só o botão de informações, que abre os Detalhes com as imagens ampliáveis', async () => {
    abrir(lista(linha(1, 'Moda Sul', { acoes: NENHUMA })), 'fornecedor');
    await screen.findByText('Moda Sul');
    expect(screen.queryByRole('button', { name: 'Ações de Moda Sul' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Detalhes de Moda Sul' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Detalhes da Rodada' });
    for (const texto of ['Pavilhão Azul', '01/01/2000', '31/12/2099', '01/12/2099', 'São Paulo']) {
      expect(dialogo.textContent).toContain(texto);
    }
    // No banner: 'Sem imagem'; the logo and the planta enlarge.
    expect(within(dialogo).getByText('Sem imagem')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Ampliar Planta de Moda Sul' }));
    const ampliada = await screen.findByRole('dialog', { name: 'Planta de Moda Sul' });
    expect(within(ampliada).getByRole('img').getAttribute('src')).toBe('/api/rodadas/1/planta?v=3');
  });
});

describe("/rodadas: 'Ativa' seleciona a rodada (spec 3 §4, spec 1 §4)", () => {
  const estado = () => useEstadoLocal.getState();

  it('marcar guarda a rodada e o modo offline; com pedidos e no período, pergunta pela Ilha', async () => {
    abrir(lista(linha(3, 'Moda Sul')));
    const caixa = await screen.findByRole('checkbox', { name: 'Ativa: Moda Sul' });
    expect(marcada('Ativa: Moda Sul')).toBe(false);
    fireEvent.click(caixa);
    expect(marcada('Ativa: Moda Sul')).toBe(true);
    expect(estado().rodada).toEqual({
      id: 3,
      nome: 'Moda Sul',
      cidade_nome: 'São Paulo',
      estado_nome: 'São Paulo',
      local: 'Pavilhão Azul',
      data_inicio: '2000-01-01',
      data_fim: '2099-12-31',
      permitir_pedidos: true,
      uuid: 'uuid-3',
    });
    expect(estado()).toMatchObject({ offLine: true, perguntarIlha: true, impressaoRemota: false });
    estado().responderIlha(true);
    expect(estado().impressaoRemota).toBe(true);
  });

  it('desmarcar limpa a rodada e desliga a impressão remota', async () => {
    abrir(lista(linha(3, 'Moda Sul')));
    const caixa = await screen.findByRole('checkbox', { name: 'Ativa: Moda Sul' });
    fireEvent.click(caixa);
    estado().responderIlha(true);
    fireEvent.click(caixa);
    expect(marcada('Ativa: Moda Sul')).toBe(false);
    expect(estado()).toMatchObject({ rodada: null, impressaoRemota: false, offLine: false });
  });

  it("uma rodada 'Apenas consulta' não pergunta pela Ilha", async () => {
    abrir(lista(linha(3, 'Consulta', { permitir_pedidos: false })));
    expect(await screen.findByText('Apenas consulta')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ativa: Consulta' }));
    expect(estado().rodada?.id).toBe(3);
    expect(estado().perguntarIlha).toBe(false);
  });

  it('fora do período da rodada não pergunta e a impressão remota fica desligada', async () => {
    abrir(lista(linha(3, 'Passada', ENCERRADA)));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ativa: Passada' }));
    expect(estado()).toMatchObject({ perguntarIlha: false, impressaoRemota: false, offLine: true });
  });

  it('marcar outra rodada troca a seleção; a linha da rodada guardada aparece marcada', async () => {
    abrir(
      lista(
        linha(1, 'Primeira', { permitir_pedidos: false }),
        linha(2, 'Segunda', { permitir_pedidos: false }),
      ),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ativa: Primeira' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ativa: Segunda' }));
    expect(estado().rodada?.id).toBe(2);
    expect(marcada('Ativa: Primeira')).toBe(false);
    expect(marcada('Ativa: Segunda')).toBe(true);
  });

  it('a cópia guardada acompanha o servidor (rodada renomeada)', async () => {
    useEstadoLocal.setState({
      rodada: {
        id: 3,
        nome: 'Nome antigo',
        cidade_nome: 'São Paulo',
        estado_nome: 'São Paulo',
        local: 'Pavilhão Azul',
        data_inicio: '2000-01-01',
        data_fim: '2099-12-31',
        permitir_pedidos: true,
        uuid: 'uuid-3',
      },
    });
    abrir(lista(linha(3, 'Nome novo')));
    await screen.findByRole('checkbox', { name: 'Ativa: Nome novo' });
    expect(marcada('Ativa: Nome novo')).toBe(true);
    await waitFor(() => expect(estado().rodada?.nome).toBe('Nome novo'));
    expect(screen.getByText('Rodada selecionada: Nome novo')).toBeTruthy();
  });
});
