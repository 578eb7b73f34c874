import { cnpjComDigitos, type Tipo } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import {
  administradores,
  avaliacoes,
  bancos,
  cliente_representante,
  clientes,
  fornecedor_cliente,
  fornecedores,
  lojas,
  representante_fornecedor,
  representantes,
  tokens,
  users,
} from '../db/schema/index.js';
import { hashSenha, novoToken, sha256 } from '../lib/crypto.js';
import type { AppDeTeste } from '../test/app.js';
import { garantirCidadeDeTeste } from '../test/fabricas.js';
import { criarBannersDoMundo, type BannersDoMundo } from './mundo-banners.js';
import { criarItensDoMundo, type ItensDoCatalogo } from './mundo-catalogo.js';
import { criarHomologacaoDoMundo, type HomologacaoDoMundo } from './mundo-homologacao.js';
import { criarCatalogoDoMundo, type CatalogoDoMundo } from './mundo-produtos.js';
import { criarRodadasDoMundo } from './mundo-rodadas.js';
import type { TipoIncompleto } from './tipos.js';

/**
 * The world of the authorization matrix (matriz-autorizacao.test.ts): one caller of each role with
 * a session, the unverified accounts, and for every caller an object of its own and objects of
 * another owner, linked the way the policies of packages/domain read them (ADR 006, ADR 007).
 * A fresh world is built for each endpoint that writes, so a permitted write in one row never
 * changes another's answers.
 */

/** The password of every user of the world (its hash is computed once per file). */
export const SENHA = 'segredo123';

/** A profile of the world: its id (the user id for the master), its login and e-mail. */
export interface Pessoa {
  id: number;
  userId: number;
  email: string;
}

/** A customer with what the forms must send back unchanged, and its two stores. */
export interface ClienteDoMundo extends Pessoa {
  cnpj: string;
  ie: string;
  lojaPadraoId: number;
  /** A store that is not the default one (may be edited and deleted). */
  lojaId: number;
}

export interface Mundo {
  n: number;
  /** The Authorization header of each caller; `incompleto` per held role. */
  headers: Record<Tipo, Record<string, string>> & {
    incompleto: Record<TipoIncompleto, Record<string, string>>;
  };
  master: Pessoa;
  adm: Pessoa;
  forn: Pessoa;
  rep: Pessoa;
  cli: ClienteDoMundo;
  /** Accounts signed up and not completed yet (verificado false), one per held role. */
  incompletos: { fornecedor: Pessoa; representante: Pessoa; cliente: ClienteDoMundo };
  /** A customer of each caller (none linked to the master's) and one of another owner. */
  clientes: Record<'master' | 'administrador' | 'fornecedor' | 'representante' | 'outro', ClienteDoMundo>;
  /**
   * A supplier each caller reaches (the representante's: registered by it, not completed), another
   * owner's, and a neighbour: one the representante registered and carries, that completed its own
   * account since (then it keeps its record itself, ADR 007).
   */
  fornecedores: Record<'master' | 'administrador' | 'representante' | 'outro' | 'vizinho', Pessoa>;
  representantes: Record<'master' | 'administrador' | 'outro', Pessoa>;
  administradores: Record<'master' | 'outro', Pessoa>;
  /** The round the callers take part in (organised by `adm`) and another one, both open today. */
  rodadas: { propria: number; outra: number };
  /**
   * A stand of each round (spec 3 §3 "Stand"), with a map code, and the master's own: another
   * stand of the own round (a permitted delete by the master must not take the administrador's).
   */
  stands: { propria: number; outra: number; doMaster: number };
  /** A rating by `rep` and one by the other representante. */
  avaliacoes: { propria: number; outra: number };
  /** Products in every status of F, FM, FA, FX (mundo-produtos.ts); sizes, colours (mundo-catalogo.ts). */
  catalogo: CatalogoDoMundo & ItensDoCatalogo;
  /** Products in approval and expired, and each caller's notification (mundo-homologacao.ts). */
  homologacao: HomologacaoDoMundo;
  /** Two storefront banners (mundo-banners.ts). */
  banners: BannersDoMundo;
}

let hashDaSenha: Promise<string> | null = null;
let raizCnpj = 610_000_000_000;
let mundos = 0;

/** A valid numeric CNPJ nobody used yet in this file. */
export const cnpjNovo = () => cnpjComDigitos(String(++raizCnpj));

/** The reference rows every world needs: São Paulo/SP and one bank. */
export async function prepararBase(t: AppDeTeste): Promise<void> {
  await garantirCidadeDeTeste(t.deps);
  await t.deps.db
    .insert(bancos)
    .values({ codigo: '001', nome: 'Banco do Brasil S.A.' })
    .onConflictDoNothing();
}

interface NovoUsuario {
  tipo: Tipo;
  verificado?: boolean;
  criadoPor?: number;
}

/** Builds one world: about 30 users and their links, in a few multi-row inserts. */
export async function criarMundo(t: AppDeTeste): Promise<Mundo> {
  const db = t.deps.db;
  const n = ++mundos;
  const senha = await (hashDaSenha ??= hashSenha(SENHA));
  const hoje = hojeEmSaoPaulo(t.relogio.agora());

  /** Inserts users in order; answers them as Pessoa with the user id as a placeholder profile id. */
  async function inserirUsuarios(chaves: Record<string, NovoUsuario>) {
    const nomes = Object.keys(chaves);
    const linhas = await db
      .insert(users)
      .values(
        nomes.map((k) => ({
          tipo: chaves[k]!.tipo,
          nome: `Matriz ${k} ${n}`,
          email: `${k.toLowerCase()}-${n}@matriz.test`,
          password: senha,
          email_validado: true,
          verificado: chaves[k]!.verificado ?? true,
          criado_por: chaves[k]!.criadoPor ?? null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // Matched by e-mail, not by position: RETURNING promises no order.
    const porEmail = new Map(linhas.map((l) => [l.email, l]));
    return Object.fromEntries(
      nomes.map((k) => {
        const l = porEmail.get(`${k.toLowerCase()}-${n}@matriz.test`)!;
        return [k, { id: l.id, userId: l.id, email: l.email }];
      }),
    );
  }

  const u1 = await inserirUsuarios({
    M: { tipo: 'master' },
    A: { tipo: 'administrador' },
    AX: { tipo: 'administrador' },
  });
  const [master, A, AX] = [u1.M!, u1.A!, u1.AX!];
  const u2 = await inserirUsuarios({
    AM: { tipo: 'administrador', criadoPor: master.userId },
    F: { tipo: 'fornecedor' },
    FM: { tipo: 'fornecedor' },
    FA: { tipo: 'fornecedor' },
    Finc: { tipo: 'fornecedor', verificado: false },
    P: { tipo: 'representante' },
    PM: { tipo: 'representante' },
    PA: { tipo: 'representante' },
    PX: { tipo: 'representante', criadoPor: AX.userId },
    Pinc: { tipo: 'representante', verificado: false },
    C: { tipo: 'cliente' },
    CM: { tipo: 'cliente' },
    CA: { tipo: 'cliente' },
    CF: { tipo: 'cliente' },
    CP: { tipo: 'cliente' },
    // Registered by the caller administrador, in another's round only: registering grants nothing.
    CX: { tipo: 'cliente', criadoPor: A.userId },
    Cinc: { tipo: 'cliente', verificado: false },
  });
  const u = { ...u1, ...u2 };
  // Registered by the representante and not completed: the one supplier it may edit (ADR 007);
  // registered by it and completed: no longer its to edit. The other owner's supplier was
  // registered by the other representante (unrelated to every caller).
  const u3 = await inserirUsuarios({
    FP: { tipo: 'fornecedor', verificado: false, criadoPor: u.P!.userId },
    FV: { tipo: 'fornecedor', criadoPor: u.P!.userId },
    FX: { tipo: 'fornecedor', criadoPor: u.PX!.userId },
  });
  Object.assign(u, u3);

  /** Inserts one profile per user key; answers each user with its profile id (matched by user_id). */
  const perfil = async (
    chaves: string[],
    inserir: (valores: { user_id: number; k: string }[]) => Promise<{ id: number; user_id: number }[]>,
  ) => {
    const linhas = await inserir(chaves.map((k) => ({ user_id: u[k]!.userId, k })));
    const porUsuario = new Map(linhas.map((l) => [l.user_id, l.id]));
    return Object.fromEntries(chaves.map((k) => [k, { ...u[k]!, id: porUsuario.get(u[k]!.userId)! }]));
  };
  const adms = await perfil(['A', 'AM', 'AX'], (v) =>
    db
      .insert(administradores)
      .values(v.map(({ user_id, k }) => ({ user_id, nome: `Administrador ${k} ${n}` })))
      .returning({ id: administradores.id, user_id: administradores.user_id }),
  );
  const forns = await perfil(['F', 'FM', 'FA', 'FV', 'FX', 'Finc', 'FP'], (v) =>
    db
      .insert(fornecedores)
      .values(
        v.map(({ user_id, k }) => ({
          user_id,
          nome_fantasia: `Fornecedor ${k} ${n}`,
          razao_social: `Fornecedor ${k} ${n} Ltda`,
          // The other owner's supplier is deactivated: a representante sees it only if it carries it.
          ativo: k !== 'FX',
        })),
      )
      .returning({ id: fornecedores.id, user_id: fornecedores.user_id }),
  );
  const reps = await perfil(['P', 'PM', 'PA', 'PX', 'Pinc'], (v) =>
    db
      .insert(representantes)
      .values(v.map(({ user_id, k }) => ({ user_id, nome_fantasia: `Representante ${k} ${n}` })))
      .returning({ id: representantes.id, user_id: representantes.user_id }),
  );
  const principal: Record<string, number> = { CP: reps.P!.id, CX: reps.PX!.id };
  const dadosCliente: Record<string, { cnpj: string; ie: string }> = {};
  const clis = await perfil(['C', 'CM', 'CA', 'CF', 'CP', 'CX', 'Cinc'], (v) =>
    db
      .insert(clientes)
      .values(
        v.map(({ user_id, k }) => {
          const incompleto = k === 'Cinc';
          const dados = { cnpj: cnpjNovo(), ie: `${n}${k.length}001` };
          dadosCliente[k] = dados;
          return {
            user_id,
            nome: `Cliente ${k} ${n}`,
            razao_social: incompleto ? null : `Cliente ${k} ${n} Ltda`,
            nome_fantasia: incompleto ? null : `Cliente ${k} ${n}`,
            cnpj: incompleto ? null : dados.cnpj,
            ie: incompleto ? null : dados.ie,
            responsavel_nome: 'Responsável da Matriz',
            responsavel_cpf: '52998224725',
            representante_id: principal[k] ?? null,
          };
        }),
      )
      .returning({ id: clientes.id, user_id: clientes.user_id }),
  );

  // Two stores per customer: the default one and another (deletable).
  const chavesClientes = Object.keys(clis);
  const lojasCriadas = await db
    .insert(lojas)
    .values(
      chavesClientes.flatMap((k) =>
        [true, false].map((padrao) => ({
          cliente_id: clis[k]!.id,
          razao_social: `Loja ${k} ${n} Ltda`,
          nome_fantasia: `Loja ${k} ${n}${padrao ? '' : ' Filial'}`,
          cnpj: padrao ? dadosCliente[k]!.cnpj : cnpjNovo(),
          padrao,
        })),
      ),
    )
    .returning({ id: lojas.id, cliente_id: lojas.cliente_id, padrao: lojas.padrao });
  const lojaDe = (clienteId: number, padrao: boolean) =>
    lojasCriadas.find((l) => l.cliente_id === clienteId && l.padrao === padrao)!.id;
  const cliente = (k: string): ClienteDoMundo => ({
    ...clis[k]!,
    ...dadosCliente[k]!,
    lojaPadraoId: lojaDe(clis[k]!.id, true),
    lojaId: lojaDe(clis[k]!.id, false),
  });

  const { rodadas: rodadasDoMundo, stands: standsDoMundo } = await criarRodadasDoMundo(db, {
    n,
    hoje,
    administradores: { propria: adms.A!.id, outra: adms.AX!.id },
    fornecedores: { propria: ['F', 'FA', 'Finc'].map((k) => forns[k]!.id), outra: forns.FX!.id },
    representantes: { propria: ['P', 'PA', 'Pinc'].map((k) => reps[k]!.id), outra: reps.PX!.id },
    clientes: { propria: ['C', 'CA', 'Cinc'].map((k) => clis[k]!.id), outra: clis.CX!.id },
  });
  await db.insert(fornecedor_cliente).values([
    { fornecedor_id: forns.F!.id, cliente_id: clis.CF!.id },
    { fornecedor_id: forns.FX!.id, cliente_id: clis.CX!.id },
  ]);
  // Confirmed links: the representante's customer, the other's, and the cliente caller with rep.
  // The other's customer also has a pending request of rep: a pending link grants nothing (ADR 006).
  await db.insert(cliente_representante).values([
    { cliente_id: clis.CP!.id, representante_id: reps.P!.id, status: 1 },
    { cliente_id: clis.CX!.id, representante_id: reps.PX!.id, status: 1 },
    { cliente_id: clis.CX!.id, representante_id: reps.P!.id, status: 0 },
    { cliente_id: clis.C!.id, representante_id: reps.P!.id, status: 1 },
  ]);
  await db.insert(representante_fornecedor).values([
    { representante_id: reps.P!.id, fornecedor_id: forns.FP!.id },
    { representante_id: reps.P!.id, fornecedor_id: forns.FV!.id },
    { representante_id: reps.PX!.id, fornecedor_id: forns.FX!.id },
  ]);
  const notas = await db
    .insert(avaliacoes)
    .values([
      {
        representante_id: reps.P!.id,
        fornecedor_id: forns.FP!.id,
        rating: '4.5',
        comentario: 'Entrega no prazo',
      },
      { representante_id: reps.PX!.id, fornecedor_id: forns.FX!.id, rating: '2.0', comentario: 'Atrasou' },
    ])
    .returning({ id: avaliacoes.id, representante_id: avaliacoes.representante_id });
  const itens = await criarItensDoMundo(db, { n, forn: forns.F!.id, outro: forns.FX!.id });
  const avaliacaoDe = (representanteId: number) =>
    notas.find((a) => a.representante_id === representanteId)!.id;

  const catalogo = {
    ...(await criarCatalogoDoMundo(db, n, {
      fornecedor: forns.F!.id,
      master: forns.FM!.id,
      administrador: forns.FA!.id,
      outro: forns.FX!.id,
    })),
    ...itens,
  };
  const homologacao = await criarHomologacaoDoMundo(db, {
    catalogo,
    usuarios: {
      master: master.userId,
      administrador: A.userId,
      fornecedor: u.F!.userId,
      representante: u.P!.userId,
      cliente: u.C!.userId,
      outro: clis.CX!.userId,
    },
  });

  // Sessions straight in `tokens` (no login round trip), used now: resolving one writes nothing.
  const sessoes: [string, number][] = [
    ['master', master.userId],
    ['administrador', A.userId],
    ['fornecedor', u.F!.userId],
    ['representante', u.P!.userId],
    ['cliente', u.C!.userId],
    ['inc-fornecedor', u.Finc!.userId],
    ['inc-representante', u.Pinc!.userId],
    ['inc-cliente', u.Cinc!.userId],
  ];
  const agora = t.relogio.agora();
  const segredos = sessoes.map(() => novoToken());
  await db.insert(tokens).values(
    sessoes.map(([, userId], i) => ({
      user_id: userId,
      token_hash: sha256(segredos[i]!),
      expires_at: new Date(agora.getTime() + 86_400_000),
      last_used_at: agora,
      ip: '127.0.0.1',
      user_agent: 'matriz',
    })),
  );
  const h = (i: number) => ({ authorization: `Bearer ${segredos[i]!}` });

  return {
    n,
    headers: {
      master: h(0),
      administrador: h(1),
      fornecedor: h(2),
      representante: h(3),
      cliente: h(4),
      incompleto: { fornecedor: h(5), representante: h(6), cliente: h(7) },
    },
    master,
    adm: adms.A!,
    forn: forns.F!,
    rep: reps.P!,
    cli: cliente('C'),
    incompletos: { fornecedor: forns.Finc!, representante: reps.Pinc!, cliente: cliente('Cinc') },
    clientes: {
      master: cliente('CM'),
      administrador: cliente('CA'),
      fornecedor: cliente('CF'),
      representante: cliente('CP'),
      outro: cliente('CX'),
    },
    fornecedores: {
      master: forns.FM!,
      administrador: forns.FA!,
      representante: forns.FP!,
      outro: forns.FX!,
      vizinho: forns.FV!,
    },
    representantes: { master: reps.PM!, administrador: reps.PA!, outro: reps.PX! },
    administradores: { master: adms.AM!, outro: adms.AX! },
    rodadas: rodadasDoMundo,
    stands: standsDoMundo,
    avaliacoes: { propria: avaliacaoDe(reps.P!.id), outra: avaliacaoDe(reps.PX!.id) },
    catalogo,
    homologacao,
    banners: await criarBannersDoMundo(db, n, hoje),
  };
}
