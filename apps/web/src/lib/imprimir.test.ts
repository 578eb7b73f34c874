// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint, impressoes, z } from '@rodada/contracts';
import { ApiError, definirAoExpirarSessao, MSG_SEM_CONEXAO } from './api';
import { useAvisos } from './avisos';
import { useEstadoLocal, type RodadaSelecionada } from './estado-local';
import {
  abrirEmNovaPagina,
  buscarImpressao,
  consultaDeImpressao,
  imprimir,
  mensagemDaFalha,
  useVisualizadorPdf,
} from './imprimir';

const contrato = endpoint({
  method: 'GET',
  path: '/api/impressoes/teste/:id',
  summary: 'teste',
  tag: 'Teste',
  roles: ['fornecedor'],
  params: z.object({ id: z.number() }),
  query: impressoes.comImpressao({ busca: z.string().optional() }),
  response: impressoes.respostaImpressao,
  arquivo: impressoes.ARQUIVO_PDF,
});

const RODADA: RodadaSelecionada = {
  id: 12,
  nome: 'Rodada Teste',
  cidade_nome: null,
  estado_nome: null,
  local: null,
  data_inicio: '2030-01-01',
  data_fim: '2030-01-05',
  permitir_pedidos: true,
  uuid: null,
};

const pdf = () =>
  // Bytes, not a jsdom Blob: the Response of Node does not read jsdom's Blob.
  new Response(new TextEncoder().encode('%PDF-1.7 teste'), {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
const json = (status: number, corpo: object) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

/** jsdom has no object URLs: numbered fakes, and the revocations recorded. */
const revogar = vi.fn();
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:teste/${++n}`;
  revogar.mockReset();
  URL.revokeObjectURL = revogar;
  useAvisos.setState({ avisos: [] });
  useVisualizadorPdf.setState({ url: null, titulo: '' });
  useEstadoLocal.setState({ rodada: null, impressaoRemota: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  definirAoExpirarSessao(null);
});

describe('consultaDeImpressao', () => {
  it('local sem rodada: só impressao=local', () => {
    expect(consultaDeImpressao({ busca: 'a' }, { impressaoRemota: false, rodadaId: null })).toEqual({
      busca: 'a',
      impressao: 'local',
    });
  });
  it('local com rodada selecionada: leva rodada_id', () => {
    expect(consultaDeImpressao(undefined, { impressaoRemota: false, rodadaId: 3 })).toEqual({
      impressao: 'local',
      rodada_id: 3,
    });
  });
  it('Ilha ligada e rodada selecionada: remota', () => {
    expect(consultaDeImpressao({}, { impressaoRemota: true, rodadaId: 3 })).toEqual({
      impressao: 'remota',
      rodada_id: 3,
    });
  });
  it('Ilha ligada sem rodada (estado impossível): local, nunca remota sem fila', () => {
    expect(consultaDeImpressao({}, { impressaoRemota: true, rodadaId: null })).toEqual({
      impressao: 'local',
    });
  });
});

describe('mensagemDaFalha', () => {
  it('401: nada (o shell já avisa a sessão expirada)', () => {
    expect(mensagemDaFalha(new ApiError(401, 'Sua sessão expirou'), 'Erro ao imprimir')).toBeNull();
  });
  it('400 e 422: a mensagem do servidor', () => {
    expect(mensagemDaFalha(new ApiError(422, 'A Ilha de Impressão só recebe…'), 'Erro ao imprimir')).toBe(
      'A Ilha de Impressão só recebe…',
    );
    expect(mensagemDaFalha(new ApiError(400, 'Selecione uma rodada'), 'x')).toBe('Selecione uma rodada');
  });
  it('404, 500 e erro de rede: a mensagem da tela', () => {
    expect(mensagemDaFalha(new ApiError(404, 'Não encontrado'), 'Erro ao imprimir')).toBe('Erro ao imprimir');
    expect(mensagemDaFalha(new ApiError(500, 'Erro interno'), 'Erro ao imprimir')).toBe('Erro ao imprimir');
    expect(mensagemDaFalha(new TypeError('Failed to fetch'), 'Erro ao imprimir')).toBe('Erro ao imprimir');
  });
});

describe('buscarImpressao', () => {
  it('monta a URL com params e query, manda o cabeçalho XHR e o cookie, e lê o PDF', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(pdf()));
    vi.stubGlobal('fetch', fetch);
    const r = await buscarImpressao(contrato, {
      params: { id: 5 },
      query: { busca: 'açaí', impressao: 'local', rodada_id: 12 },
    });
    expect(r.tipo).toBe('pdf');
    expect(r.tipo === 'pdf' && (await r.pdf.text())).toBe('%PDF-1.7 teste');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/impressoes/teste/5?busca=a%C3%A7a%C3%AD&impressao=local&rodada_id=12');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('remota: lê o JSON {status: 1, msg}', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { status: 1, msg: 'ok' })));
    expect(await buscarImpressao(contrato, { params: { id: 1 } })).toEqual({ tipo: 'remota', msg: 'ok' });
  });

  it('erro: ApiError com o código e a mensagem do servidor; 401 chama o tratador de sessão', async () => {
    const expirou = vi.fn();
    definirAoExpirarSessao(expirou);
    vi.stubGlobal('fetch', () => Promise.resolve(json(422, { status: 2, msg: 'Fora das datas' })));
    await expect(buscarImpressao(contrato, { params: { id: 1 } })).rejects.toMatchObject({
      httpStatus: 422,
      msg: 'Fora das datas',
    });
    expect(expirou).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', () => Promise.resolve(json(401, { status: 2, msg: 'Sessão' })));
    await expect(buscarImpressao(contrato, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(expirou).toHaveBeenCalledTimes(1);
  });

  it('uma resposta 200 que não é PDF nem {status: 1} é erro', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 200 })));
    await expect(buscarImpressao(contrato, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('imprimir', () => {
  it('local: abre o PDF no visualizador, sem aviso', async () => {
    const fetch = vi.fn((_url: string) => Promise.resolve(pdf()));
    vi.stubGlobal('fetch', fetch);
    useEstadoLocal.setState({ rodada: RODADA, impressaoRemota: false });
    const r = await imprimir(
      contrato,
      { params: { id: 9 }, query: { busca: 'x' }, titulo: 'Clientes' },
      'Erro',
    );
    expect(r?.tipo).toBe('pdf');
    expect(fetch.mock.calls[0]![0]).toBe('/api/impressoes/teste/9?busca=x&impressao=local&rodada_id=12');
    expect(useVisualizadorPdf.getState()).toMatchObject({ url: 'blob:teste/1', titulo: 'Clientes' });
    expect(useAvisos.getState().avisos).toEqual([]);
  });

  it('remota: avisa a mensagem da Ilha e não abre visualizador', async () => {
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(
        json(200, { status: 1, msg: 'Impressão encaminhada para a Ilha de Impressão com sucesso' }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    useEstadoLocal.setState({ rodada: RODADA, impressaoRemota: true });
    await imprimir(contrato, { params: { id: 9 } }, 'Erro');
    expect(fetch.mock.calls[0]![0]).toBe('/api/impressoes/teste/9?impressao=remota&rodada_id=12');
    expect(useAvisos.getState().avisos).toMatchObject([
      { mensagem: 'Impressão encaminhada para a Ilha de Impressão com sucesso', tipo: 'success' },
    ]);
    expect(useVisualizadorPdf.getState().url).toBeNull();
  });

  it('falha: avisa a mensagem da tela como erro e responde null', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(500, { status: 2, msg: 'Erro interno' })));
    expect(
      await imprimir(contrato, { params: { id: 9 } }, 'Erro ao imprimir listagem de produtos'),
    ).toBeNull();
    expect(useAvisos.getState().avisos).toMatchObject([
      { mensagem: 'Erro ao imprimir listagem de produtos', tipo: 'error' },
    ]);
  });

  it('sem conexão: diz que não há conexão (ADR 010), não a mensagem da tela', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await imprimir(contrato, { params: { id: 9 } }, 'Erro ao imprimir')).toBeNull();
    expect(useAvisos.getState().avisos).toMatchObject([{ mensagem: MSG_SEM_CONEXAO, tipo: 'error' }]);
  });
});

describe('useVisualizadorPdf', () => {
  it('abrir outro PDF fecha o anterior; fechar revoga a URL depois de um tempo', () => {
    vi.useFakeTimers();
    try {
      const v = useVisualizadorPdf.getState();
      v.abrir(new Blob(['a']), 'A');
      useVisualizadorPdf.getState().abrir(new Blob(['b']), 'B');
      expect(useVisualizadorPdf.getState()).toMatchObject({ url: 'blob:teste/2', titulo: 'B' });
      useVisualizadorPdf.getState().fechar();
      expect(useVisualizadorPdf.getState().url).toBeNull();
      expect(revogar).not.toHaveBeenCalledWith('blob:teste/2');
      vi.advanceTimersByTime(60_000);
      expect(revogar).toHaveBeenCalledWith('blob:teste/1');
      expect(revogar).toHaveBeenCalledWith('blob:teste/2');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('abrirEmNovaPagina', () => {
  it('abre numa nova página quando o navegador deixa', () => {
    const open = vi.fn(() => ({}) as Window);
    abrirEmNovaPagina('blob:x', 'a.pdf', { open, document } as unknown as Window);
    expect(open).toHaveBeenCalledWith('blob:x', '_blank');
  });
  it('com a nova página bloqueada, baixa o arquivo', () => {
    const cliques: string[] = [];
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      cliques.push(`${this.download}|${this.href}`);
    });
    abrirEmNovaPagina('blob:x', 'clientes.pdf', { open: () => null, document } as unknown as Window);
    expect(cliques).toEqual(['clientes.pdf|blob:x']);
    expect(document.querySelector('a[download]')).toBeNull();
    clique.mockRestore();
  });
});
