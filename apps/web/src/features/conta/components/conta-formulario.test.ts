import { describe, expect, it } from 'vitest';
import type { clientes } from '@rodada/contracts';
import {
  destinoAposSalvar,
  emailMudou,
  linhasEndereco,
  valoresAdministrador,
  valoresCliente,
} from './conta-formulario';
import { valoresEndereco } from '../../../lib/endereco-formulario';

const ENDERECO: clientes.EnderecoLido = {
  id: 7,
  rua: 'Avenida Paulista',
  numero: '1578',
  complemento: '12º andar',
  bairro: 'Bela Vista',
  cidade_id: 3550308,
  cidade: 'São Paulo',
  estado_id: 35,
  estado: 'SP',
  cep: '01310200',
  telefone: '1132221100',
  celular: '11999991100',
  email: 'loja@c.test',
};

/** A customer who has not completed the account, with nothing filled yet. */
const NOVO: clientes.ContaClienteLida = {
  id: 3,
  nome: 'Loja Nova',
  razao_social: null,
  nome_fantasia: null,
  cnpj: null,
  ie: null,
  responsavel_nome: null,
  responsavel_cpf: null,
  novo_cadastro: true,
  user: { email: 'novo@c.test' },
  endereco: null,
  loja: null,
  acoes: { editar: true, alterar_logo: false },
};

describe('valores iniciais do formulário do cliente (spec 2 §2 "Customer account")', () => {
  it('cadastro novo vazio: todos os campos da loja, vazios, e o email de login', () => {
    expect(valoresCliente(NOVO)).toEqual({
      cliente: {
        id: 3,
        responsavel_nome: '',
        responsavel_cpf: '',
        user: { email: 'novo@c.test' },
        razao_social: '',
        nome_fantasia: '',
        cnpj: '',
        ie: '',
        endereco: {
          rua: '',
          numero: '',
          complemento: '',
          bairro: '',
          estado_id: null,
          cidade_id: null,
          cep: '',
          telefone: '',
          celular: '',
        },
      },
    });
  });

  it('cadastro novo com loja já registrada (pelo representante): os dados dela, com máscaras', () => {
    const v = valoresCliente({
      ...NOVO,
      responsavel_cpf: '52998224725',
      loja: {
        id: 9,
        razao_social: 'Loja Nova Ltda',
        nome_fantasia: 'Loja Nova',
        cnpj: '12ABC34501DE35',
        ie: null,
        endereco: ENDERECO,
        acoes: { editar: true, excluir: false },
      },
    }).cliente;
    expect(v).toMatchObject({
      razao_social: 'Loja Nova Ltda',
      cnpj: '12.ABC.345/01DE-35',
      ie: '',
      responsavel_cpf: '529.982.247-25',
      endereco: { cep: '01310-200', telefone: '(11) 3222-1100', celular: '(11) 99999-1100', estado_id: 35 },
    });
  });

  it('conta completa: só nome, email e responsável; a loja fica de fora (editada em /empresas)', () => {
    const v = valoresCliente({ ...NOVO, novo_cadastro: false, responsavel_nome: 'Joana' }).cliente;
    expect(v).toEqual({
      id: 3,
      nome: 'Loja Nova',
      responsavel_nome: 'Joana',
      responsavel_cpf: '',
      user: { email: 'novo@c.test' },
    });
    expect(v).not.toHaveProperty('cnpj');
    expect(v).not.toHaveProperty('endereco');
  });
});

describe('valores iniciais do formulário do administrador', () => {
  it('CNPJ e endereço com máscaras; sem endereço, campos vazios', () => {
    const a = {
      id: 1,
      nome: 'Adriana',
      cnpj: '40918273000105',
      novo_cadastro: false,
      user: { email: 'a@a.test' },
      acoes: { editar: true, alterar_logo: false },
    };
    expect(valoresAdministrador({ ...a, endereco: ENDERECO }).administrador).toMatchObject({
      cnpj: '40.918.273/0001-05',
      endereco: { cep: '01310-200', cidade_id: 3550308 },
    });
    expect(valoresAdministrador({ ...a, cnpj: null, endereco: null }).administrador).toMatchObject({
      cnpj: '',
      endereco: valoresEndereco(null),
    });
  });
});

describe('depois de salvar (spec 2 §2, §4)', () => {
  it('primeiro salvamento com produtos no carrinho vai para /checkout; sem, para /', () => {
    expect(destinoAposSalvar({ primeiroCadastro: true, itensNoCarrinho: 2 })).toBe('/checkout');
    expect(destinoAposSalvar({ primeiroCadastro: true, itensNoCarrinho: 0 })).toBe('/');
  });

  it('salvamentos seguintes ficam na página', () => {
    expect(destinoAposSalvar({ primeiroCadastro: false, itensNoCarrinho: 3 })).toBeNull();
  });

  it('login muda só quando o email muda, sem diferenciar maiúsculas', () => {
    expect(emailMudou('novo@c.test', 'NOVO@c.test ')).toBe(false);
    expect(emailMudou('novo@c.test', 'loja@c.test')).toBe(true);
  });
});

describe('resumo do endereço da loja padrão', () => {
  it('rua e complemento, bairro e cidade/UF, CEP e telefones com máscara', () => {
    expect(linhasEndereco(ENDERECO)).toEqual([
      'Avenida Paulista, 1578 — 12º andar',
      'Bela Vista — São Paulo/SP',
      'CEP 01310-200',
      '(11) 3222-1100 · (11) 99999-1100',
    ]);
  });

  it('partes ausentes não deixam linhas vazias', () => {
    expect(
      linhasEndereco({ ...ENDERECO, complemento: null, telefone: null, celular: null, cep: null }),
    ).toEqual(['Avenida Paulista, 1578', 'Bela Vista — São Paulo/SP']);
  });
});
