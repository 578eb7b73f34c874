// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ok, renderizarTela, usuarioDe } from '../../../test/renderizar-tela';
import EmpresaCadastrarPage from './empresa-cadastrar-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campo = (rotulo: string) => new RegExp(`^${rotulo}(\\s*\\*)?$`);
const digitar = (rotulo: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(campo(rotulo)), { target: { value: valor } });

function abrir() {
  return renderizarTela(<EmpresaCadastrarPage />, {
    rota: '/empresas/cadastrar',
    usuario: usuarioDe('cliente', 40),
    servidor: (req) => {
      if (req.url.startsWith('/api/estados')) {
        return ok({ estados: [{ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' }] });
      }
      if (req.url.startsWith('/api/cidades')) return ok({ cidades: [{ id: 3550308, nome: 'São Paulo' }] });
      return undefined;
    },
    destinos: ['/empresas'],
  });
}

describe('/empresas/cadastrar: validação (spec 2 §5 "Company form", spec 3 §5)', () => {
  it("vazio: 'Campo obrigatório' em cada obrigatório (telefone e e-mail inclusive), nada enviado", async () => {
    const { requisicoes } = abrir();
    expect(screen.getByRole('heading', { name: 'Cadastro de Empresa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // Razão Social, Nome Fantasia, CNPJ, CEP, Rua, Número, Bairro, Estado, Cidade, Telefone, E-mail.
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(11);
    expect(requisicoes.filter((r) => r.metodo === 'POST')).toEqual([]);
  });

  it("CNPJ, CEP, telefone e e-mail errados: 'CNPJ inválido', 'CEP inválido', 'Telefone inválido', 'E-mail inválido'", async () => {
    abrir();
    digitar('CNPJ', '11.222.333/0001-82');
    digitar('CEP', '0130');
    digitar('Telefone', '(11) 3061');
    digitar('Email', 'filial@');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(screen.getByText('CEP inválido')).toBeTruthy();
    expect(screen.getByText('Telefone inválido')).toBeTruthy();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();
  });
});
