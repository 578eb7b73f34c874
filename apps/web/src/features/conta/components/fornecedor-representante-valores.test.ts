import { describe, expect, it } from 'vitest';
import { fornecedores, representantes } from '@rodada/contracts';
import { valoresFornecedor } from './fornecedor-dados-form';
import { problemaDoVideo } from './fornecedor-video';
import { valoresRepresentante } from './representante-conta-form';

const enderecoGuardado = {
  rua: 'Rua Sinimbu',
  numero: '1870',
  complemento: null,
  bairro: 'Centro',
  estado_id: 43,
  cidade_id: 4305108,
  cep: '95020002',
  telefone: '5432737960',
  celular: '54997832885',
};

describe('valoresFornecedor (spec 2 §5 "Supplier account")', () => {
  const guardado = {
    id: 1,
    razao_social: 'Malharia Serra Gaúcha Ltda',
    nome_fantasia: 'Malharia Serra Gaúcha',
    cnpj: '12ABC34501DE35',
    ie: '355777623',
    verificado: true,
    logo: null,
    endereco: { ...enderecoGuardado, email: 'comercial@serra.test', email2: null },
    user: { email: 'fornecedor@rodada.test' },
    acoes: { editar: true, alterar_logo: true },
  };

  it('mostra os valores com máscara (CNPJ, CEP #####-###, telefones)', () => {
    const { fornecedor } = valoresFornecedor(guardado);
    expect(fornecedor.cnpj).toBe('12.ABC.345/01DE-35');
    expect(fornecedor.endereco.cep).toBe('95020-002');
    expect(fornecedor.endereco.telefone).toBe('(54) 3273-7960');
    expect(fornecedor.endereco.celular).toBe('(54) 99783-2885');
    expect(fornecedor.endereco.complemento).toBe('');
  });

  it('o que o formulário começa mostrando volta ao servidor como foi guardado', () => {
    const saida = fornecedores.fornecedorContaSchema.parse(valoresFornecedor(guardado).fornecedor);
    expect(saida).toMatchObject({ cnpj: guardado.cnpj, endereco: { ...enderecoGuardado, email2: null } });
  });

  it('uma conta ainda vazia começa em branco e não passa na validação', () => {
    const vazia = {
      ...guardado,
      razao_social: null,
      cnpj: null,
      ie: null,
      endereco: Object.fromEntries(Object.keys(guardado.endereco).map((k) => [k, null])) as never,
    };
    const inicio = valoresFornecedor(vazia).fornecedor;
    expect(inicio).toMatchObject({ razao_social: '', cnpj: '', endereco: { cep: '', estado_id: null } });
    expect(fornecedores.fornecedorContaSchema.safeParse(inicio).success).toBe(false);
  });
});

describe('valoresRepresentante (spec 2 §5 "Representative account")', () => {
  it('ida e volta sem perder os dados bancários', () => {
    const guardado = {
      id: 3,
      razao_social: 'R. Fontana Representações Ltda',
      nome_fantasia: 'Ricardo Fontana Representações',
      cnpj: '24718093000152',
      ie: '409931407',
      banco: '341',
      agencia: '0734',
      conta: '45120-3',
      conta_tipo: 'Conta Corrente',
      verificado: true,
      endereco: enderecoGuardado,
      user: { email: 'representante@rodada.test' },
      acoes: { editar: true, alterar_logo: false },
    };
    const saida = representantes.representanteContaSchema.parse(valoresRepresentante(guardado).representante);
    expect(saida).toMatchObject({
      banco: '341',
      agencia: '0734',
      conta: '45120-3',
      conta_tipo: 'Conta Corrente',
    });
  });
});

describe('problemaDoVideo (spec D7: o navegador confere antes de enviar)', () => {
  it('recusa outro tipo e mais de 50 MB sem abrir o arquivo', async () => {
    const { MSG_FORNECEDORES: MSG, VIDEO_SHOWROOM } = fornecedores;
    expect(await problemaDoVideo(new File(['x'], 'a.avi', { type: 'video/x-msvideo' }))).toBe(MSG.videoTipo);
    const grande = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    Object.defineProperty(grande, 'size', { value: VIDEO_SHOWROOM.maxBytes + 1 });
    expect(await problemaDoVideo(grande)).toBe(MSG.videoTamanho);
  });
});
