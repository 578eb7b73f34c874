import { eq } from 'drizzle-orm';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { arquivos, codigos_verificacao, rodadas } from '../db/schema/index.js';
import { sha256 } from '../lib/crypto.js';
import { criarUsuario, type AppDeTeste } from '../test/app.js';
import { CIDADE_TESTE } from '../test/fabricas.js';
import { dataUrl, mp4DeTeste, pngDeTeste } from '../test/midias.js';
import type { ObjetoAlvo } from './alvos.js';
import { CHAMADAS_BANNERS } from './chamadas-banners.js';
import { CHAMADAS_CATALOGO } from './chamadas-catalogo.js';
import { CHAMADAS_HOMOLOGACAO } from './chamadas-homologacao.js';
import { CHAMADAS_PARTICIPANTES } from './chamadas-participantes.js';
import { CHAMADAS_PEDIDOS } from './chamadas-pedidos.js';
import { CHAMADAS_PEDIDOS_FORMULARIO } from './chamadas-pedidos-formulario.js';
import { CHAMADAS_MIDIAS } from './chamadas-midias.js';
import { CHAMADAS_PRODUTOS } from './chamadas-produtos.js';
import { CHAMADAS_VITRINE } from './chamadas-vitrine.js';
import { cnpjNovo, SENHA, type Mundo } from './mundo.js';
import type { Quem, TipoIncompleto } from './tipos.js';

/**
 * How the authorization matrix calls each endpoint: path parameters, query and a body that passes
 * the contract's validation, so that every cell reaches the authorization it tests (a 400 would
 * stop before it). An endpoint without an entry here is called with its path ids from the object
 * and no body; one whose contract needs a body must add its entry.
 */

export interface ContextoDaChamada {
  t: AppDeTeste;
  m: Mundo;
  quem: Quem;
  /** The role of the held account of this endpoint (the `incompleto` column). */
  inc: TipoIncompleto;
  /** The object of the cell; null for an endpoint without one. */
  alvo: ObjetoAlvo | null;
}

export interface Pedido {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** A raw file body (upload endpoints). */
  bruto?: { tipo: string; conteudo: Buffer };
}

export type Chamada = (c: ContextoDaChamada) => Pedido | Promise<Pedido>;

let sequencia = 0;
/** An e-mail nobody used yet in this file. */
const emailNovo = () => `novo-${++sequencia}@matriz.test`;

const SENHA_NOVA = 'Nova-Senha-Matriz-2026';
const CODIGO = 'MTZ234';

const ENDERECO = {
  rua: 'Rua da Matriz',
  numero: '100',
  complemento: '',
  bairro: 'Centro',
  ...CIDADE_TESTE,
  cep: '01310-100',
  telefone: '(11) 3333-4444',
  celular: '(11) 98888-7777',
};

/** The login e-mail of the caller (a form of its own account must send it back unchanged). */
function emailDoChamador({ m, quem, inc }: ContextoDaChamada): string {
  switch (quem) {
    case 'master':
      return m.master.email;
    case 'administrador':
      return m.adm.email;
    case 'fornecedor':
      return m.forn.email;
    case 'representante':
      return m.rep.email;
    case 'incompleto':
      return m.incompletos[inc].email;
    default:
      return m.cli.email;
  }
}

/** The object of a cell; only called for endpoints whose row names a family. */
function alvoDe(c: ContextoDaChamada): ObjetoAlvo {
  if (!c.alvo) throw new Error('chamada sem objeto num endpoint que precisa de um');
  return c.alvo;
}

/** The customer form (spec 2 §5 "Customer form"), with the CNPJ, IE and e-mail given. */
const formCliente = (cnpj: string, ie: string, email: string) => ({
  razao_social: 'Cliente da Matriz Ltda',
  nome_fantasia: 'Cliente da Matriz',
  cnpj,
  ie,
  responsavel_nome: 'Responsável da Matriz',
  responsavel_cpf: '529.982.247-25',
  user: { email },
  endereco: ENDERECO,
});

/** The same customer, as its own form sends it back (CNPJ, IE and e-mail unchanged). */
const formDoAlvo = (a: ObjetoAlvo) => formCliente(a.cnpj ?? cnpjNovo(), a.ie ?? '', a.email ?? emailNovo());

/** A store (spec 2 §5 "Company form"); telefone and e-mail filled, as the cliente must. */
const loja = () => ({
  razao_social: 'Filial da Matriz Ltda',
  nome_fantasia: 'Filial da Matriz',
  cnpj: cnpjNovo(),
  ie: '',
  endereco: { ...ENDERECO, email: 'filial@matriz.test' },
});

/** 'Cadastro de Fornecedor' (spec 2 §5 "Supplier registration") with the login e-mail given. */
const cadastroFornecedor = (email: string) => ({
  razao_social: 'Malharia da Matriz Ltda',
  nome_fantasia: 'Malharia da Matriz',
  cnpj: cnpjNovo(),
  ie: '',
  nome_socio: 'Ana Sócia',
  cpf: '529.982.247-25',
  data_nascimento: '10/05/1980',
  endereco: { ...ENDERECO, email: '', email2: '' },
  user: { email },
});

/** The representative form (spec 2 §5 "Representative form") with the login e-mail given. */
const formRepresentante = (email: string) => ({
  nome_fantasia: 'Representações da Matriz',
  razao_social: 'Representações da Matriz Ltda',
  cnpj: cnpjNovo(),
  ie: '112233',
  banco: '001',
  agencia: '0001',
  conta: '12345-6',
  conta_tipo: 'Conta Corrente',
  endereco: { ...ENDERECO, email: 'contato@matriz.test' },
  user: { email },
});

/** An account with a live code of `finalidade` (its hash stored, as the mail would have sent it). */
async function contaComCodigo(t: AppDeTeste, finalidade: 'ativacao' | 'reset'): Promise<string> {
  const email = emailNovo();
  const { user } = await criarUsuario(t.deps, {
    tipo: 'cliente',
    email,
    email_validado: finalidade === 'reset',
  });
  await t.deps.db.insert(codigos_verificacao).values({
    user_id: user.id,
    finalidade,
    codigo_hash: sha256(CODIGO),
    expires_at: new Date(t.relogio.agora().getTime() + 10 * 60_000),
  });
  return email;
}

let logo: Promise<string> | null = null;
const logoDeTeste = () => (logo ??= pngDeTeste(16, 16).then((png) => dataUrl('image/png', png)));

/** The stand form (spec 3 §5 "Stand form") with a free-text owner. */
const standAvulso = {
  nome: 'Stand da Matriz',
  valor: '1500.00',
  proprietario_tipo: 'avulso',
  proprietario_id: 0,
  avulso_nome: 'Loja da Matriz',
};
/** A round form (spec 3 §5) organised by `administradorId`, from `inicio` on for two days. */
const formRodada = (administradorId: number, inicio: string) => ({
  nome: 'Rodada da Matriz',
  local: 'Pavilhão da Matriz',
  data_inicio: inicio,
  data_fim: inicio,
  data_veiculacao: inicio,
  data_limite: inicio,
  ...CIDADE_TESTE,
  administrador_id: administradorId,
});

/** Gives round `rodadaId` a floor plan (file and arquivos row) when it has none. */
async function plantaNaRodada(t: AppDeTeste, rodadaId: number): Promise<void> {
  const [r] = await t.deps.db.select().from(rodadas).where(eq(rodadas.id, rodadaId));
  if (!r || r.planta_arquivo_id !== null) return;
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><rect id="A1" width="10" height="10"/></svg>',
  );
  const chave = `plantas/matriz-${rodadaId}.svg`;
  await t.deps.storage.salvar(chave, svg);
  const [arquivo] = await t.deps.db
    .insert(arquivos)
    .values({
      chave,
      nome: 'planta.svg',
      mime: 'image/svg+xml',
      bytes: svg.length,
      sha256: sha256(svg.toString()),
    })
    .returning({ id: arquivos.id });
  await t.deps.db.update(rodadas).set({ planta_arquivo_id: arquivo!.id }).where(eq(rodadas.id, rodadaId));
}

/** Printing to the island of the object's round (spec D13). */
const imprimirNaIlha: Chamada = (c) => ({ query: { impressao: 'remota', rodada_id: alvoDe(c).id } });

export const CHAMADAS: Readonly<Record<string, Chamada>> = {
  // Authentication and sign-up.
  'POST /api/logar': ({ m }) => ({ body: { email: m.clientes.master.email, password: SENHA } }),
  'POST /login': ({ m }) => ({ body: { email: m.clientes.master.email, password: SENHA } }),
  'POST /api/usuarios/salvar': () => ({
    body: {
      tipo: 'cliente',
      nome: 'Cadastro da Matriz',
      email: emailNovo(),
      password: SENHA_NOVA,
      confirm_password: SENHA_NOVA,
      termos: true,
    },
  }),
  'POST /api/password/email/codigo-ativacao': async ({ t }) => ({
    body: { email: await contaComCodigo(t, 'ativacao'), codigo: CODIGO },
  }),
  'POST /api/password/email/codigo-ativacao-reenviar': () => ({ body: { email: emailNovo() } }),
  'POST /api/password/email': () => ({ body: { email: emailNovo(), reenviar: false } }),
  'POST /api/password/email/codigo-reset': async ({ t }) => ({
    body: { email: await contaComCodigo(t, 'reset'), codigo: CODIGO },
  }),
  'POST /api/password/email/nova-senha-reset': async ({ t }) => ({
    body: { email: await contaComCodigo(t, 'reset'), codigo: CODIGO, nova_senha: SENHA_NOVA },
  }),

  // Users.
  'POST /api/usuarios/resetar-senha': (c) => ({ body: { id: alvoDe(c).id } }),
  'POST /api/usuarios/:id/inativar': () => ({ body: { ativo: false } }),
  'POST /api/usuarios/cadastrar': () => ({ body: { nome: 'Usuário da Matriz', email: emailNovo() } }),
  'POST /api/usuarios/:id/atualizar': () => ({ body: { nome: 'Usuário da Matriz', email: emailNovo() } }),
  'POST /api/usuarios/alterar-senha': () => ({
    body: { currentPassword: SENHA, newPassword: SENHA_NOVA, confirmPassword: SENHA_NOVA },
  }),

  // Counters and lookups.
  'GET /api/impressoes/contagem': (c) => ({ query: { rodada_id: alvoDe(c).id } }),
  'GET /api/cidades': () => ({ query: { estado: CIDADE_TESTE.estado_id } }),
  'GET /api/cep/:cep': () => ({ params: { cep: '01310100' } }),

  // Administrators.
  'GET /api/administradores/config/listar': (c) => ({ query: { id: alvoDe(c).id } }),
  'POST /api/administradores/config/salvar': (c) => ({
    body: {
      administrador: {
        id: alvoDe(c).id,
        nome: 'Administrador da Matriz',
        cnpj: cnpjNovo(),
        user: { email: alvoDe(c).email },
        endereco: ENDERECO,
      },
    },
  }),
  'POST /api/administradores/salvar': () => ({ body: { nome: 'Administrador Novo', email: emailNovo() } }),
  'POST /api/administradores/:id/atualizar': () => ({ body: { nome: 'Administrador Renomeado' } }),

  // Customers.
  'GET /api/clientes/config/listar': (c) => ({ query: { id: alvoDe(c).id } }),
  'POST /api/clientes/config/salvar': (c) => {
    const { user, ...form } = formDoAlvo(alvoDe(c));
    return { body: { cliente: { ...form, id: alvoDe(c).id, nome: 'Cliente da Matriz', user } } };
  },
  'POST /api/clientes/:id/lojas/salvar': () => ({ body: loja() }),
  'POST /api/clientes/:id/lojas/:loja_id/atualizar': () => ({ body: loja() }),
  'POST /api/clientes/salvar': (c) => ({
    body: {
      ...formCliente(cnpjNovo(), '', emailNovo()),
      // An administrador enrols the customer in a round it organises (ADR 006).
      ...(c.quem === 'administrador' ? { rodada_id: c.m.rodadas.propria } : {}),
    },
  }),
  'POST /api/clientes/:id/atualizar': (c) => ({ body: formDoAlvo(alvoDe(c)) }),
  'GET /api/representantes/config/listar': (c) => ({ query: { id: alvoDe(c).id } }),
  'POST /api/representantes/config/salvar': (c) => ({
    body: { id: alvoDe(c).id, cliente: formDoAlvo(alvoDe(c)) },
  }),
  'POST /api/clientes/:id/ativardesativar': () => ({ body: { ativo: false } }),
  'GET /api/impressoes/clientes/listar': imprimirNaIlha,
  'GET /api/clientes/:id/ficha': () => ({ query: { impressao: 'local' } }),
  'POST /api/clientes/:id/representante/relacionar': ({ m }) => ({
    body: { representante: m.representantes.master.id, acao: 1 },
  }),

  // Suppliers.
  'POST /api/fornecedores/config/salvar': (c) => ({
    body: {
      fornecedor: {
        razao_social: 'Malharia da Matriz Ltda',
        nome_fantasia: 'Malharia da Matriz',
        cnpj: cnpjNovo(),
        ie: '123456789',
        endereco: { ...ENDERECO, email: 'comercial@matriz.test', email2: '' },
        // Its own login e-mail, unchanged (it is locked once the account is verified).
        user: { email: emailDoChamador(c) },
      },
    },
  }),
  'POST /api/fornecedores/:id/logo/salvar': async () => ({ body: { logo: await logoDeTeste() } }),
  'POST /api/fornecedores/config/video/salvar': () => ({
    bruto: { tipo: 'video/mp4', conteudo: mp4DeTeste(10) },
  }),
  'POST /api/fornecedores/salvar': () => ({ body: cadastroFornecedor(emailNovo()) }),
  // The login e-mail unchanged: only the master changes it (ADR 007).
  'POST /api/fornecedores/:id/atualizar': (c) => ({ body: cadastroFornecedor(alvoDe(c).email ?? '') }),
  'GET /api/impressoes/fornecedores/listar': imprimirNaIlha,
  'POST /api/fornecedores/salvar-avaliacao-representante': (c) => ({
    body: { rating: 4, comentario: 'Entrega no prazo', fornecedor_id: alvoDe(c).id },
  }),
  'POST /api/representantes/:id/fornecedor/:fornecedor_id/ativacao': () => ({ body: { status: 1 } }),

  // Representatives.
  'POST /api/representantes/conta/salvar': (c) => {
    const { endereco, user, ...resto } = formRepresentante(emailDoChamador(c));
    const { email: _email, ...semEmail } = endereco;
    return { body: { representante: { ...resto, endereco: semEmail, user } } };
  },
  'POST /api/representantes/salvar': () => ({ body: formRepresentante(emailNovo()) }),
  'POST /api/representantes/:id/atualizar': (c) => ({ body: formRepresentante(alvoDe(c).email ?? '') }),
  'GET /api/impressoes/representantes/listar': imprimirNaIlha,

  // Stands of a round.
  'POST /api/rodadas/:id/stands/salvar': () => ({ body: standAvulso }),
  'POST /api/rodadas/:id/stands/:stand_id/atualizar': () => ({ body: standAvulso }),
  'GET /api/rodadas/:id/stands/proprietarios': () => ({ query: { tipo: 'fornecedor' } }),
  'POST /api/rodadas/:id/stands/copiar/:origem_id': ({ m }) => ({ params: { origem_id: m.rodadas.propria } }),
  'GET /api/impressoes/rodada/:id/stands': imprimirNaIlha,
  // Stand map: names the world's stand of the round (its code is 'A1').
  'POST /api/stands/:id': () => ({ body: { codigo: 'A1', nome: 'Stand da Matriz', valor: 0 } }),
  // Rounds: a new one organised by the world's administrador; an update sends the round's own
  // dates and administrador back (only the master changes them); the floor plan is given to the
  // round first (the world's rounds have none).
  'POST /api/rodadas/salvar': ({ m, t }) => ({
    body: formRodada(m.adm.id, hojeEmSaoPaulo(t.relogio.agora())),
  }),
  'POST /api/rodadas/:id/atualizar': async (c) => {
    const [r] = await c.t.deps.db
      .select()
      .from(rodadas)
      .where(eq(rodadas.id, alvoDe(c).id));
    if (!r) throw new Error('rodada do mundo ausente');
    return {
      body: {
        ...formRodada(r.administrador_id, r.data_inicio),
        nome: 'Rodada Renomeada na Matriz',
        data_fim: r.data_fim,
      },
    };
  },
  'GET /api/rodadas/:id/planta': async (c) => {
    await plantaNaRodada(c.t, alvoDe(c).id);
    return {};
  },
  // Round participants (issue 11).
  ...CHAMADAS_PARTICIPANTES,
  ...CHAMADAS_CATALOGO,
  // Products (issue 12).
  ...CHAMADAS_PRODUTOS,
  ...CHAMADAS_MIDIAS,
  ...CHAMADAS_VITRINE,
  ...CHAMADAS_HOMOLOGACAO,
  // Orders (issue 13).
  ...CHAMADAS_PEDIDOS,
  ...CHAMADAS_BANNERS,
  ...CHAMADAS_PEDIDOS_FORMULARIO,
};

/** The value of a path parameter, from the cell's object (`:cep` is a fixed valid one). */
export function parametroDoAlvo(nome: string, alvo: ObjetoAlvo | null): string | number {
  const valor =
    nome === 'cep'
      ? '01310100'
      : nome === 'id'
        ? alvo?.id
        : nome === 'loja_id'
          ? alvo?.loja
          : nome === 'fornecedor_id'
            ? alvo?.fornecedor
            : nome === 'cliente_id'
              ? alvo?.cliente
              : nome === 'rodada'
                ? alvo?.rodada
                : nome === 'stand_id'
                  ? alvo?.stand
                  : undefined;
  if (valor === undefined) throw new Error(`Parâmetro :${nome} sem valor no objeto da célula`);
  return valor;
}
