// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { banners, produtos } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import { somarDias } from '../components/banner-valores';
import BannerFormPage from './banner-form-page';

const { MSG_BANNERS } = banners;
const LISTA = '/banners';

const VERAO: banners.Banner = {
  id: 7,
  nome: 'Verão',
  data_inicio: '2026-11-20',
  data_fim: '2026-11-30',
  destinatarios: ['Clientes', 'Representantes'],
  destino: '/?categorias=2',
  status: 2,
  publicacao: null,
  imagem: { ...produtos.fotoDaChave(3, 'banners/0011223344556677-2048.jpg'), largura: 1200, altura: 400 },
  acoes: { editar: true, excluir: true },
};

function abrir(url: string, servidor: ServidorFalso) {
  return renderizarTela(<BannerFormPage />, {
    rota: url.endsWith('/adicionar') ? '/banners/adicionar' : '/banners/:banner_id/editar',
    url,
    usuario: usuarioDe('master'),
    servidor,
    destinos: [LISTA],
  });
}

function textoDoCampo(rotulo: RegExp): string {
  const id = screen.getByLabelText(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const br = (iso: string) => iso.split('-').reverse().join('/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/banners/adicionar: 'Novo Banner' (spec 3 §2, §5)", () => {
  it('período de hoje a +7 dias, Clientes marcado, sem Publicação; nome e imagem obrigatórios', async () => {
    const { requisicoes } = abrir('/banners/adicionar', () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Banner' })).toBeTruthy();
    const hoje = hojeEmSaoPaulo(new Date());
    expect(screen.getByLabelText<HTMLInputElement>(/^Data Início/).value).toBe(br(hoje));
    expect(screen.getByLabelText<HTMLInputElement>(/^Data Fim/).value).toBe(br(somarDias(hoje, 7)));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Clientes' }).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Publicação' })).toBeNull();
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Nome/)).toBe('Obrigatório'));
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Verão' } });
    salvar();
    expect(await screen.findByText('Obrigatório')).toBeTruthy();
    expect(requisicoes).toEqual([]);
  });

  it('destino com outro esquema é recusado já no formulário', async () => {
    abrir('/banners/adicionar', () => undefined);
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Verão' } });
    fireEvent.change(screen.getByLabelText(/^Destino/), { target: { value: 'javascript:alert(1)' } });
    salvar();
    await waitFor(() => expect(textoDoCampo(/^Destino/)).toBe(MSG_BANNERS.destinoInvalido));
  });
});

describe("/banners/{id}/editar: 'Editar Banner'", () => {
  it('carrega, publica e volta à lista; a imagem guardada não é reenviada', async () => {
    const { requisicoes } = abrir('/banners/7/editar', (req) =>
      req.url === '/api/banners/7/editar'
        ? ok({ banner: VERAO })
        : req.url === '/api/banners/7/atualizar'
          ? ok({ msg: MSG_BANNERS.atualizado, banner: { ...VERAO, status: 1 } })
          : undefined,
    );
    expect(await screen.findByDisplayValue('Verão')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Banner' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Representantes' }).checked).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Publicação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Publicado' }));
    salvar();
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` }, { timeout: 5000 })).toBeTruthy();
    expect(avisos()).toContain(MSG_BANNERS.atualizado);
    const enviado = requisicoes.find((r) => r.url === '/api/banners/7/atualizar')!.corpo;
    expect(enviado).toEqual({
      nome: 'Verão',
      data_inicio: '2026-11-20',
      data_fim: '2026-11-30',
      destinatarios: ['Clientes', 'Representantes'],
      destino: '/?categorias=2',
      status: 1,
    });
  });

  it("um banner que não abre: 'Erro ao abrir a edição do banner' e volta à lista", async () => {
    abrir('/banners/7/editar', () => erro(500, 'x'));
    expect(await screen.findByRole('heading', { name: `Destino ${LISTA}` }, { timeout: 5000 })).toBeTruthy();
    expect(avisos()).toContain(MSG_BANNERS.erroAbrirEdicao);
  });
});
