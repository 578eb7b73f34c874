import { request, type APIRequestContext } from '@playwright/test';
import {
  administradores,
  auth,
  clientes,
  contas,
  fornecedores,
  montarCaminho,
  representantes,
  rodadas,
  usuarios,
  type BodyDe,
  type DadosDe,
  type Endpoint,
  type Tipo,
} from '@rodada/contracts';
import sharp from 'sharp';
import { codigoDoEmail, esperarEmail } from './sink-smtp';
import type { Unicos } from './unicos';

/**
 * Test data made through the running server's API, as the screens would make it (no database
 * access: the e2e server owns its PGlite folder). Each account gets unique names, e-mails and
 * CNPJs (unicos.ts), a known password, and is ready to log in; `Fabrica` remembers what it made so
 * the fixture deletes it after the test (fixtures.ts).
 */

/** The password of every account the factory makes ready (not among the common ones, ADR 008). */
export const SENHA_TESTE = 'Passarela#2026';

/** The São Paulo address of the made records (IBGE codes of the reference data). */
export const ENDERECO_SP = {
  rua: 'Rua Oriente',
  numero: '321',
  complemento: '',
  bairro: 'Brás',
  estado_id: 35,
  cidade_id: 3550308,
  cep: '03016-000',
  telefone: '(11) 3311-2200',
  celular: '(11) 98877-6655',
};

/** A login made by the factory: its role, profile id, names and credentials. */
export interface Conta {
  tipo: Tipo;
  /** The profile's id (cliente, fornecedor, representante or administrador). */
  id: number;
  /** The name the lists show (the trade name for companies). */
  nome: string;
  email: string;
  senha: string;
  /** Unmasked; null for a sign-up that did not complete its account. */
  cnpj: string | null;
}

/** Where the API is and which client address the requests carry (unicos.ts ipDoTeste). */
export interface Destino {
  baseURL: string;
  ip: string;
}

/** A logged-in API session (its own cookie jar), with typed calls to the contracts' endpoints. */
export class Sessao {
  constructor(
    readonly api: APIRequestContext,
    readonly email: string,
  ) {}

  /** Calls an endpoint; throws with the server's answer when it is not 2xx. */
  async chamar<E extends Endpoint>(
    ep: E,
    opcoes: {
      params?: Record<string, string | number>;
      query?: Record<string, string>;
      body?: BodyDe<E>;
    } = {},
  ): Promise<DadosDe<E>> {
    const caminho = montarCaminho(ep.path, opcoes.params);
    const r = await this.api.fetch(caminho, {
      method: ep.method,
      params: opcoes.query,
      ...(opcoes.body === undefined ? {} : { data: opcoes.body }),
    });
    if (!r.ok())
      throw new Error(`${ep.method} ${caminho} como ${this.email}: ${r.status()} ${await r.text()}`);
    return (await r.json()) as DadosDe<E>;
  }

  /** Same, answering only the HTTP status (for calls whose refusal is expected and fine). */
  async status<E extends Endpoint>(ep: E, params?: Record<string, string | number>): Promise<number> {
    const r = await this.api.fetch(montarCaminho(ep.path, params), { method: ep.method });
    return r.status();
  }

  fechar(): Promise<void> {
    return this.api.dispose();
  }
}

/** A fresh cookie jar at `destino`, sending the app's XMLHttpRequest header (ADR 008). */
export function novoContexto(destino: Destino): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: destino.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': destino.ip, 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/** Logs in through the API; the session keeps the cookie. */
export async function abrirSessao(destino: Destino, email: string, senha: string): Promise<Sessao> {
  const sessao = new Sessao(await novoContexto(destino), email);
  await sessao.chamar(auth.logar, { body: { email, password: senha } });
  return sessao;
}

/** The staff who make other logins: a master session and, on demand, an administrador and a representante. */
export interface Equipe {
  master: Sessao;
  administrador(): Promise<Sessao>;
  representante(): Promise<Sessao>;
}

/** Makes accounts and records; `feitos` lists the logins made, for the cleanup. */
export class Fabrica {
  readonly feitos: string[] = [];

  constructor(
    private readonly destino: Destino,
    private readonly unicos: Unicos,
    private readonly equipe: Equipe,
  ) {}

  /** Logs a made account in and sets SENHA_TESTE over its temporary password (spec D1). */
  private async trocarTemporaria(email: string, temporaria: string): Promise<Sessao> {
    const sessao = await abrirSessao(this.destino, email, temporaria);
    await sessao.chamar(usuarios.alterarSenha, {
      body: { currentPassword: temporaria, newPassword: SENHA_TESTE, confirmPassword: SENHA_TESTE },
    });
    return sessao;
  }

  /** An administrador made by the master, its account completed (spec 2 §5). */
  async administrador(opcoes: { nome?: string } = {}): Promise<Conta> {
    const nome = opcoes.nome ?? this.unicos.nome('Adm E2E');
    const email = this.unicos.email('adm');
    const cnpj = this.unicos.cnpj();
    const { senha } = await this.equipe.master.chamar(administradores.salvarAdministrador, {
      body: { nome, email },
    });
    this.feitos.push(email);
    const sessao = await this.trocarTemporaria(email, senha);
    const { user } = await sessao.chamar(administradores.salvarContaAdministrador, {
      body: { administrador: { nome, cnpj, user: { email }, endereco: ENDERECO_SP } },
    });
    await sessao.fechar();
    return { tipo: 'administrador', id: user.administrador_id ?? 0, nome, email, senha: SENHA_TESTE, cnpj };
  }

  /**
   * A supplier registered by an administrador. `pronto` (default): logged in once, its password set
   * and its account completed; otherwise just registered (temporary password, account to complete).
   * `comLogo` also saves a logo, as the demo suppliers have.
   */
  async fornecedor(opcoes: { nome?: string; pronto?: boolean; comLogo?: boolean } = {}): Promise<Conta> {
    const nome = opcoes.nome ?? this.unicos.nome('Fornecedor E2E');
    const email = this.unicos.email('forn');
    const cnpj = this.unicos.cnpj();
    const empresa = { razao_social: `${nome} Ltda`, nome_fantasia: nome, cnpj };
    const administrador = await this.equipe.administrador();
    const criado = await administrador.chamar(fornecedores.salvarFornecedor, {
      body: { ...empresa, endereco: ENDERECO_SP, user: { email } },
    });
    this.feitos.push(email);
    const conta: Conta = { tipo: 'fornecedor', id: criado.id, nome, email, senha: criado.senha, cnpj };
    if (opcoes.pronto === false) return conta;
    const sessao = await this.trocarTemporaria(email, criado.senha);
    await sessao.chamar(fornecedores.salvarConfig, {
      body: { fornecedor: { ...empresa, ie: '110042490114', endereco: ENDERECO_SP, user: { email } } },
    });
    if (opcoes.comLogo) {
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 140 } },
      })
        .png()
        .toBuffer();
      await sessao.chamar(fornecedores.salvarLogo, {
        params: { id: criado.id },
        body: { logo: `data:image/png;base64,${png.toString('base64')}` },
      });
    }
    await sessao.fechar();
    return { ...conta, senha: SENHA_TESTE };
  }

  /**
   * A representative registered by an administrador. `pronto` (default): password set and account
   * completed with bank data (Bradesco, Conta Corrente); otherwise just registered.
   */
  async representante(opcoes: { nome?: string; pronto?: boolean } = {}): Promise<Conta> {
    const nome = opcoes.nome ?? this.unicos.nome('Representante E2E');
    const email = this.unicos.email('rep');
    const cnpj = this.unicos.cnpj();
    const dados = {
      nome_fantasia: nome,
      razao_social: `${nome} Ltda`,
      cnpj,
      ie: '0987654',
      banco: '237',
      agencia: '1234',
      conta: '56789-0',
      conta_tipo: 'Conta Corrente' as const,
    };
    const administrador = await this.equipe.administrador();
    const criado = await administrador.chamar(representantes.salvarRepresentante, {
      body: { ...dados, endereco: { ...ENDERECO_SP, email: '' }, user: { email } },
    });
    this.feitos.push(email);
    const conta: Conta = { tipo: 'representante', id: criado.id, nome, email, senha: criado.senha, cnpj };
    if (opcoes.pronto === false) return conta;
    const sessao = await this.trocarTemporaria(email, criado.senha);
    await sessao.chamar(representantes.salvarConta, {
      body: { representante: { ...dados, endereco: ENDERECO_SP, user: { email } } },
    });
    await sessao.fechar();
    return { ...conta, senha: SENHA_TESTE };
  }

  /**
   * A customer registered by a representative (by default this worker's own, never a demo one), as
   * 'Cadastro de Cliente' does: verified, with its default store; its password set.
   */
  async cliente(opcoes: { nome?: string; representante?: Conta } = {}): Promise<Conta> {
    const nome = opcoes.nome ?? this.unicos.nome('Loja E2E');
    const email = this.unicos.email('cli');
    const cnpj = this.unicos.cnpj();
    const representante = opcoes.representante
      ? await abrirSessao(this.destino, opcoes.representante.email, opcoes.representante.senha)
      : await this.equipe.representante();
    const criado = await representante.chamar(clientes.salvarCliente, {
      body: {
        razao_social: `${nome} Ltda`,
        nome_fantasia: nome,
        cnpj,
        responsavel_nome: 'Marta Reis',
        responsavel_cpf: this.unicos.cpf(),
        user: { email },
        endereco: ENDERECO_SP,
      },
    });
    if (opcoes.representante) await representante.fechar();
    this.feitos.push(email);
    await (await this.trocarTemporaria(email, criado.senha)).fechar();
    return { tipo: 'cliente', id: criado.id, nome, email, senha: SENHA_TESTE, cnpj };
  }

  /**
   * An account signed up on the public form and validated with the mailed code (spec 1 §4), its
   * registration not completed: held on its account page. `concluir` (customers only) then
   * completes it as /cliente/minha-conta would, with no representative.
   */
  async cadastro(opcoes: {
    tipo: 'cliente' | 'fornecedor' | 'representante';
    nome?: string;
    concluir?: boolean;
  }): Promise<Conta> {
    const nome = opcoes.nome ?? this.unicos.nome('Cadastro E2E');
    const email = this.unicos.email('cad');
    const api = new Sessao(await novoContexto(this.destino), email);
    const senha = SENHA_TESTE;
    await api.chamar(contas.salvarUsuario, {
      body: { tipo: opcoes.tipo, nome, email, password: senha, confirm_password: senha, termos: true },
    });
    this.feitos.push(email);
    const codigo = codigoDoEmail(await esperarEmail(email));
    await api.chamar(contas.validarCodigoAtivacao, { body: { email, codigo } });
    await api.fechar();
    const conta: Conta = { tipo: opcoes.tipo, id: 0, nome, email, senha, cnpj: null };
    if (!opcoes.concluir) return conta;
    if (opcoes.tipo !== 'cliente') throw new Error('concluir: só cadastros de cliente');
    const cnpj = this.unicos.cnpj();
    const sessao = await abrirSessao(this.destino, email, senha);
    const { user } = await sessao.chamar(clientes.salvarContaCliente, {
      body: {
        cliente: {
          razao_social: `${nome} Ltda`,
          nome_fantasia: nome,
          cnpj,
          responsavel_nome: 'Marta Vínculo',
          responsavel_cpf: this.unicos.cpf(),
          user: { email },
          endereco: ENDERECO_SP,
        },
      },
    });
    await sessao.fechar();
    return { ...conta, id: user.cliente_id ?? 0, cnpj };
  }

  /**
   * A round made by the master through the API, as 'Cadastro de Rodada' does, in São Paulo, organised
   * by `administrador` (by default this worker's own). Its dates default to today (São Paulo, spec
   * D4): open and inside its print-island window. Rounds are not deleted after the test (the product
   * keeps them); their unique names keep tests apart.
   */
  async criarRodadaComoMaster(
    opcoes: {
      nome?: string;
      local?: string;
      administrador?: Conta;
      inicio?: string;
      fim?: string;
      planta?: string;
    } = {},
  ): Promise<rodadas.RodadaLinha> {
    const hoje = diaEmSaoPaulo();
    const administradorId =
      opcoes.administrador?.id ??
      (await (await this.equipe.administrador()).chamar(auth.usuarioLogado)).administrador_id ??
      0;
    const { rodada } = await this.equipe.master.chamar(rodadas.salvarRodada, {
      body: {
        nome: opcoes.nome ?? this.unicos.nome('Rodada E2E'),
        local: opcoes.local ?? 'Pavilhão E2E',
        data_inicio: opcoes.inicio ?? hoje,
        data_fim: opcoes.fim ?? hoje,
        data_veiculacao: hoje,
        data_limite: opcoes.fim ?? hoje,
        estado_id: ENDERECO_SP.estado_id,
        cidade_id: ENDERECO_SP.cidade_id,
        administrador_id: administradorId,
        ...(opcoes.planta
          ? { planta: `data:image/svg+xml;base64,${Buffer.from(opcoes.planta).toString('base64')}` }
          : {}),
      },
    });
    return rodada;
  }

  /** `administrador` adds participants to its round through the API (POST .../{tipo}/{id}/salvar). */
  async participantesAdicionar(
    administrador: Conta,
    rodadaId: number,
    participantes: { tipo: 'fornecedor' | 'cliente' | 'representante'; id: number }[],
  ): Promise<void> {
    const sessao = await abrirSessao(this.destino, administrador.email, administrador.senha);
    try {
      for (const { tipo, id } of participantes) {
        if (tipo === 'fornecedor')
          await sessao.chamar(rodadas.adicionarFornecedorNaRodada, {
            params: { id: rodadaId, fornecedor_id: id },
          });
        else if (tipo === 'cliente')
          await sessao.chamar(rodadas.adicionarClienteNaRodada, { params: { id: rodadaId, cliente_id: id } });
        else
          await sessao.chamar(rodadas.adicionarRepresentanteNaRodada, {
            params: { id: rodadaId, representante_id: id },
          });
      }
    } finally {
      await sessao.fechar();
    }
  }

  /** Also deletes, after the test, a login the test made through the screens. */
  descartar(email: string): void {
    this.feitos.push(email);
  }

  /**
   * Deletes the logins made, newest first (a customer before its representative), as the master
   * does on /usuarios. A login that gathered history is kept (409), as the product keeps it.
   */
  async limpar(): Promise<void> {
    for (const email of this.feitos.splice(0).reverse()) await excluirLogin(this.equipe.master, email);
  }
}

/** Deletes one login by e-mail as the master (404 and 409 are fine: gone, or kept with history). */
export async function excluirLogin(master: Sessao, email: string): Promise<void> {
  const { usuarios: pagina } = await master.chamar(usuarios.listarUsuarios, { query: { busca: email } });
  const usuario = pagina.data.find((u) => u.email === email);
  if (!usuario) return;
  const status = await master.status(usuarios.excluirUsuario, { id: usuario.id });
  if (status >= 300 && status !== 404 && status !== 409) {
    throw new Error(`excluir ${email}: ${status}`);
  }
}

/** 'yyyy-mm-dd' of today in São Paulo (the business day, spec D4), `dias` later. */
export function diaEmSaoPaulo(dias = 0): string {
  const data = new Date(Date.now() + dias * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(data);
}

/** Names (and so creates) stands of a round, as its administrador does on the map (POST /api/stands/{id}). */
export async function mapaNomearStands(
  administrador: Sessao,
  rodadaId: number,
  stands: { codigo: string; nome: string }[],
): Promise<void> {
  for (const stand of stands) {
    await administrador.chamar(rodadas.salvarStandDoMapa, {
      params: { id: rodadaId },
      body: { ...stand, valor: 0 },
    });
  }
}
