// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { rodadas } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import {
  erro,
  ok,
  renderizarTela,
  usuarioDe,
  type Requisicoes,
  type ServidorFalso,
} from '../../../test/renderizar-tela';
import { respostaDaLista } from '../teste-stands';
import StandFormPage from './stand-form-page';

const { MSG_RODADAS: MSG } = rodadas;

// MUI forms render slowly on a busy CI machine: wait up to 10 s for what is expected.
configure({ asyncUtilTimeout: 10_000 });

/** A field's label, with or without the required mark ('Nome *'). */
const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
/** The message under a field (MUI's helper text, tied to the input by aria-describedby). */
function erroDe(rotulo: string): string | null {
  const id = entrada(rotulo).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(entrada(rotulo), { target: { value: valor } });
const salvar = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);
const postDe = (requisicoes: Requisicoes) => requisicoes.filter((r) => r.metodo === 'POST');

/** The round, as the first page of its stands brings it. */
const rodada = (aberta = true) => respostaDaLista([], aberta, 1);

const FORNECEDORES = [
  { id: 4, nome: 'Malharia Bela' },
  { id: 5, nome: 'Tecelagem Sol' },
];

async function escolherTipo(rotulo: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campo('Tipo de Proprietário') }));
  fireEvent.click(await screen.findByRole('option', { name: rotulo }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

function adicionar(servidor: ServidorFalso, aberta = true) {
  return renderizarTela(<StandFormPage />, {
    rota: '/rodadas/:rodada_id/stands/adicionar',
    url: '/rodadas/7/stands/adicionar',
    usuario: usuarioDe('administrador', 3),
    servidor: (req) => (req.url.startsWith('/api/rodadas/7/stands?') ? rodada(aberta) : servidor(req)),
    destinos: ['/rodadas/:rodada_id/stands'],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cadastro de Stand, adicionar (spec 3 §5 "Stand form")', () => {
  it('vazio: as mensagens do spec em cada campo, nada enviado', async () => {
    const { requisicoes } = adicionar(() => undefined);
    await screen.findByRole('form', { name: 'Cadastro de Stand' });
    salvar();
    await waitFor(() => expect(erroDe('Nome')).toBe('Campo Obrigatório'));
    expect(erroDe('Valor')).toBe('Campo obrigatório');
    expect(erroDe('Proprietário Avulso')).toBe('Campo obrigatório');
    digitar('Valor', '0');
    salvar();
    await waitFor(() => expect(erroDe('Valor')).toBe(MSG.valorNaoPositivo));
    expect(postDe(requisicoes)).toEqual([]);
  });

  it('avulso: nome e proprietário em maiúsculas, valor em reais, volta à lista', async () => {
    const { requisicoes } = adicionar((req) =>
      req.metodo === 'POST' ? ok({ msg: 'Stand salvo com sucesso', id: 11 }) : undefined,
    );
    await screen.findByText('Moda Sul');
    digitar('Nome', 'stand azul');
    expect(entrada('Nome').value).toBe('STAND AZUL');
    digitar('Valor', '150050');
    expect(entrada('Valor').value).toBe('1.500,50');
    digitar('Proprietário Avulso', 'loja da esquina');
    salvar();
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas/:rodada_id/stands' })).toBeTruthy();
    expect(avisos()).toContain('Stand salvo com sucesso');
    const [post] = postDe(requisicoes);
    expect(post?.url).toBe('/api/rodadas/7/stands/salvar');
    expect(post?.corpo).toEqual({
      nome: 'STAND AZUL',
      valor: '1500.50',
      proprietario_tipo: 'avulso',
      proprietario_id: 0,
      avulso_nome: 'LOJA DA ESQUINA',
      codigo: '',
    });
  });

  it('fornecedor: carrega os fornecedores da rodada, apaga o nome avulso, envia o id escolhido', async () => {
    const { requisicoes } = adicionar((req) => {
      if (req.url === '/api/rodadas/7/stands/proprietarios?tipo=fornecedor')
        return ok({ proprietarios: FORNECEDORES });
      if (req.metodo === 'POST') return ok({ msg: 'Stand salvo com sucesso', id: 12 });
      return undefined;
    });
    await screen.findByText('Moda Sul');
    digitar('Nome', 'Stand Verde');
    digitar('Valor', '200000');
    digitar('Proprietário Avulso', 'alguém');
    await escolherTipo('Fornecedor');
    expect(screen.queryByLabelText(campo('Proprietário Avulso'))).toBeNull();
    fireEvent.change(entrada('Proprietário'), { target: { value: 'Tec' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Tecelagem Sol' }));
    salvar();
    await waitFor(() => expect(postDe(requisicoes)).toHaveLength(1));
    expect(postDe(requisicoes)[0]?.corpo).toMatchObject({
      proprietario_tipo: 'fornecedor',
      proprietario_id: 5,
      avulso_nome: null,
      valor: '2000.00',
    });
  });

  it('sem proprietário escolhido: Campo obrigatório; recusa do servidor fica no campo e o formulário mantém os dados', async () => {
    const { requisicoes } = adicionar((req) => {
      if (req.url.includes('/proprietarios?tipo=cliente'))
        return ok({ proprietarios: [{ id: 8, nome: 'Boutique Ana' }] });
      if (req.metodo === 'POST')
        return erro(422, MSG.proprietarioForaDaRodada, { proprietario_id: MSG.proprietarioForaDaRodada });
      return undefined;
    });
    await screen.findByText('Moda Sul');
    digitar('Nome', 'Stand Rosa');
    digitar('Valor', '1000');
    await escolherTipo('Cliente');
    salvar();
    await waitFor(() => expect(erroDe('Proprietário')).toBe('Campo obrigatório'));
    expect(postDe(requisicoes)).toEqual([]);
    fireEvent.change(entrada('Proprietário'), { target: { value: 'Bou' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Boutique Ana' }));
    salvar();
    await waitFor(() => expect(erroDe('Proprietário')).toBe(MSG.proprietarioForaDaRodada));
    expect(avisos()).toContain(MSG.proprietarioForaDaRodada);
    expect(entrada('Nome').value).toBe('STAND ROSA');
    expect(entrada('Valor').value).toBe('10,00');
  });

  it('rodada encerrada: não há formulário, só o aviso', async () => {
    adicionar(() => undefined, false);
    expect(await screen.findByText(MSG.rodadaEncerrada)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});

describe('Cadastro de Stand, editar', () => {
  const EDITAR = '/api/rodadas/7/stands/9/editar';
  const edicao = (editar: boolean) =>
    ok({
      stand: {
        id: 9,
        codigo: 'A1',
        nome: 'STAND AZUL',
        valor: '1500.50',
        proprietario_tipo: 'fornecedor',
        proprietario_id: 4,
        avulso_nome: null,
        acoes: { editar, excluir: editar },
      },
      proprietario_tipo: 'fornecedor',
      fornecedores: FORNECEDORES,
      clientes: [{ id: 8, nome: 'Boutique Ana' }],
      representantes: [],
    });

  function editar(servidor: ServidorFalso) {
    return renderizarTela(<StandFormPage />, {
      rota: '/rodadas/:rodada_id/stands/:stand_id/editar',
      url: '/rodadas/7/stands/9/editar',
      usuario: usuarioDe('master', 1),
      servidor: (req) => (req.url.startsWith('/api/rodadas/7/stands?') ? rodada() : servidor(req)),
      destinos: ['/rodadas/:rodada_id/stands'],
    });
  }

  it('mostra o stand guardado e salva em atualizar; trocar o tipo limpa o proprietário', async () => {
    const { requisicoes } = editar((req) => {
      if (req.url === EDITAR) return edicao(true);
      if (req.metodo === 'POST') return ok({ msg: 'Stand atualizado com sucesso' });
      return undefined;
    });
    await waitFor(() => expect(entrada('Nome').value).toBe('STAND AZUL'));
    expect(entrada('Valor').value).toBe('1.500,50');
    expect(entrada('Código no mapa').value).toBe('A1');
    expect(entrada('Proprietário').value).toBe('Malharia Bela');
    await escolherTipo('Cliente');
    expect(entrada('Proprietário').value).toBe('');
    await escolherTipo('Avulso');
    digitar('Proprietário Avulso', 'feira livre');
    salvar();
    await waitFor(() => expect(avisos()).toContain('Stand atualizado com sucesso'));
    const [post] = postDe(requisicoes);
    expect(post?.url).toBe('/api/rodadas/7/stands/9/atualizar');
    expect(post?.corpo).toEqual({
      nome: 'STAND AZUL',
      valor: '1500.50',
      proprietario_tipo: 'avulso',
      proprietario_id: 0,
      avulso_nome: 'FEIRA LIVRE',
      codigo: 'A1',
    });
  });

  it('rodada encerrada: só leitura, com o aviso e sem Salvar', async () => {
    editar((req) => (req.url === EDITAR ? edicao(false) : undefined));
    expect(await screen.findByText(MSG.rodadaEncerrada)).toBeTruthy();
    await waitFor(() => expect(entrada('Nome').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it("um stand que não carrega: 'Erro ao carregar o stand' e volta à lista", async () => {
    editar((req) => (req.url === EDITAR ? erro(404, 'Registro não encontrado.') : undefined));
    expect(await screen.findByRole('heading', { name: 'Destino /rodadas/:rodada_id/stands' })).toBeTruthy();
    expect(avisos()).toContain(MSG.erroCarregarStand);
  });
});
