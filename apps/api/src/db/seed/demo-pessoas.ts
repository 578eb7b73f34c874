import { eq } from 'drizzle-orm';
import {
  administradores,
  avaliacoes,
  cliente_representante,
  clientes,
  enderecos,
  fornecedores,
  lojas,
  representante_fornecedor,
  representantes,
  users,
} from '../schema/index.js';
import { salvarArquivos, type Contexto } from './demo-contexto.js';
import { emailDemo } from './demo-logins.js';
import {
  ADMINISTRADORES,
  CLIENTES,
  FORNECEDORES,
  MASTER_NOME,
  REPRESENTANTES,
  type FornecedorDemo,
  type LocalDemo,
  type RepresentanteDemo,
} from './demo-pessoas-dados.js';
import { cnpjComDigitos, cpfComDigitos } from '@rodada/domain';
import { em, somarDias } from './demo-util.js';
import { logoFornecedor } from './imagens.js';

// The people of the demo (domain.md "People"): one master, two administradores, six suppliers,
// four representatives and twenty shop clients with their stores, links and ratings.

/** A created supplier: profile id, user id and its static data. */
export interface FornecedorCriado {
  id: number;
  userId: number;
  nome: string;
  dados: FornecedorDemo;
}
/** A created representative. */
export interface RepresentanteCriado {
  id: number;
  userId: number;
  nome: string;
  dados: RepresentanteDemo;
}
/** A created client with its stores. */
export interface ClienteCriado {
  id: number;
  userId: number;
  nome: string;
  /** Index of the main representative in `representantes` (0 = representante@, 1 = representante2@). */
  representante: 0 | 1;
  /** Store ids; the first is the default (padrao). */
  lojas: number[];
}
/** Everyone the demo created, for the later parts. */
export interface PessoasDemo {
  masterUserId: number;
  administradores: { id: number; userId: number; nome: string }[];
  fornecedores: FornecedorCriado[];
  representantes: RepresentanteCriado[];
  clientes: ClienteCriado[];
}

/** 'Malharia Serra Gaúcha' → 'malhariaserragaucha' (for believable contact e-mails). */
function slug(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Inserts addresses, answering their ids in the order given. */
async function criarEnderecos(
  ctx: Contexto,
  lista: { local: LocalDemo; email: string; email2?: string }[],
): Promise<number[]> {
  const { rng } = ctx;
  const linhas = await ctx.tx
    .insert(enderecos)
    .values(
      lista.map(({ local, email, email2 }) => ({
        rua: local.rua,
        numero: local.numero,
        complemento: local.complemento ?? null,
        bairro: local.bairro,
        cidade_id: local.cidade.id,
        estado_id: local.cidade.estado_id,
        cep: local.cep,
        // Digits only (the mask is a display concern): landline 10 digits, mobile 11.
        telefone: `${local.cidade.ddd}3${rng.digitos(7)}`,
        celular: `${local.cidade.ddd}9${rng.inteiro(8, 9)}${rng.digitos(7)}`,
        email,
        email2: email2 ?? null,
        local: `${local.cidade.nome}/${local.cidade.uf}`,
      })),
    )
    .returning({ id: enderecos.id });
  // One multi-row VALUES insert: RETURNING yields the rows in the order given.
  return linhas.map((l) => l.id);
}

/** Creates every demo person; all share the one argon2id hash of DEMO_SENHA. */
export async function criarPessoas(ctx: Contexto): Promise<PessoasDemo> {
  const { tx, rng } = ctx;
  const contas = [
    { tipo: 'master', nome: MASTER_NOME, email: 'master@rodada.test' },
    ...ADMINISTRADORES.map((a) => ({ tipo: 'administrador', nome: a.nome, email: a.email })),
    ...FORNECEDORES.map((f, i) => ({
      tipo: 'fornecedor',
      nome: f.nome_fantasia,
      email: emailDemo('fornecedor', i + 1),
    })),
    ...REPRESENTANTES.map((r, i) => ({
      tipo: 'representante',
      nome: r.nome_fantasia,
      email: emailDemo('representante', i + 1),
    })),
    ...CLIENTES.map((c, i) => ({ tipo: 'cliente', nome: c.nome, email: emailDemo('cliente', i + 1) })),
  ];
  const criados = await tx
    .insert(users)
    .values(
      contas.map((c) => ({
        ...c,
        password: ctx.senhaHash,
        email_validado: true,
        verificado: true,
        created_at: new Date(ctx.agora.getTime() - 120 * 24 * 3600 * 1000),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(criados.map((u) => [u.email, u.id]));
  const idDe = (email: string) => {
    const id = userId.get(email);
    if (id === undefined) throw new Error(`Usuário demo ausente: ${email}`);
    return id;
  };

  // Administradores.
  const endAdmin = await criarEnderecos(
    ctx,
    ADMINISTRADORES.map((a) => ({ local: a.local, email: a.email })),
  );
  const admins = await tx
    .insert(administradores)
    .values(
      ADMINISTRADORES.map((a, i) => ({
        user_id: idDe(a.email),
        nome: a.nome,
        cnpj: cnpjComDigitos(`${a.raiz}0001`),
        endereco_id: em(endAdmin, i),
      })),
    )
    .returning({ id: administradores.id, user_id: administradores.user_id, nome: administradores.nome });

  // Suppliers, with a generated logo each.
  const endForn = await criarEnderecos(
    ctx,
    FORNECEDORES.map((f) => ({
      local: f.local,
      email: `comercial@${slug(f.nome_fantasia)}.com.br`,
      email2: `financeiro@${slug(f.nome_fantasia)}.com.br`,
    })),
  );
  const forn = await tx
    .insert(fornecedores)
    .values(
      FORNECEDORES.map((f, i) => ({
        user_id: idDe(emailDemo('fornecedor', i + 1)),
        razao_social: f.razao_social,
        nome_fantasia: f.nome_fantasia,
        cnpj: cnpjComDigitos(`${f.raiz}0001`),
        ie: rng.digitos(f.local.cidade.uf === 'SP' ? 12 : 9),
        nome_socio: f.nome_socio,
        cpf: cpfComDigitos(rng.digitos(9)),
        data_nascimento: somarDias('1968-01-01', rng.inteiro(0, 8000)),
        endereco_id: em(endForn, i),
        local: `${f.local.cidade.nome}/${f.local.cidade.uf}`,
        regime_tributario: f.regime,
      })),
    )
    .returning({ id: fornecedores.id });
  const logos = await Promise.all(FORNECEDORES.map((f) => logoFornecedor(f.nome_fantasia, f.cores)));
  const logoIds = await salvarArquivos(
    ctx,
    logos.map((img, i) => ({
      chave: `fornecedores/${em(forn, i).id}/logo.jpg`,
      nome: 'logo.jpg',
      mime: img.mime,
      conteudo: img.conteudo,
      largura: img.largura,
      altura: img.altura,
      user_id: idDe(emailDemo('fornecedor', i + 1)),
    })),
  );
  for (const [i, f] of forn.entries()) {
    await tx
      .update(fornecedores)
      .set({ logo_arquivo_id: em(logoIds, i) })
      .where(eq(fornecedores.id, f.id));
  }

  // Representatives and the suppliers they carry.
  const endRep = await criarEnderecos(
    ctx,
    REPRESENTANTES.map((r) => ({ local: r.local, email: `contato@${slug(r.nome_fantasia)}.com.br` })),
  );
  const reps = await tx
    .insert(representantes)
    .values(
      REPRESENTANTES.map((r, i) => ({
        user_id: idDe(emailDemo('representante', i + 1)),
        nome_fantasia: r.nome_fantasia,
        razao_social: r.razao_social,
        cnpj: cnpjComDigitos(`${r.raiz}0001`),
        ie: rng.digitos(9),
        banco: r.banco,
        agencia: r.agencia,
        conta: r.conta,
        conta_tipo: r.conta_tipo,
        endereco_id: em(endRep, i),
      })),
    )
    .returning({ id: representantes.id });
  await tx.insert(representante_fornecedor).values(
    REPRESENTANTES.flatMap((r, i) =>
      r.fornecedores.map((fi, j) => ({
        representante_id: em(reps, i).id,
        fornecedor_id: em(forn, fi).id,
        // One switched off by its representative (spec 2 §4 per-representative activation).
        ativo_representante: !(i === 2 && j === 1),
      })),
    ),
  );

  // Clients: odd positions belong to representante@, even ones to representante2@.
  const endCli = await criarEnderecos(
    ctx,
    CLIENTES.map((c) => ({ local: em(c.lojas, 0).local, email: `contato@${slug(c.nome)}.com.br` })),
  );
  const cli = await tx
    .insert(clientes)
    .values(
      CLIENTES.map((c, i) => ({
        user_id: idDe(emailDemo('cliente', i + 1)),
        nome: c.nome,
        razao_social: c.razao_social,
        nome_fantasia: c.nome,
        cnpj: cnpjComDigitos(`${c.raiz}0001`),
        ie: rng.digitos(9),
        responsavel_nome: c.responsavel,
        responsavel_cpf: cpfComDigitos(rng.digitos(9)),
        representante_id: em(reps, i % 2).id,
        endereco_id: em(endCli, i),
      })),
    )
    .returning({ id: clientes.id });

  // Stores: the first (padrao) shares the client's CNPJ (matriz /0001), the others are branches.
  const lojasPlanas = CLIENTES.flatMap((c, i) => c.lojas.map((l, j) => ({ c, i, l, j })));
  const endLojas = await criarEnderecos(
    ctx,
    lojasPlanas.map(({ c, j, l }) => ({
      local: l.local,
      email: j === 0 ? `contato@${slug(c.nome)}.com.br` : `loja${j + 1}@${slug(c.nome)}.com.br`,
    })),
  );
  const lojasCriadas = await tx
    .insert(lojas)
    .values(
      lojasPlanas.map(({ c, i, l, j }, k) => ({
        cliente_id: em(cli, i).id,
        razao_social: c.razao_social,
        nome_fantasia: l.nome_fantasia,
        cnpj: cnpjComDigitos(`${c.raiz}${String(j + 1).padStart(4, '0')}`),
        ie: rng.digitos(9),
        responsavel_id: idDe(emailDemo('cliente', i + 1)),
        padrao: j === 0,
        endereco_id: em(endLojas, k),
      })),
    )
    .returning({ id: lojas.id, cliente_id: lojas.cliente_id });

  // Links: each client confirmed (1) with its main representative; two pending (0) requests.
  await tx
    .insert(cliente_representante)
    .values([
      ...cli.map((c, i) => ({ cliente_id: c.id, representante_id: em(reps, i % 2).id, status: 1 })),
      { cliente_id: em(cli, 2).id, representante_id: em(reps, 2).id, status: 0 },
      { cliente_id: em(cli, 5).id, representante_id: em(reps, 3).id, status: 0 },
      { cliente_id: em(cli, 4).id, representante_id: em(reps, 3).id, status: 1 },
    ]);

  // Ratings (spec 2 §3 "avaliacao": half-star steps, comment required).
  const notas: [number, number, string, string][] = [
    [0, 0, '4.5', 'Tricô de ótimo acabamento e entrega sempre dentro do prazo combinado.'],
    [0, 5, '4.0', 'Grade completa e boa reposição; as clientes pedem a legging de novo.'],
    [0, 3, '3.5', 'Peças bonitas, mas a última remessa atrasou uma semana.'],
    [1, 1, '5.0', 'O jeans mais vendido da minha carteira. Modelagem que veste bem.'],
    [1, 2, '4.5', 'Moda praia com estampa exclusiva; clientes do litoral adoram.'],
    [1, 4, '3.0', 'Boa coleção, porém o pedido mínimo é alto para lojas pequenas.'],
    [2, 4, '4.0', 'Atendimento rápido no Brás e troca sem burocracia.'],
    [3, 3, '5.0', 'Parceiro de muitos anos; o tricô de Monte Sião vende sozinho.'],
  ];
  await tx.insert(avaliacoes).values(
    notas.map(([r, f, rating, comentario], i) => ({
      representante_id: em(reps, r).id,
      fornecedor_id: em(forn, f).id,
      rating,
      comentario,
      created_at: new Date(ctx.agora.getTime() - (40 - i * 4) * 24 * 3600 * 1000),
    })),
  );

  return {
    masterUserId: idDe('master@rodada.test'),
    administradores: admins.map((a) => ({ id: a.id, userId: a.user_id, nome: a.nome })),
    fornecedores: forn.map((f, i) => ({
      id: f.id,
      userId: idDe(emailDemo('fornecedor', i + 1)),
      nome: em(FORNECEDORES, i).nome_fantasia,
      dados: em(FORNECEDORES, i),
    })),
    representantes: reps.map((r, i) => ({
      id: r.id,
      userId: idDe(emailDemo('representante', i + 1)),
      nome: em(REPRESENTANTES, i).nome_fantasia,
      dados: em(REPRESENTANTES, i),
    })),
    clientes: cli.map((c, i) => ({
      id: c.id,
      userId: idDe(emailDemo('cliente', i + 1)),
      nome: em(CLIENTES, i).nome,
      representante: i % 2 === 0 ? 0 : 1,
      lojas: lojasCriadas.filter((l) => l.cliente_id === c.id).map((l) => l.id),
    })),
  };
}
