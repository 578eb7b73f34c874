// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rodadas, type AcoesDe, type Tipo } from '@rodada/contracts';
import { formatarData, hojeEmSaoPaulo } from '@rodada/domain';
import { useAvisos } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import RodadaFormPage from './rodada-form-page';

const { MSG_RODADAS: MSG } = rodadas;

/** A field's label, with or without the required mark its contract gives it ('Nome *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const salvar = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Salvar' });

const DO_ADMINISTRADOR: AcoesDe<'rodada'> = {
  editar: true,
  alterar_datas: false,
  alterar_administrador: false,
  ver_stands: true,
  gerir_stands: true,
  ver_participantes: true,
  gerir_participantes: true,
};
const DO_MASTER: AcoesDe<'rodada'> = {
  ...DO_ADMINISTRADOR,
  alterar_datas: true,
  alterar_administrador: true,
};

function rodada(acoes: AcoesDe<'rodada'>, extra: Partial<rodadas.RodadaLinha> = {}): rodadas.RodadaLinha {
  return {
    id: 7,
    uuid: 'uuid-7',
    nome: 'Moda Sul',
    local: 'Pavilhão Azul',
    data_inicio: '2026-12-01',
    data_fim: '2099-12-03',
    data_veiculacao: '2026-11-01',
    data_limite: '2026-11-20',
    estado_id: 35,
    estado_nome: 'São Paulo',
    estado_sigla: 'SP',
    cidade_id: 3550308,
    cidade_nome: 'São Paulo',
    administrador_id: 4,
    administrador_nome: 'Adriana',
    permitir_pedidos: true,
    inscricao_clientes: false,
    aberta: true,
    logo_nome: '/arquivos/logo.jpg',
    banner_nome: null,
    planta_nome: null,
    acoes,
    ...extra,
  };
}

/** The reference lists and the administrators, and `outras` for the rest. */
function servidor(outras: ServidorFalso): ServidorFalso {
  return (req) => {
    if (req.url.startsWith('/api/estados')) {
      return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
    }
    if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
    if (/^\/api\/rodadas\/(\d+\/)?administradores/.test(req.url)) {
      return ok({
        administradores: [
          { id: 4, nome: 'Adriana' },
          { id: 5, nome: 'Bruno' },
        ],
      });
    }
    return outras(req);
  };
}

function abrir(outras: ServidorFalso, tipo: Tipo, url = '/rodadas/adicionar') {
  return renderizarTela(<RodadaFormPage />, {
    rota: url === '/rodadas/adicionar' ? url : '/rodadas/:id/editar',
    url,
    usuario: usuarioDe(tipo),
    servidor: servidor(outras),
    destinos: ['/rodadas'],
  });
}

/** Patience for the steps that wait on a list or a render (the machine may be busy). */
const ESPERA = { timeout: 5000 };

/** Picks `opcao` in the MUI select named `rotulo`. */
async function escolher(rotulo: string, opcao: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campo(rotulo) }));
  fireEvent.click(await screen.findByRole('option', { name: opcao }, ESPERA));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), ESPERA);
}

beforeEach(() => {
  useEstadoLocal.setState({ rodada: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cadastro de Rodada: adicionar (master)', () => {
  it('as quatro datas começam hoje; Salvar espera o formulário válido; salva e volta para /rodadas', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url === '/api/rodadas/salvar'
          ? ok({ msg: MSG.rodadaSalva, id: 9, rodada: rodada(DO_MASTER, { id: 9 }) })
          : undefined,
      'master',
    );
    const hoje = formatarData(hojeEmSaoPaulo(new Date()));
    for (const data of ['Data Início', 'Data Fim', 'Data Veiculação', 'Data Limite']) {
      expect(entrada(data).value).toBe(hoje);
      expect(entrada(data).disabled).toBe(false);
    }
    expect(salvar().disabled).toBe(true);
    expect(screen.getByText('Preencha os campos obrigatórios para salvar.')).toBeTruthy();

    fireEvent.change(entrada('Nome'), { target: { value: 'Moda Norte' } });
    fireEvent.change(entrada('Local'), { target: { value: 'Centro de Convenções' } });
    await escolher('Estado', 'São Paulo');
    const cidade = entrada('Cidade');
    await waitFor(() => expect(cidade.disabled).toBe(false), ESPERA);
    fireEvent.change(cidade, { target: { value: 'São' } });
    fireEvent.click(await screen.findByRole('option', { name: 'São Paulo' }, ESPERA));
    expect(salvar().disabled).toBe(true);
    await escolher('Administrador', 'Bruno');
    await waitFor(() => expect(salvar().disabled).toBe(false), ESPERA);

    fireEvent.click(salvar());
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' }, ESPERA)).toBeTruthy();
    expect(avisos()).toContain(MSG.rodadaSalva);
    const corpo = requisicoes.find((r) => r.url === '/api/rodadas/salvar')?.corpo;
    expect(corpo).toMatchObject({
      nome: 'Moda Norte',
      local: 'Centro de Convenções',
      data_inicio: hojeEmSaoPaulo(new Date()),
      estado_id: 35,
      cidade_id: 3550308,
      administrador_id: 5,
    });
    // No picture chosen: none sent.
    expect(corpo).not.toHaveProperty('planta');
  });

  it('uma recusa do servidor mantém o que foi digitado e mostra a mensagem (não volta para /rodadas)', async () => {
    abrir(
      (req) =>
        req.url === '/api/rodadas/7/atualizar'
          ? erro(422, MSG.fimNoPassado, { data_fim: MSG.fimNoPassado })
          : req.url.startsWith('/api/rodadas/7/abrir')
            ? ok({ rodada: rodada(DO_MASTER) })
            : undefined,
      'master',
      '/rodadas/7/editar',
    );
    await waitFor(() => expect(entrada('Nome').value).toBe('Moda Sul'));
    fireEvent.change(entrada('Nome'), { target: { value: 'Moda Sul II' } });
    await waitFor(() => expect(salvar().disabled).toBe(false));
    fireEvent.click(salvar());
    await waitFor(() => expect(avisos()).toContain(MSG.fimNoPassado));
    expect(screen.queryByRole('heading', { name: 'Destino /rodadas' })).toBeNull();
    expect(entrada('Nome').value).toBe('Moda Sul II');
    expect(screen.getByText(MSG.fimNoPassado)).toBeTruthy();
  });

  it('as imagens: Carregar lê o arquivo, mostra a prévia e envia a planta SVG; outro tipo é recusado', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url === '/api/rodadas/7/atualizar'
          ? ok({ msg: MSG.rodadaAtualizada, rodada: rodada(DO_MASTER) })
          : req.url.startsWith('/api/rodadas/7/abrir')
            ? ok({ rodada: rodada(DO_MASTER) })
            : undefined,
      'master',
      '/rodadas/7/editar',
    );
    await waitFor(() => expect(entrada('Nome').value).toBe('Moda Sul'));
    // The stored logo shows and enlarges; the planta has none yet.
    expect(screen.getByRole('button', { name: 'Ampliar Logo' })).toBeTruthy();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect id="A1" width="10" height="10"/></svg>';
    const arquivoPlanta = screen.getByLabelText<HTMLInputElement>('Arquivo: Planta');
    fireEvent.change(arquivoPlanta, {
      target: { files: [new File(['x'], 'planta.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Envie um arquivo SVG.')).toBeTruthy();
    fireEvent.change(arquivoPlanta, {
      target: { files: [new File([svg], 'planta.svg', { type: 'image/svg+xml' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ampliar Planta' }));
    const ampliada = await screen.findByRole('dialog', { name: 'Planta' });
    expect(within(ampliada).getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    fireEvent.click(within(ampliada).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByText('Nova imagem, enviada ao salvar.')).toBeTruthy();

    await waitFor(() => expect(salvar().disabled).toBe(false));
    fireEvent.click(salvar());
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' })).toBeTruthy();
    const corpo = requisicoes.find((r) => r.url === '/api/rodadas/7/atualizar')?.corpo as Record<
      string,
      unknown
    >;
    expect(atob(String(corpo.planta).split(',')[1] ?? '')).toBe(svg);
    expect(corpo).not.toHaveProperty('logo');
  });
});

describe('Cadastro de Rodada: editar', () => {
  it('administrador: datas só leitura, sem o campo Administrador; envia as datas e o administrador carregados', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url === '/api/rodadas/7/atualizar'
          ? ok({ msg: MSG.rodadaAtualizada, rodada: rodada(DO_ADMINISTRADOR, { nome: 'Moda Sul II' }) })
          : req.url.startsWith('/api/rodadas/7/abrir')
            ? ok({ rodada: rodada(DO_ADMINISTRADOR) })
            : undefined,
      'administrador',
      '/rodadas/7/editar',
    );
    await waitFor(() => expect(entrada('Nome').value).toBe('Moda Sul'));
    useEstadoLocal.setState({
      rodada: {
        id: 7,
        nome: 'Moda Sul',
        cidade_nome: 'São Paulo',
        estado_nome: 'São Paulo',
        local: 'Pavilhão Azul',
        data_inicio: '2026-12-01',
        data_fim: '2099-12-03',
        permitir_pedidos: true,
        uuid: 'uuid-7',
      },
    });
    expect(entrada('Data Início').disabled).toBe(true);
    expect(entrada('Data Fim').disabled).toBe(true);
    expect(entrada('Data Veiculação').disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: campo('Administrador') })).toBeNull();
    fireEvent.change(entrada('Nome'), { target: { value: 'Moda Sul II' } });
    await waitFor(() => expect(salvar().disabled).toBe(false));
    fireEvent.click(salvar());
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' })).toBeTruthy();
    expect(avisos()).toContain(MSG.rodadaAtualizada);
    expect(requisicoes.find((r) => r.url === '/api/rodadas/7/atualizar')?.corpo).toMatchObject({
      nome: 'Moda Sul II',
      data_inicio: '2026-12-01',
      data_fim: '2099-12-03',
      administrador_id: 4,
    });
    // The selected round's copy on the device follows the save.
    expect(useEstadoLocal.getState().rodada?.nome).toBe('Moda Sul II');
  });

  it('Remover tira a logo guardada ao salvar (logo: null); Desfazer a mantém; sem imagem não há Remover', async () => {
    const { requisicoes } = abrir(
      (req) =>
        req.url === '/api/rodadas/7/atualizar'
          ? ok({ msg: MSG.rodadaAtualizada, rodada: rodada(DO_ADMINISTRADOR, { logo_nome: null }) })
          : req.url.startsWith('/api/rodadas/7/abrir')
            ? ok({ rodada: rodada(DO_ADMINISTRADOR) })
            : undefined,
      'administrador',
      '/rodadas/7/editar',
    );
    await waitFor(() => expect(entrada('Nome').value).toBe('Moda Sul'));
    // The banner and the planta are not stored: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remover Banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover Planta' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover Logo' }));
    expect(await screen.findByText('A imagem será removida ao salvar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer a remoção: Logo' }));
    await waitFor(() => expect(screen.queryByText('A imagem será removida ao salvar.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remover Logo' }));
    await waitFor(() => expect(salvar().disabled).toBe(false), ESPERA);
    fireEvent.click(salvar());
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' }, ESPERA)).toBeTruthy();
    const corpo = requisicoes.find((r) => r.url === '/api/rodadas/7/atualizar')?.corpo as Record<
      string,
      unknown
    >;
    expect(corpo.logo).toBeNull();
    expect('banner' in corpo && corpo.banner !== undefined).toBe(false);
  });

  it('rodada encerrada: tudo só leitura, sem Carregar, só o botão Fechar', async () => {
    abrir(
      (req) =>
        req.url.startsWith('/api/rodadas/7/abrir')
          ? ok({
              rodada: rodada(
                { ...DO_MASTER, editar: false, alterar_datas: false, alterar_administrador: false },
                { aberta: false, data_fim: '2001-01-01', data_inicio: '2001-01-01' },
              ),
            })
          : undefined,
      'master',
      '/rodadas/7/editar',
    );
    await waitFor(() => expect(entrada('Nome').value).toBe('Moda Sul'));
    expect(screen.getByText(MSG.rodadaEncerrada)).toBeTruthy();
    for (const rotulo of ['Nome', 'Local', 'Data Início', 'Data Fim', 'Data Veiculação', 'Data Limite']) {
      expect(entrada(rotulo).disabled).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Carregar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' })).toBeTruthy();
  });

  it('uma rodada que não se pode abrir avisa e volta para /rodadas', async () => {
    abrir(
      (req) =>
        req.url.startsWith('/api/rodadas/7/abrir') ? erro(404, 'Registro não encontrado') : undefined,
      'administrador',
      '/rodadas/7/editar',
    );
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas' })).toBeTruthy();
    expect(avisos()).toContain('Registro não encontrado');
  });
});
