// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, rodadas, type AcoesDe } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  pagina,
  renderizarTela,
  usuarioDe,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import ClientesRodadaPage from './clientes-rodada-page';
import FornecedoresRodadaPage from './fornecedores-rodada-page';
import RepresentantesRodadaPage from './representantes-rodada-page';

const { MSG_RODADAS } = rodadas;

const GERIR: AcoesDe<'participante'> = { excluir: true, alterar_prazo: true, inscrever: true };
const LER: AcoesDe<'participante'> = { excluir: false, alterar_prazo: false, inscrever: false };

/** Round 7 as the lists answer it; `gerir` is its acoes.gerir_participantes. */
function rodada(gerir: boolean): rodadas.RodadaDosParticipantes {
  return {
    id: 7,
    nome: 'Moda Sul — Verão',
    local: 'Pavilhão de eventos',
    data_inicio: '2027-03-10',
    data_fim: '2027-03-12',
    cidade_nome: 'Caxias do Sul',
    estado_nome: 'Rio Grande do Sul',
    estado_sigla: 'RS',
    administrador_nome: 'Ana Organizadora',
    aberta: true,
    acoes: {
      editar: gerir,
      alterar_datas: false,
      alterar_administrador: false,
      ver_stands: gerir,
      gerir_stands: gerir,
      ver_participantes: true,
      gerir_participantes: gerir,
    },
  };
}

const fornecedor = (id: number, nome: string, acoes = GERIR): rodadas.FornecedorDaRodada => ({
  id,
  nome_fantasia: nome,
  razao_social: `${nome} Ltda`,
  cnpj: '11222333000181',
  cidade_estado: 'São Paulo/SP',
  acoes,
});

const cliente = (
  id: number,
  nome: string,
  extra: Partial<rodadas.ClienteDaRodada> = {},
): rodadas.ClienteDaRodada => ({
  id,
  nome,
  razao_social: null,
  cnpj: null,
  responsavel_nome: `Resp ${nome}`,
  representante_nome: 'Rep Sul',
  cidade_estado: 'Curitiba/PR',
  prazo: null,
  inscrito: false,
  inscrito_em: null,
  acoes: GERIR,
  ...extra,
});

const representante = (id: number, nome: string): rodadas.RepresentanteDaRodada => ({
  id,
  nome_fantasia: nome,
  cnpj: null,
  email: `r${id}@teste.test`,
  cidade_estado: 'Porto Alegre/RS',
  acoes: LER,
});

/** A list answer: the round and one page of rows under `chave`. */
function lista(chave: string, gerir: boolean, linhas: unknown[]) {
  const { corpo } = pagina(chave, linhas) as { corpo: Record<string, unknown> };
  return ok({ ...corpo, rodada: rodada(gerir) });
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

function abrir(
  tipo: 'fornecedores' | 'clientes' | 'representantes',
  servidor: ServidorFalso,
  papel: 'administrador' | 'representante' | 'master' = 'administrador',
  id: string | number = 7,
) {
  const Pagina = {
    fornecedores: FornecedoresRodadaPage,
    clientes: ClientesRodadaPage,
    representantes: RepresentantesRodadaPage,
  }[tipo];
  return renderizarTela(<Pagina />, {
    rota: `/rodadas/:rodada_id/${tipo}`,
    url: `/rodadas/${id}/${tipo}`,
    usuario: usuarioDe(papel, 3),
    servidor,
    destinos: ['/rodadas'],
  });
}

const cabecalhos = (nome: string) =>
  within(screen.getByRole('table', { name: nome }))
    .getAllByRole('columnheader')
    .map((c) => c.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/rodadas/:id/fornecedores', () => {
  const LISTA = '/api/rodadas/7/fornecedores/rodada';

  it('mostra a rodada (datas dd/mm/aaaa) e as colunas; o administrador tem Adicionar, Importar, Imprimir e Remover', async () => {
    const { requisicoes } = abrir('fornecedores', (req) =>
      req.url.startsWith(LISTA) ? lista('fornecedores', true, [fornecedor(1, 'Malharia Boa')]) : undefined,
    );
    expect(await screen.findByText('Malharia Boa')).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Rodada' });
    for (const texto of [
      'Moda Sul — Verão',
      'Pavilhão de eventos',
      '10/03/2027',
      '12/03/2027',
      'Caxias do Sul/RS',
      'Ana Organizadora',
    ]) {
      expect(within(info).getByText(texto)).toBeTruthy();
    }
    expect(cabecalhos('Fornecedores da Rodada')).toEqual([
      'Nome Fantasia',
      'Razão Social',
      'Cidade/Estado',
      'Ações',
    ]);
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/rodadas');
    expect(screen.getByRole('button', { name: 'Remover Malharia Boa da rodada' })).toBeTruthy();
    // 30 per page by default (spec 3 §9).
    expect(requisicoes[0]?.url).toContain('paginacao=30');
  });

  it('Remover pede confirmação; confirmado, avisa a mensagem do servidor', async () => {
    const { requisicoes } = abrir('fornecedores', (req) => {
      if (req.url.startsWith(LISTA)) return lista('fornecedores', true, [fornecedor(1, 'Malharia Boa')]);
      if (req.url === '/api/rodadas/7/fornecedor/1/excluir')
        return ok({ msg: MSG_RODADAS.removido('Malharia Boa') });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Malharia Boa da rodada' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Remover fornecedor' });
    expect(dialogo.textContent).toContain('Remover Malharia Boa da rodada Moda Sul — Verão?');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requisicoes.some((r) => r.metodo === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remover Malharia Boa da rodada' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(avisos()).toContain('Malharia Boa removido da rodada com sucesso'));
  });

  it("remoção recusada (409): a mensagem do servidor; falha do servidor: 'Erro ao excluir o fornecedor'", async () => {
    let status = 409;
    abrir('fornecedores', (req) => {
      if (req.url.startsWith(LISTA)) return lista('fornecedores', true, [fornecedor(1, 'Malharia Boa')]);
      if (req.url.endsWith('/excluir')) return erro(status, MSG_RODADAS.comPedidos('Malharia Boa'));
      return undefined;
    });
    const remover = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Remover Malharia Boa da rodada' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    };
    await remover();
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.comPedidos('Malharia Boa')));
    status = 500;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await remover();
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.erroExcluirFornecedor));
  });

  it("erro ao carregar (500): 'Erro ao carregar fornecedores' com Tentar novamente; sem rede: sem conexão", async () => {
    abrir('fornecedores', (req) => (req.url.startsWith(LISTA) ? erro(500, 'Erro interno') : undefined));
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(MSG_RODADAS.erroCarregarFornecedores);
    expect(within(alerta).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(avisos()).toContain(MSG_RODADAS.erroCarregarFornecedores);
    expect(screen.queryByText('Sem registros')).toBeNull();
    cleanup();
    abrir('fornecedores', (req) => (req.url.startsWith(LISTA) ? 'sem-rede' : undefined));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_SEM_CONEXAO);
  });

  it("vazia: 'Sem registros'; id que não é número: não encontrado, sem chamar a API", async () => {
    abrir('fornecedores', (req) => (req.url.startsWith(LISTA) ? lista('fornecedores', true, []) : undefined));
    expect(await screen.findByText('Sem registros')).toBeTruthy();
    cleanup();
    const { requisicoes } = abrir('fornecedores', () => undefined, 'administrador', 'abc');
    expect(screen.getByRole('alert').textContent).toContain(MSG.naoEncontrado);
    expect(requisicoes).toEqual([]);
  });

  it('Seleção de Fornecedores: marca dois, adiciona e mostra o resultado de cada um', async () => {
    const candidatos = [fornecedor(11, 'Tecelagem Norte'), fornecedor(12, 'Jeans Sul')].map(
      ({ acoes: _a, ...c }) => c,
    );
    const { requisicoes } = abrir('fornecedores', (req) => {
      if (req.url.startsWith(LISTA)) return lista('fornecedores', true, []);
      if (req.url.startsWith('/api/rodadas/7/fornecedores?'))
        return ok({
          rodada: { id: 7, nome: 'Moda Sul — Verão', aberta: true, acoes: rodada(true).acoes },
          fornecedores: { data: candidatos, current_page: 1, last_page: 1, per_page: 30, total: 2 },
        });
      if (req.url === '/api/rodadas/7/fornecedor/11/salvar')
        return ok({ msg: MSG_RODADAS.adicionado('Tecelagem Norte') });
      if (req.url === '/api/rodadas/7/fornecedor/12/salvar') return erro(422, MSG_RODADAS.motivoInativo);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Seleção de Fornecedores' });
    const adicionar = within(dialogo).getByRole('button', { name: 'Adicionar' });
    expect(adicionar.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(dialogo).findByRole('checkbox', { name: 'Selecionar Tecelagem Norte' }));
    fireEvent.click(within(dialogo).getByRole('checkbox', { name: 'Selecionar Jeans Sul' }));
    expect(within(dialogo).getByText('2 selecionados')).toBeTruthy();
    fireEvent.click(adicionar);
    const resultado = await within(dialogo).findByRole('status', { name: 'Resultado da adição' });
    await waitFor(() =>
      expect(resultado.textContent).toContain('Tecelagem Norte adicionado a rodada com sucesso'),
    );
    expect(resultado.textContent).toContain(`Jeans Sul: ${MSG_RODADAS.motivoInativo}`);
    // The refused one stays ticked, to try again.
    expect(within(dialogo).getByText('1 selecionado')).toBeTruthy();
    expect(requisicoes.filter((r) => r.metodo === 'POST').map((r) => r.url)).toEqual([
      '/api/rodadas/7/fornecedor/11/salvar',
      '/api/rodadas/7/fornecedor/12/salvar',
    ]);
  });
});

/** An XMLHttpRequest that answers `resposta` to the upload, reporting its progress first. */
function xhrFalso(resposta: { status: number; corpo: unknown }, enviados: { url: string; corpo: unknown }[]) {
  return class {
    status = 0;
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_metodo: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(corpo: unknown) {
      enviados.push({ url: this.url, corpo });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = resposta.status;
        this.response = resposta.corpo;
        this.onload?.();
      }, 0);
    }
  };
}

describe('/rodadas/:id/clientes', () => {
  const LISTA = '/api/rodadas/7/clientes/rodada';

  it('colunas Responsável, Empresa, Representante, Prazo e Inscrição; Imprimir e Etiquetas', async () => {
    abrir('clientes', (req) =>
      req.url.startsWith(LISTA)
        ? lista('clientes', true, [
            cliente(1, 'Loja Central', { prazo: '30/60/90', inscrito: true }),
            cliente(2, 'Boutique Rosa', { acoes: LER }),
          ])
        : undefined,
    );
    expect(await screen.findByText('Loja Central')).toBeTruthy();
    expect(cabecalhos('Clientes da Rodada')).toEqual([
      'Responsável',
      'Empresa',
      'Representante',
      'Prazo',
      'Inscrição',
      'Ações',
    ]);
    expect(screen.getByText('30/60/90')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Etiquetas' })).toBeTruthy();
    // Each row shows what its acoes allow.
    expect(screen.getByRole('button', { name: 'Alterar prazo de Loja Central' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alterar prazo de Boutique Rosa' })).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Inscrição de Loja Central' }).checked,
    ).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Inscrição de Boutique Rosa' })).toBeNull();
    expect(screen.getByText('Não inscrito')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover Boutique Rosa da rodada' })).toBeNull();
  });

  it('Prazo: recusa o que não é prazo sem enviar; envia o prazo digitado e avisa o sucesso', async () => {
    const { requisicoes } = abrir('clientes', (req) => {
      if (req.url.startsWith(LISTA)) return lista('clientes', true, [cliente(1, 'Loja Central')]);
      if (req.url === '/api/rodadas/7/clientes/1/prazo') return ok({ msg: MSG_RODADAS.prazoSalvo });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar prazo de Loja Central' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Prazo' });
    // Out of the contract's form: refused under the field, nothing sent, the text kept.
    fireEvent.change(within(dialogo).getByLabelText('Prazo'), { target: { value: 'trinta' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText(MSG_RODADAS.prazoInvalido)).toBeTruthy();
    expect(requisicoes.some((r) => r.url.endsWith('/prazo'))).toBe(false);
    expect(within(dialogo).getByLabelText<HTMLInputElement>('Prazo').value).toBe('trinta');
    fireEvent.change(within(dialogo).getByLabelText('Prazo'), { target: { value: '30/60' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.prazoSalvo));
    expect(requisicoes.find((r) => r.url.endsWith('/prazo'))?.corpo).toEqual({ prazo: '30/60' });
  });

  it('Inscrição: marcar inscreve direto; desmarcar pede confirmação e cancela', async () => {
    const { requisicoes } = abrir('clientes', (req) => {
      if (req.url.startsWith(LISTA))
        return lista('clientes', true, [
          cliente(1, 'Loja Central'),
          cliente(2, 'Boutique Rosa', { inscrito: true }),
        ]);
      if (req.url === '/api/rodadas/7/clientes/1/inscrever')
        return ok({ msg: MSG_RODADAS.inscricaoConfirmada });
      if (req.url === '/api/rodadas/7/clientes/2/inscrever/cancelar')
        return ok({ msg: MSG_RODADAS.inscricaoCancelada });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Inscrição de Loja Central' }));
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.inscricaoConfirmada));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Inscrição de Boutique Rosa' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar inscrição' });
    expect(requisicoes.some((r) => r.url.endsWith('/cancelar'))).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar inscrição' }));
    await waitFor(() => expect(avisos()).toContain(MSG_RODADAS.inscricaoCancelada));
  });

  it('Importar: envia o CSV e mostra o relatório com as linhas aceitas e as recusadas', async () => {
    const enviados: { url: string; corpo: unknown }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      xhrFalso(
        {
          status: 200,
          corpo: {
            status: 1,
            msg: MSG_RODADAS.importacaoConcluida(2, 1),
            aceitas: 2,
            recusadas: [
              { linha: 3, conteudo: '11.111.111/1111-11;Loja X', motivo: MSG_RODADAS.motivoCnpjInvalido },
            ],
          },
        },
        enviados,
      ),
    );
    abrir('clientes', (req) => (req.url.startsWith(LISTA) ? lista('clientes', true, []) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar Clientes' });
    expect(dialogo.textContent).toContain('A primeira coluna é o CNPJ do cliente');
    const arquivo = new File(
      ['CNPJ;Nome\n11222333000181;Loja\n11.111.111/1111-11;Loja X\n'],
      'clientes.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(within(dialogo).getByLabelText('Arquivo CSV'), { target: { files: [arquivo] } });
    const relatorio = await within(dialogo).findByRole('region', { name: 'Relatório da importação' });
    expect(relatorio.textContent).toContain('Importação concluída: 2 linhas aceitas, 1 linha recusada');
    const recusadas = within(relatorio).getByRole('table');
    expect(
      within(recusadas)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Linha', 'Conteúdo', 'Motivo']);
    const celulas = within(recusadas).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...celulas].map((c) => c.textContent)).toEqual([
      '3',
      '11.111.111/1111-11;Loja X',
      'CNPJ inválido',
    ]);
    expect(enviados).toEqual([{ url: '/api/rodadas/7/importar/clientes', corpo: arquivo }]);
  });

  it("Importar que falha no servidor: 'Erro ao importar clientes'", async () => {
    vi.stubGlobal('XMLHttpRequest', xhrFalso({ status: 500, corpo: { status: 2, msg: 'Erro interno' } }, []));
    abrir('clientes', (req) => (req.url.startsWith(LISTA) ? lista('clientes', true, []) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar Clientes' });
    fireEvent.change(within(dialogo).getByLabelText('Arquivo CSV'), {
      target: { files: [new File(['x'], 'c.csv', { type: 'text/csv' })] },
    });
    expect((await within(dialogo).findByRole('alert')).textContent).toContain(
      MSG_RODADAS.erroImportarClientes,
    );
    expect(avisos()).toContain(MSG_RODADAS.erroImportarClientes);
  });
});

describe('/rodadas/:id/representantes', () => {
  it('o representante só consulta: sem Adicionar, Importar, Remover nem coluna de ações (acoes)', async () => {
    abrir(
      'representantes',
      (req) =>
        req.url.startsWith('/api/rodadas/7/representantes/rodada')
          ? lista('representantes', false, [representante(1, 'Representações Sul')])
          : undefined,
      'representante',
    );
    expect(await screen.findByText('Representações Sul')).toBeTruthy();
    expect(cabecalhos('Representantes da Rodada')).toEqual(['Nome', 'Cidade/Estado']);
    expect(screen.getByText('Porto Alegre/RS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
    // spec 3 §2: no print for the representatives' list.
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeTruthy();
  });

  it('o master gere como o administrador: é o que as acoes dizem, não o papel', async () => {
    abrir(
      'representantes',
      (req) =>
        req.url.startsWith('/api/rodadas/7/representantes/rodada')
          ? lista('representantes', true, [{ ...representante(1, 'Representações Sul'), acoes: GERIR }])
          : undefined,
      'master',
    );
    expect(await screen.findByRole('button', { name: 'Remover Representações Sul da rodada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeTruthy();
  });
});
