// @vitest-environment jsdom
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { MSG_SEM_CONEXAO } from '../../../lib/api';
import { useAvisos } from '../../../lib/avisos';
import { medirVideo } from '../../../lib/medir-video';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { enviarFoto, enviarVideo } from '../api/midia';
import GaleriaPage from './galeria-page';

// The crop (react-easy-crop and a canvas) and the browser's video measure are not in jsdom: the
// cropper reports a frame once, when it mounts (as the real one does when the image loads), the
// crop answers a fixed JPEG and the measure what a test says. Reporting on every new
// `onCropComplete` would loop: the dialog passes a new arrow each render and the report re-renders
// it (that loop is what hung this file).
vi.mock('react-easy-crop', () => ({
  default: ({ onCropComplete }: { onCropComplete: (a: unknown, p: unknown) => void }) => {
    const aoRecortar = useRef(onCropComplete);
    useEffect(() => aoRecortar.current({}, { x: 0, y: 0, width: 300, height: 400 }), []);
    return <div data-testid="recorte" />;
  },
}));
vi.mock('../../../lib/recorte-imagem', () => ({
  recortarImagem: vi.fn(() => Promise.resolve('data:image/jpeg;base64,/9j/AAAA')),
}));
vi.mock('../../../lib/medir-video', () => ({ medirVideo: vi.fn() }));
vi.mock('../api/midia', async (original) => ({
  ...(await original<object>()),
  enviarFoto: vi.fn(),
  enviarVideo: vi.fn(),
}));

const foto = (id: number) => produtos.fotoDaChave(id, `produtos/5/${String(id).padStart(16, 'a')}-2048.jpg`);
const URL_MIDIA = '/api/produtos/5/midia';

function midia(fotos: number[], extra: Partial<produtos.Midia> = {}): produtos.Midia {
  return {
    id: 5,
    codigo: 'VES-01',
    descricao: 'Vestido longo',
    fotos: fotos.map(foto),
    video: null,
    acoes: { editar: true, excluir: true, ativar: true, homologar: false, renovar: false },
    ...extra,
  };
}

function abrir(servidor: ServidorFalso, tipo: 'fornecedor' | 'master' = 'fornecedor') {
  return renderizarTela(<GaleriaPage />, {
    rota: '/produtos/:id/galeria',
    url: '/produtos/5/galeria',
    usuario: usuarioDe(tipo, 3),
    servidor,
    destinos: ['/produtos'],
  });
}

/** A server with this gallery that accepts the save and records its body. */
function servidorCom(m: produtos.Midia, salvos: unknown[] = []): ServidorFalso {
  return (req) => {
    if (req.metodo === 'GET' && req.url === URL_MIDIA) return ok({ midia: m });
    if (req.metodo === 'POST' && req.url === `${URL_MIDIA}/salvar`) {
      salvos.push(req.corpo);
      return ok({ msg: MSG.midiaSalva, midia: m });
    }
    return undefined;
  };
}

const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const idsNaTela = () =>
  screen
    .getAllByRole('img', { name: /^Foto \d+$/ })
    .map((i) => i.getAttribute('src')?.match(/a*(\d+)-640/)?.[1]);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:teste', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(enviarFoto).mockReset();
  vi.mocked(enviarVideo).mockReset();
  vi.mocked(medirVideo).mockReset();
});

describe('/produtos/:id/galeria (spec 3 §2 "Product gallery")', () => {
  it('mostra o produto e as fotos em ordem, cada uma num <picture> com srcset WebP e JPEG', async () => {
    const { container } = abrir(servidorCom(midia([11, 12, 13])));
    expect(await screen.findByText('VES-01 - Vestido longo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Galeria do Produto' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Fotos', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vídeo' })).toBeTruthy();
    expect(idsNaTela()).toEqual(['11', '12', '13']);
    expect(screen.getByText('Capa')).toBeTruthy();
    const webp = container.querySelector('picture source[type="image/webp"]');
    expect(webp?.getAttribute('srcset')).toContain('-320.webp 320w');
  });

  it('reordena, remove com confirmação e salva os ids na ordem; o fornecedor volta', async () => {
    const salvos: unknown[] = [];
    abrir(servidorCom(midia([11, 12, 13]), salvos));
    await screen.findByText('VES-01 - Vestido longo');
    fireEvent.click(screen.getByRole('button', { name: 'Mover a foto 3 para a esquerda' }));
    expect(idsNaTela()).toEqual(['11', '13', '12']);
    fireEvent.click(screen.getByRole('button', { name: 'Mover a foto 1 para a direita' }));
    expect(idsNaTela()).toEqual(['13', '11', '12']);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir a foto 2' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir foto' });
    expect(within(dialogo).getByText(MSG.confirmarExcluirFoto)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(idsNaTela()).toEqual(['13', '12']));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvos).toEqual([{ fotos: [13, 12], video: null }]));
    expect(await screen.findByRole('heading', { name: 'Destino /produtos' })).toBeTruthy();
    expect(avisos()).toContain(MSG.midiaSalva);
  });

  it('adiciona uma foto: recorte, envio com progresso, marcada como Nova e salva junto', async () => {
    const salvos: unknown[] = [];
    vi.mocked(enviarFoto).mockImplementation((_id, dataUrl, aoProgredir) => {
      expect(dataUrl).toBe('data:image/jpeg;base64,/9j/AAAA');
      aoProgredir?.(0.5);
      return Promise.resolve(foto(20));
    });
    abrir(servidorCom(midia([11]), salvos), 'master');
    await screen.findByText('VES-01 - Vestido longo');
    const arquivo = new File(['jpeg'], 'vestido.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Arquivos das fotos'), { target: { files: [arquivo] } });
    const dialogo = await screen.findByRole('dialog', { name: 'Recortar Foto' });
    expect(within(dialogo).getByText('Zoom: 100%')).toBeTruthy();
    expect(within(dialogo).getByText('Rotação: 0°')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(idsNaTela()).toEqual(['11', '20']));
    expect(screen.getByText('Nova')).toBeTruthy();
    expect(vi.mocked(enviarFoto).mock.calls[0]?.[0]).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvos).toEqual([{ fotos: [11, 20], video: null }]));
    // The master goes to /produtos.
    expect(await screen.findByRole('heading', { name: 'Destino /produtos' })).toBeTruthy();
  });

  it('com 10 fotos não há como adicionar outra', async () => {
    abrir(servidorCom(midia([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])));
    await screen.findByText('VES-01 - Vestido longo');
    expect(screen.getByRole('button', { name: 'Adicionar fotos' }).hasAttribute('disabled')).toBe(true);
  });

  it('uma recusa do envio aparece na tela e a foto não entra', async () => {
    vi.mocked(enviarFoto).mockRejectedValue(new Error('falhou'));
    abrir(servidorCom(midia([11])));
    await screen.findByText('VES-01 - Vestido longo');
    fireEvent.change(screen.getByLabelText('Arquivos das fotos'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(MSG.erroEnviarFoto)).toBeTruthy();
    // The page is aria-hidden until the closing dialog is gone.
    await waitFor(() => expect(idsNaTela()).toEqual(['11']));
  });

  it.each([
    ['longo demais', { duracao: 40, largura: 1280, altura: 720 }, 1000, MSG.videoLongo('40.0')],
    ['curto demais', { duracao: 3.2, largura: 1280, altura: 720 }, 1000, MSG.videoCurto('3.2')],
    ['resolução baixa', { duracao: 10, largura: 480, altura: 270 }, 1000, MSG.resolucaoBaixa('480x270')],
    ['resolução alta', { duracao: 10, largura: 2160, altura: 3840 }, 1000, MSG.resolucaoAlta('2160x3840')],
    ['grande demais', { duracao: 10, largura: 1280, altura: 720 }, 6 * 1024 * 1024, MSG.videoGrande('6.0')],
  ])(
    'vídeo %s: diálogo Atenção com o valor medido e o limite, nada enviado',
    async (_n, medidas, bytes, msg) => {
      vi.mocked(medirVideo).mockResolvedValue(medidas);
      abrir(servidorCom(midia([])));
      await screen.findByText('VES-01 - Vestido longo');
      fireEvent.click(screen.getByRole('tab', { name: 'Vídeo' }));
      const arquivo = new File([new Uint8Array(bytes)], 'desfile.mp4', { type: 'video/mp4' });
      fireEvent.change(screen.getByLabelText('Arquivo do vídeo'), { target: { files: [arquivo] } });
      const dialogo = await screen.findByRole('dialog', { name: MSG.atencao });
      expect(within(dialogo).getByText(msg)).toBeTruthy();
      expect(enviarVideo).not.toHaveBeenCalled();
    },
  );

  it('um vídeo bom é enviado e salvo; para trocar, exclui-se o atual', async () => {
    const salvos: unknown[] = [];
    vi.mocked(medirVideo).mockResolvedValue({ duracao: 12, largura: 720, altura: 1280 });
    vi.mocked(enviarVideo).mockResolvedValue({
      id: 77,
      url: '/arquivos/produtos/5/video-0123456789abcdef.mp4',
      mime: 'video/mp4',
      duracao: 12,
      largura: 720,
      altura: 1280,
      bytes: 1000,
    });
    abrir(servidorCom(midia([11]), salvos));
    await screen.findByText('VES-01 - Vestido longo');
    fireEvent.click(screen.getByRole('tab', { name: 'Vídeo' }));
    const arquivo = new File([new Uint8Array(1000)], 'desfile.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Arquivo do vídeo'), { target: { files: [arquivo] } });
    expect(await screen.findByLabelText('Vídeo do produto')).toBeTruthy();
    expect(screen.getByText(/Cada produto pode ter um só vídeo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escolher vídeo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvos).toEqual([{ fotos: [11], video: 77 }]));
  });

  it('erro ao carregar: a mensagem da galeria com Tentar novamente; sem rede: Sem conexão', async () => {
    abrir(() => erro(500, 'Erro interno'));
    expect(await screen.findByText(MSG.erroCarregarMidia)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    cleanup();
    abrir(() => 'sem-rede');
    expect(await screen.findByText(MSG_SEM_CONEXAO)).toBeTruthy();
  });

  it('erro ao salvar: avisa com a mensagem do servidor e fica na tela', async () => {
    abrir((req) =>
      req.metodo === 'GET'
        ? ok({ midia: midia([11]) })
        : erro(422, MSG.fotoInexistente, { 'fotos.0': MSG.fotoInexistente }),
    );
    await screen.findByText('VES-01 - Vestido longo');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(avisos()).toContain(MSG.fotoInexistente));
    expect(screen.getByRole('heading', { name: 'Galeria do Produto' })).toBeTruthy();
  });
});
