import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjValido, cpfValido, hojeEmSaoPaulo } from '@rodada/domain';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import type { Db } from '../client.js';
import type { Deps } from '../../lib/deps.js';
import { sanitizarSvg } from '../../lib/svg.js';
import { DEMO_CADASTRO_INCOMPLETO, DEMO_LOGINS, DEMO_SENHA, linhasDosLoginsDemo } from './demo-logins.js';
import { demoPresente, prepararBanco, seedDemo, seedReferencia } from './index.js';
import {
  CATEGORIAS,
  CORES_COMPARTILHADAS,
  ERROS_HOMOLOGACAO,
  TAMANHOS_COMPARTILHADOS,
} from './referencia-catalogo.js';

// Runs on in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL (architecture.md "Tests").

/** One clock for every seed of this file, so two fresh seeds can be compared row by row. */
const AGORA = new Date();
const relogioFixo = { agora: () => new Date(AGORA) };

function depsDemo(t: AppDeTeste, seed: 'demo' | 'none' = 'demo'): Deps {
  return { ...t.deps, clock: relogioFixo, config: { ...t.deps.config, seed } };
}

async function linhas<T>(db: Db, consulta: ReturnType<typeof sql>): Promise<T[]> {
  const r = await db.execute(consulta);
  return r.rows as T[];
}

async function numero(db: Db, consulta: ReturnType<typeof sql>): Promise<number> {
  const [l] = await linhas<{ n: number | string }>(db, consulta);
  return Number(l?.n ?? 0);
}

/**
 * Expands a list of demo emails as the banner and the README write it: "a@x, a2@x … a6@x" is
 * a@x and a2@x to a6@x.
 */
function expandirEmails(texto: string): string[] {
  return texto.split(/,\s*/).flatMap((parte) => {
    const [de, ate] = parte.split(/\s*…\s*/).map((e) => e.trim());
    if (!ate) return [de!];
    const m = /^([a-z]+)(\d*)@(.+)$/.exec(de!);
    const n = /^([a-z]+)(\d+)@(.+)$/.exec(ate);
    if (!m || !n || m[1] !== n[1] || m[3] !== n[3]) throw new Error(`intervalo ilegível: "${parte}"`);
    const primeiro = Number(m[2] || 1);
    return Array.from({ length: Number(n[2]) - primeiro + 1 }, (_, i) => {
      const k = primeiro + i;
      return `${m[1]}${k === 1 ? '' : k}@${m[3]}`;
    });
  });
}

/** Row count of every table of the public schema. */
async function contagens(db: Db): Promise<Record<string, number>> {
  const tabelas = await linhas<{ t: string }>(
    db,
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const saida: Record<string, number> = {};
  for (const { t } of tabelas) saida[t] = await numero(db, sql.raw(`select count(*)::int as n from "${t}"`));
  return saida;
}

/** What must be identical between two fresh demo seeds made at the same moment. */
async function impressaoDigital(db: Db) {
  return {
    rodadas: await linhas(db, sql`select uuid, nome, data_inicio, data_fim from rodadas order by id`),
    pedidos: await linhas(
      db,
      sql`select uuid, hash, status, valor_liquido, cliente_id, fornecedor_id from pedidos order by id`,
    ),
    produtos: await linhas(db, sql`select codigo, valor, status, ativo from produtos order by id`),
    agendamentos: await linhas(db, sql`select uuid, data_hora, cliente_id from agendamentos order by id`),
    cnpjs: await linhas(db, sql`select cnpj from lojas order by id`),
    arquivos: await linhas(
      db,
      sql`select chave, sha256 from arquivos where mime <> 'application/pdf' order by id`,
    ),
  };
}

describe('seed de demonstração (SEED=demo em banco vazio)', () => {
  let t: AppDeTeste;
  let db: Db;
  let ms = 0;

  beforeAll(async () => {
    t = await criarAppDeTeste();
    db = t.deps.db;
    const inicio = performance.now();
    const r = await prepararBanco(depsDemo(t));
    ms = performance.now() - inicio;
    expect(r.demoCriado).toBe(true);
    console.info(`seed (referência + demo) em ${Math.round(ms)} ms`);
  }, 120_000);

  afterAll(async () => {
    await t?.fechar();
  });

  it('carrega os 27 estados, as 5571 cidades e os bancos', async () => {
    expect(await numero(db, sql`select count(*) as n from estados`)).toBe(27);
    expect(await numero(db, sql`select count(*) as n from cidades`)).toBe(5571);
    expect(
      await numero(db, sql`select count(*) as n from bancos where codigo in ('001','237','341','104','260')`),
    ).toBe(5);
  });

  it('os 8 logins de demonstração entram com a senha de demonstração e respondem seu tipo', async () => {
    for (const [i, login] of DEMO_LOGINS.entries()) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/logar',
        payload: { email: login.email, password: DEMO_SENHA },
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(r.statusCode, `${login.email}: ${r.body}`).toBe(200);
      expect(r.json<{ tipo: string }>().tipo).toBe(login.papel);
    }
  });

  it('o banner da partida e o README listam as contas que o seed cria, novo@ incluído e marcado', async () => {
    const criadas = await linhas<{ email: string; tipo: string; verificado: boolean }>(
      db,
      sql`select email, tipo, verificado from users order by email`,
    );
    const porEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
    const esperado = criadas.map((u) => ({ papel: u.tipo, email: u.email })).sort(porEmail);
    const naoVerificadas = criadas.filter((u) => !u.verificado).map((u) => u.email);
    expect(naoVerificadas).toEqual([DEMO_CADASTRO_INCOMPLETO]);

    // The banner as server.ts prints it: "    papel          emails  (nota)".
    const banner = linhasDosLoginsDemo().map((l) => {
      const m = /^ {4}(\S+) +(.+?)(?: {2}\((.+)\))?$/.exec(l);
      if (!m) throw new Error(`linha do banner fora do formato: "${l}"`);
      return { papel: m[1]!, emails: m[2]!, nota: m[3] ?? '' };
    });
    // The README's table: "| papel | emails | observação |".
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const inicio = readme.indexOf('| papel ');
    const tabela = readme
      .slice(inicio, readme.indexOf('\n\n', inicio))
      .split('\n')
      .slice(2)
      .map((l) => {
        const [papel, emails, nota] = l
          .split('|')
          .slice(1, 4)
          .map((c) => c.trim());
        return { papel: papel!, emails: emails!, nota: nota ?? '' };
      });

    for (const lista of [banner, tabela]) {
      const contas = lista.flatMap((g) =>
        expandirEmails(g.emails).map((email) => ({ papel: g.papel, email })),
      );
      expect(contas.sort(porEmail)).toEqual(esperado);
      const marcadas = lista
        .filter((g) => /cadastro incompleto/.test(g.nota))
        .flatMap((g) => expandirEmails(g.emails));
      expect(marcadas).toEqual(naoVerificadas);
    }
    expect(tabela.map((g) => [g.papel, g.emails, g.nota])).toEqual(
      banner.map((g) => [g.papel, g.emails, g.nota]),
    );
  });

  it('cria as pessoas da demonstração', async () => {
    const porTipo = await linhas<{ tipo: string; n: number }>(
      db,
      sql`select tipo, count(*)::int as n from users group by tipo order by tipo`,
    );
    expect(Object.fromEntries(porTipo.map((l) => [l.tipo, Number(l.n)]))).toEqual({
      administrador: 2,
      // 20 shops plus novo@rodada.test, whose account is not completed yet.
      cliente: 21,
      fornecedor: 6,
      master: 1,
      representante: 4,
    });
    expect(
      await linhas<{ email: string }>(
        db,
        sql`select email from users where not (verificado and email_validado)`,
      ),
    ).toEqual([{ email: 'novo@rodada.test' }]);
    // A single argon2id hash of DEMO_SENHA shared by every demo user.
    expect(await numero(db, sql`select count(distinct password) as n from users`)).toBe(1);
    // Each client with a completed account has 1-2 stores, exactly one padrao.
    expect(
      await numero(
        db,
        sql`select count(*) as n from clientes c join users u on u.id = c.user_id where u.verificado and (
              (select count(*) from lojas l where l.cliente_id = c.id and l.padrao) <> 1
              or (select count(*) from lojas l where l.cliente_id = c.id) not between 1 and 2)`,
      ),
    ).toBe(0);
    expect(await numero(db, sql`select count(*) as n from avaliacoes`)).toBeGreaterThan(0);
    expect(
      await numero(db, sql`select count(*) as n from cliente_representante where status = 0`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('documentos válidos e endereços em cidades reais do estado informado', async () => {
    const docs = await linhas<{ cnpj: string | null }>(
      db,
      sql`select cnpj from fornecedores union all select cnpj from representantes
          union all select cnpj from clientes c join users u on u.id = c.user_id where u.verificado
          union all select cnpj from lojas union all select cnpj from administradores`,
    );
    expect(docs.length).toBeGreaterThan(50);
    for (const d of docs) expect(cnpjValido(d.cnpj ?? ''), d.cnpj ?? 'null').toBe(true);
    expect(docs.some((d) => /[A-Z]/.test(d.cnpj ?? ''))).toBe(true);
    const cpfs = await linhas<{ cpf: string }>(
      db,
      sql`select cpf from fornecedores
          union all select responsavel_cpf from clientes c join users u on u.id = c.user_id where u.verificado`,
    );
    for (const c of cpfs) expect(cpfValido(c.cpf), c.cpf).toBe(true);
    expect(
      await numero(
        db,
        sql`select count(*) as n from enderecos e left join cidades c on c.id = e.cidade_id
            where c.id is null or c.estado_id <> e.estado_id or e.cep !~ '^[0-9]{8}$'`,
      ),
    ).toBe(0);
  });

  it('cada fornecedor tem de 10 a 20 produtos, com fotos, em todos os status 0, 1, 2 e 3', async () => {
    const porFornecedor = await linhas<{ n: number }>(
      db,
      sql`select count(*)::int as n from produtos group by fornecedor_id`,
    );
    expect(porFornecedor).toHaveLength(6);
    for (const f of porFornecedor) expect(Number(f.n)).toBeGreaterThanOrEqual(10);
    for (const f of porFornecedor) expect(Number(f.n)).toBeLessThanOrEqual(20);
    const status = await linhas<{ status: number }>(db, sql`select distinct status from produtos order by 1`);
    expect(status.map((s) => Number(s.status))).toEqual([0, 1, 2, 3]);
    expect(await numero(db, sql`select count(*) as n from produtos where not ativo`)).toBeGreaterThan(0);
    expect(
      await numero(
        db,
        sql`select count(*) as n from produtos p where not exists (select 1 from produto_midias m where m.produto_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await numero(
        db,
        sql`select count(*) as n from homologacoes h where h.status = 2 and not exists (select 1 from homologacao_erros e where e.homologacao_id = h.id)`,
      ),
    ).toBe(0);
    // The photos are real files in storage.
    const [foto] = await linhas<{ chave: string; bytes: number }>(
      db,
      sql`select a.chave, a.bytes from produto_midias m join arquivos a on a.id = m.arquivo_id order by m.id limit 1`,
    );
    // Named by content hash and stored in every width, WebP and JPEG (issue 12 §9).
    expect(foto?.chave).toMatch(/^produtos\/\d+\/[0-9a-f]{16}-2048\.jpg$/);
    const conteudo = await t.deps.storage.ler(foto?.chave ?? '');
    expect(conteudo.length).toBe(Number(foto?.bytes));
    expect(conteudo.subarray(0, 2).toString('hex')).toBe('ffd8');
    const webp = await t.deps.storage.ler((foto?.chave ?? '').replace('-2048.jpg', '-320.webp'));
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await t.deps.storage.existe((foto?.chave ?? '').replace('-2048.jpg', '-640.jpg'))).toBe(true);
  });

  it('cerca de 40 pedidos em todos os status 0, 1, 3, 4 e 5, com valores exatos e grade somando a quantidade', async () => {
    const total = await numero(db, sql`select count(*) as n from pedidos`);
    expect(total).toBeGreaterThanOrEqual(35);
    expect(total).toBeLessThanOrEqual(50);
    const status = await linhas<{ status: number }>(db, sql`select distinct status from pedidos order by 1`);
    expect(status.map((s) => Number(s.status))).toEqual([0, 1, 3, 4, 5]);
    const falhas = {
      liquido: sql`select count(*) as n from pedidos where valor_liquido <> valor_bruto - desconto_valor + taxa_valor`,
      bruto: sql`select count(*) as n from pedidos p where valor_bruto <> (select sum(subtotal) from pedido_itens i where i.pedido_id = p.id)`,
      comissao: sql`select count(*) as n from pedidos where comissao_valor <> round(valor_liquido * comissao_percentual / 100, 2)`,
      subtotal: sql`select count(*) as n from pedido_itens where subtotal <> valor * quantidade`,
      grade: sql`select count(*) as n from pedido_itens i where quantidade <> (select coalesce(sum(g.quantidade), 0) from pedido_grade g where g.pedido_item_id = i.id)`,
      quantidade: sql`select count(*) as n from pedidos p where quantidade <> (select sum(quantidade) from pedido_itens i where i.pedido_id = p.id)`,
      itens: sql`select count(*) as n from pedidos p where (select count(*) from pedido_itens i where i.pedido_id = p.id) not between 1 and 5`,
      celulaForaDaGrade: sql`select count(*) as n from pedido_grade g join pedido_itens i on i.id = g.pedido_item_id
        where not exists (select 1 from produto_cores c where c.produto_id = i.produto_id and c.cor_id = g.cor_id)
           or not exists (select 1 from produto_tamanhos s where s.produto_id = i.produto_id and s.tamanho_id = g.tamanho_id)`,
      representanteSemFornecedor: sql`select count(*) as n from pedidos p where not exists (select 1 from representante_fornecedor rf
        where rf.representante_id = p.representante_id and rf.fornecedor_id = p.fornecedor_id)`,
      enviadoSemRemessa: sql`select count(*) as n from pedidos p where (p.status = 4) <> exists (select 1 from remessa_pedidos r where r.pedido_id = p.id)`,
      entregaIncompleta: sql`select count(*) as n from pedido_grade g join pedido_itens i on i.id = g.pedido_item_id join pedidos p on p.id = i.pedido_id
        where p.status in (3, 4) and g.quantidade <> (select coalesce(sum(e.quantidade), 0) from entrega_itens e where e.pedido_grade_id = g.id)`,
      promissorias: sql`select count(*) as n from pedidos p where exists (select 1 from promissorias x where x.pedido_id = p.id)
        and p.valor_liquido <> (select sum(valor) from promissorias x where x.pedido_id = p.id)`,
      promissoriaSemPedidoVivo: sql`select count(*) as n from promissorias x join pedidos p on p.id = x.pedido_id where p.status in (0, 5)`,
      comissaoPagaSemEntrega: sql`select count(*) as n from recebimento_pedidos x join pedidos p on p.id = x.pedido_id
        where p.status not in (3, 4) or x.comissao_valor <> p.comissao_valor`,
      vencimentoNoFimDeSemana: sql`select count(*) as n from promissorias where extract(isodow from vencimento) in (6, 7)`,
      hash: sql`select count(*) as n from pedidos where hash !~ '^[0-9a-f]{64}$' or uuid::text !~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'`,
    };
    for (const [nome, consulta] of Object.entries(falhas)) expect(await numero(db, consulta), nome).toBe(0);
    for (const [tabela, minimo] of [
      ['pedidos_clientes', 2],
      ['entregas', 1],
      ['remessa_pedidos', 1],
      ['promissorias', 1],
      ['recebimento_pedidos', 1],
    ] as const) {
      expect(await numero(db, sql.raw(`select count(*) as n from ${tabela}`)), tabela).toBeGreaterThanOrEqual(
        minimo,
      );
    }
    expect(
      await numero(db, sql`select count(*) as n from pedidos where pedido_cliente_id is not null`),
    ).toBeGreaterThanOrEqual(2);
    // Each second login of a role owns different orders.
    const porLogin = await linhas<{ email: string; n: number }>(
      db,
      sql`select u.email, count(distinct p.id)::int as n from users u
          left join fornecedores f on f.user_id = u.id left join clientes c on c.user_id = u.id
          left join representantes r on r.user_id = u.id
          join pedidos p on p.fornecedor_id = f.id or p.cliente_id = c.id or p.representante_id = r.id
          group by u.email`,
    );
    const pedidosDe = Object.fromEntries(porLogin.map((l) => [l.email, Number(l.n)]));
    for (const email of [
      'fornecedor',
      'fornecedor2',
      'cliente',
      'cliente2',
      'representante',
      'representante2',
    ]) {
      expect(pedidosDe[`${email}@rodada.test`] ?? 0, email).toBeGreaterThan(0);
    }
  });

  it('a rodada aberta permite pedidos e contém hoje; a encerrada terminou', async () => {
    const hoje = hojeEmSaoPaulo(AGORA);
    const rodadas = await linhas<{
      id: number;
      data_inicio: string;
      data_fim: string;
      permitir_pedidos: boolean;
      planta: number | null;
    }>(
      db,
      sql`select id, data_inicio::text, data_fim::text, permitir_pedidos, planta_arquivo_id as planta from rodadas order by id`,
    );
    expect(rodadas).toHaveLength(2);
    const [aberta, encerrada] = rodadas;
    expect(aberta?.permitir_pedidos).toBe(true);
    expect(aberta!.data_inicio <= hoje && hoje <= aberta!.data_fim).toBe(true);
    expect(aberta?.planta).not.toBeNull();
    expect(encerrada?.permitir_pedidos).toBe(false);
    expect(encerrada!.data_fim < hoje).toBe(true);
    expect(await numero(db, sql`select count(*) as n from agenda_slots group by rodada_id limit 1`)).toBe(13);
    expect(
      await numero(
        db,
        sql`select count(*) as n from rodadas where administrador_id = (select id from administradores order by id limit 1)`,
      ),
    ).toBe(2);
    // Every stand of the open round is a rectangle of its floor plan.
    const [planta] = await linhas<{ chave: string }>(
      db,
      sql`select a.chave from rodadas r join arquivos a on a.id = r.planta_arquivo_id order by r.id limit 1`,
    );
    const svg = (await t.deps.storage.ler(planta?.chave ?? '')).toString('utf8');
    const codigos = await linhas<{ codigo: string }>(db, sql`select codigo from stands`);
    expect(codigos.length).toBeGreaterThanOrEqual(20);
    for (const { codigo } of codigos) expect(svg).toContain(`id="${codigo}"`);
    // Stored as an upload would be (ADR 015): sanitised, outside the public areas, served by the
    // round's public planta route.
    expect(sanitizarSvg(svg)).toBe(svg);
    expect(planta?.chave).toMatch(/^plantas\//);
    const servida = await t.app.inject({ url: `/api/rodadas/${aberta!.id}/planta` });
    expect(servida.statusCode).toBe(200);
    expect(servida.body).toBe(svg);
  });

  it('todos os logins de demonstração participam da rodada aberta', async () => {
    const rodada = sql`(select id from rodadas order by id limit 1)`;
    const participantes = await linhas<{ email: string }>(
      db,
      sql`select u.email from users u join fornecedores f on f.user_id = u.id join rodada_fornecedores x on x.fornecedor_id = f.id and x.rodada_id = ${rodada}
          union select u.email from users u join clientes c on c.user_id = u.id join rodada_clientes x on x.cliente_id = c.id and x.rodada_id = ${rodada}
          union select u.email from users u join representantes r on r.user_id = u.id join rodada_representantes x on x.representante_id = r.id and x.rodada_id = ${rodada}
          union select u.email from users u join administradores a on a.user_id = u.id join rodadas x on x.administrador_id = a.id and x.id = ${rodada}`,
    );
    const emails = new Set(participantes.map((p) => p.email));
    for (const l of DEMO_LOGINS.filter((l) => l.papel !== 'master'))
      expect(emails.has(l.email), l.email).toBe(true);
    // No double booking of a supplier or a client at the same start (domain.md).
    expect(
      await numero(
        db,
        sql`select count(*) as n from (select fornecedor_id, data_hora from agendamentos where cancelado_em is null group by 1, 2 having count(*) > 1) x`,
      ),
    ).toBe(0);
    expect(await numero(db, sql`select count(*) as n from agendamentos`)).toBeGreaterThan(5);
  });

  it('cliente@ está vinculado a representante@ e cliente2@ a representante2@', async () => {
    const vinculos = await linhas<{
      cliente: string;
      representante: string;
      status: number;
      principal: boolean;
    }>(
      db,
      sql`select uc.email as cliente, ur.email as representante, cr.status, c.representante_id = r.id as principal
          from cliente_representante cr join clientes c on c.id = cr.cliente_id join users uc on uc.id = c.user_id
          join representantes r on r.id = cr.representante_id join users ur on ur.id = r.user_id
          where uc.email in ('cliente@rodada.test', 'cliente2@rodada.test') and cr.status = 1`,
    );
    expect(vinculos).toEqual(
      expect.arrayContaining([
        {
          cliente: 'cliente@rodada.test',
          representante: 'representante@rodada.test',
          status: 1,
          principal: true,
        },
        {
          cliente: 'cliente2@rodada.test',
          representante: 'representante2@rodada.test',
          status: 1,
          principal: true,
        },
      ]),
    );
  });

  it('notificações: uma pergunta de produto vencido (tipo 4) para fornecedor@ sobre um produto vencido dele', async () => {
    expect(
      await numero(
        db,
        sql`select count(*) as n from notificacoes n join users u on u.id = n.user_id join fornecedores f on f.user_id = u.id
            join produtos p on p.id = n.produto_id and p.fornecedor_id = f.id
            where u.email = 'fornecedor@rodada.test' and n.tipo = 4 and p.status = 3 and n.lida_em is null`,
      ),
    ).toBe(1);
    expect(
      await numero(db, sql`select count(*) as n from notificacoes where lida_em is not null`),
    ).toBeGreaterThan(0);
    expect(await numero(db, sql`select count(*) as n from banners where status = 1`)).toBeGreaterThanOrEqual(
      3,
    );
    expect(await numero(db, sql`select count(*) as n from banners where status = 2`)).toBe(1);
    // The banners' pictures in every width, named as modules/banners names them.
    const chaves = await db.execute<{ chave: string }>(
      sql`select a.chave from banners b join arquivos a on a.id = b.imagem_arquivo_id`,
    );
    for (const { chave } of chaves.rows) {
      expect(chave).toMatch(/^banners\/[0-9a-f]{16}-2048\.jpg$/);
      expect(await t.deps.storage.existe(chave.replace('-2048.jpg', '-320.webp'))).toBe(true);
    }
    expect(await numero(db, sql`select count(*) as n from impressoes`)).toBe(2);
  });

  it('rodar o seed de novo não muda nada', async () => {
    const antes = await contagens(db);
    expect(await prepararBanco(depsDemo(t))).toEqual({ demoCriado: false });
    expect(await demoPresente(t.deps)).toBe(true);
    expect(await seedDemo(depsDemo(t))).toBe(false);
    await seedReferencia(db);
    expect(await contagens(db)).toEqual(antes);
    expect(ms).toBeGreaterThan(0);
  });

  describe('em outro banco', () => {
    let t2: AppDeTeste;

    beforeAll(async () => {
      t2 = await criarAppDeTeste();
    }, 60_000);

    afterAll(async () => {
      await t2?.fechar();
    });

    it('SEED=none cria só os dados de referência, sem usuários', async () => {
      expect(await prepararBanco(depsDemo(t2, 'none'))).toEqual({ demoCriado: false });
      expect(await numero(t2.deps.db, sql`select count(*) as n from cidades`)).toBe(5571);
      expect(await numero(t2.deps.db, sql`select count(*) as n from users`)).toBe(0);
      // The catalogue's reference lists (issue 12): categories, shared sizes and colours, reasons.
      expect(await numero(t2.deps.db, sql`select count(*) as n from categorias`)).toBe(CATEGORIAS.length);
      expect(await numero(t2.deps.db, sql`select count(*) as n from cores where tipo = 1`)).toBe(
        CORES_COMPARTILHADAS.length,
      );
      expect(await numero(t2.deps.db, sql`select count(*) as n from erros_homologacao`)).toBe(
        ERROS_HOMOLOGACAO.length,
      );
      const especiais = await linhas<{ tamanho: string }>(
        t2.deps.db,
        sql`select tamanho from tamanhos where tipo = 1 and especial`,
      );
      expect(especiais).toEqual([{ tamanho: 'ÚNICO' }]);
      expect(await numero(t2.deps.db, sql`select count(*) as n from tamanhos where tipo = 1`)).toBe(
        TAMANHOS_COMPARTILHADOS.length,
      );
    });

    it('dois seeds novos no mesmo instante geram os mesmos dados (PRNG com semente)', async () => {
      expect(await seedDemo(depsDemo(t2))).toBe(true);
      expect(await impressaoDigital(t2.deps.db)).toEqual(await impressaoDigital(db));
    }, 60_000);
  });
});

describe('banco que já tem usuários (instalação real)', () => {
  let t: AppDeTeste;

  beforeAll(async () => {
    t = await criarAppDeTeste();
  }, 60_000);

  afterAll(async () => {
    await t?.fechar();
  });

  it('a demonstração é tudo ou nada: uma falha no meio não deixa nenhuma linha', async () => {
    const storage = { ...t.deps.storage, salvar: () => Promise.reject(new Error('disco cheio')) };
    await expect(seedDemo({ ...depsDemo(t), storage })).rejects.toThrow('disco cheio');
    expect(await numero(t.deps.db, sql`select count(*) as n from users`)).toBe(0);
    expect(await numero(t.deps.db, sql`select count(*) as n from enderecos`)).toBe(0);
  });

  it('nunca recebe os usuários de demonstração', async () => {
    await criarUsuario(t.deps, { tipo: 'master', email: 'dono@loja.com.br' });
    expect(await prepararBanco(depsDemo(t))).toEqual({ demoCriado: false });
    expect(await numero(t.deps.db, sql`select count(*) as n from users`)).toBe(1);
    expect(await numero(t.deps.db, sql`select count(*) as n from estados`)).toBe(27);
    // So the start banner does not list demo logins that would not work here.
    expect(await demoPresente(t.deps)).toBe(false);
  });
  it('as listas do catálogo só são carregadas vazias: o que o master mudou não volta', async () => {
    const db2 = t.deps.db;
    await seedReferencia(db2);
    await db2.execute(sql`delete from tamanhos where tamanho = 'PP' and tipo = 1`);
    await db2.execute(sql`update cores set nome = 'PRETO FOSCO' where nome = 'PRETO' and tipo = 1`);
    await seedReferencia(db2);
    expect(await numero(db2, sql`select count(*) as n from tamanhos where tamanho = 'PP'`)).toBe(0);
    expect(await numero(db2, sql`select count(*) as n from cores where nome = 'PRETO'`)).toBe(0);
    expect(await numero(db2, sql`select count(*) as n from cores where tipo = 1`)).toBe(
      CORES_COMPARTILHADAS.length,
    );
  });
});
