// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { clientes } from '@rodada/contracts';
import { useAvisos } from '../../../lib/avisos';
import { erro, ok, renderizarTela, usuarioDe, type ServidorFalso } from '../../../test/renderizar-tela';
import EmpresaEditarPage from './empresa-editar-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const entrada = (rotulo: string) => screen.getByLabelText<HTMLInputElement>(campo(rotulo));
const avisos = () => useAvisos.getState().avisos.map((a) => a.mensagem);

const FILIAL: clientes.LojaLida = {
  id: 2,
  razao_social: 'Aurora Filial Ltda',
  nome_fantasia: 'Aurora Filial',
  cnpj: '11222333000181',
  ie: null,
  padrao: false,
  endereco: {
    id: 5,
    rua: 'Rua Augusta',
    numero: '10',
    complemento: null,
    bairro: 'Consolação',
    cidade_id: 3550308,
    cidade: 'São Paulo',
    estado_id: 35,
    estado: 'SP',
    cep: '01304001',
    telefone: '1130612200',
    celular: null,
    email: 'filial@c.test',
  },
  acoes: { editar: true, excluir: true },
};

/** Opens /empresas/2/editar as customer 40, the store answering `loja`; `outras` answers the rest. */
function abrir(
  loja: ReturnType<ServidorFalso>,
  outras: ServidorFalso = () => undefined,
  url = '/empresas/2/editar',
) {
  return renderizarTela(<EmpresaEditarPage />, {
    rota: '/empresas/:id/editar',
    url,
    usuario: usuarioDe('cliente', 40),
    servidor: (req) => {
      if (req.url === '/api/clientes/40/lojas/2/editar') return loja;
      if (req.url.startsWith('/api/estados')) {
        return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
      }
      if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
      return outras(req);
    },
    destinos: ['/empresas'],
  });
}

describe('/empresas/:id/editar: carga', () => {
  it('carregando: a barra de progresso', () => {
    abrir(ok({ loja: FILIAL }));
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
  });

  it("não encontrada (404) ou id inválido: 'Empresa não encontrada', com Voltar", async () => {
    abrir(erro(404, 'Registro não encontrado'));
    expect(await screen.findByText('Empresa não encontrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/empresas');
    cleanup();
    abrir(ok({ loja: FILIAL }), undefined, '/empresas/abc/editar');
    expect(await screen.findByText('Empresa não encontrada')).toBeTruthy();
  });

  it("erro do servidor (500) e sem rede: 'Não foi possível carregar a empresa', com 'Tentar de novo'", async () => {
    abrir(erro(500, 'Erro interno'));
    expect(await screen.findByText('Não foi possível carregar a empresa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    cleanup();
    abrir('sem-rede');
    expect(await screen.findByText('Não foi possível carregar a empresa')).toBeTruthy();
  });
});

describe('/empresas/:id/editar: o formulário', () => {
  it('abre com os dados e máscaras; salvar envia e volta para /empresas', async () => {
    const { requisicoes } = abrir(ok({ loja: FILIAL }), (req) =>
      req.url === '/api/clientes/40/lojas/2/atualizar'
        ? ok({ msg: 'Empresa atualizada com sucesso', loja: FILIAL })
        : undefined,
    );
    expect((await screen.findByLabelText<HTMLInputElement>(campo('CNPJ'))).value).toBe('11.222.333/0001-81');
    expect(entrada('CEP').value).toBe('01304-001');
    fireEvent.change(entrada('Nome Fantasia'), { target: { value: 'Aurora Centro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // The save goes through the contract's schema and the mutation: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Destino /empresas' }, { timeout: 5000 })).toBeTruthy();
    expect(avisos()).toContain('Empresa atualizada com sucesso');
    expect(requisicoes.find((r) => r.metodo === 'POST')?.corpo).toMatchObject({
      nome_fantasia: 'Aurora Centro',
      cnpj: '11.222.333/0001-81',
    });
  });

  it('recusa do servidor por campo: a mensagem sob o campo, o que foi digitado fica', async () => {
    abrir(ok({ loja: FILIAL }), (req) =>
      req.url === '/api/clientes/40/lojas/2/atualizar'
        ? erro(409, 'CNPJ já cadastrado para outro cliente', {
            cnpj: 'CNPJ já cadastrado para outro cliente',
          })
        : undefined,
    );
    await screen.findByLabelText(campo('CNPJ'));
    fireEvent.change(entrada('Nome Fantasia'), { target: { value: 'Aurora Centro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('CNPJ já cadastrado para outro cliente', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(entrada('Nome Fantasia').value).toBe('Aurora Centro'));
  });
});
