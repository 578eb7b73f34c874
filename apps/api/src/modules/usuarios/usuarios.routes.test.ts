import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, MSG_USUARIOS } from '@rodada/contracts';
import {
  auditoria,
  categorias,
  produtos,
  rodada_fornecedores,
  tokens,
  users,
} from '../../db/schema/index.js';
import { chamadorJson, criarRodadas } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
let master: string;
let masterId: number;
let seq = 0;
const novoEmail = (prefixo: string) => `${prefixo}-${++seq}@u.test`;
const NAO_MASTER = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;
const tokensDe: Record<string, string> = {};

type Metodo = 'GET' | 'POST';
/** One call, with a bearer token when given. */
const chamar = chamadorJson(() => t.app);

/** Tries a login and answers the raw response. */
function logar(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/logar', payload: { email, password } });
}

/** A fresh user of a role, with its id and a logged-in token. */
async function novoUsuario(tipo: 'master' | (typeof NAO_MASTER)[number], nome?: string) {
  const email = novoEmail(tipo);
  const { user, perfilId } = await criarUsuario(t.deps, { tipo, email, ...(nome ? { nome } : {}) });
  return { id: user.id, email, perfilId, token: await entrar(t.app, email) };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const m = await criarUsuario(t.deps, { tipo: 'master', email: 'master@u.test', nome: 'Mestre' });
  masterId = m.user.id;
  for (const tipo of NAO_MASTER) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@u.test`, nome: `Perfil ${tipo}` });
    tokensDe[tipo] = await entrar(t.app, `${tipo}@u.test`);
  }
  master = await entrar(t.app, 'master@u.test');
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/usuarios/listar (somente master, spec D12)', () => {
  it('master lista com o nome do perfil do papel, paginado', async () => {
    const r = await chamar('GET', '/api/usuarios/listar?paginacao=2', master);
    expect(r.statusCode).toBe(200);
    const { usuarios } = r.json();
    expect(usuarios).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(usuarios.data).toHaveLength(2);
    const todos = (await chamar('GET', '/api/usuarios/listar', master)).json();
    const nomes = todos.usuarios.data.map((u: { nome: string }) => u.nome).sort();
    expect(nomes).toEqual([
      'Mestre',
      'Perfil administrador',
      'Perfil cliente',
      'Perfil fornecedor',
      'Perfil representante',
    ]);
    expect(todos.usuarios.data[0]).not.toHaveProperty('password');
  });

  it('busca por parte do nome ou do email, com espaços à esquerda ignorados', async () => {
    const r = await chamar('GET', `/api/usuarios/listar?busca=${encodeURIComponent('  forneced')}`, master);
    expect(r.json().usuarios.data.map((u: { email: string }) => u.email)).toEqual(['fornecedor@u.test']);
    const curinga = await chamar('GET', '/api/usuarios/listar?busca=%25', master);
    expect(curinga.json().usuarios.total).toBe(0);
  });

  it('cada linha diz o que o master pode (acoes, ADR 013): no próprio login, só editar', async () => {
    const todos = (await chamar('GET', '/api/usuarios/listar', master)).json().usuarios.data as {
      id: number;
      acoes: Record<string, boolean>;
    }[];
    const proprio = todos.find((u) => u.id === masterId);
    expect(proprio?.acoes).toEqual({ editar: true, excluir: false, resetar_senha: false, ativar: false });
    const outros = todos.filter((u) => u.id !== masterId);
    expect(outros.length).toBeGreaterThan(0);
    for (const u of outros) {
      expect(u.acoes).toEqual({ editar: true, excluir: true, resetar_senha: true, ativar: true });
    }
    const semPagina = (await chamar('GET', '/api/usuarios/listar-todos', master)).json().usuarios as {
      id: number;
      acoes: Record<string, boolean>;
    }[];
    expect(semPagina.find((u) => u.id === masterId)?.acoes.resetar_senha).toBe(false);
  });

  it('parâmetros fora do contrato: 400 com erro por campo', async () => {
    const r = await chamar('GET', '/api/usuarios/listar?paginacao=1000&tipo=rei', master);
    expect(r.statusCode).toBe(400);
    const corpo = r.json();
    expect(corpo.status).toBe(2);
    expect(Object.keys(corpo.errors).sort()).toEqual(['paginacao', 'tipo']);
  });
});

// Every endpoint of the family but the caller's own password change is for master only.
const SOMENTE_MASTER: { metodo: Metodo; url: string; payload?: object }[] = [
  { metodo: 'GET', url: '/api/usuarios/listar' },
  { metodo: 'GET', url: '/api/usuarios/listar-todos' },
  { metodo: 'POST', url: '/api/usuarios/resetar-senha', payload: { id: 1 } },
  { metodo: 'POST', url: '/api/usuarios/1/alterarsenha' },
  { metodo: 'POST', url: '/api/usuarios/1/inativar' },
  { metodo: 'POST', url: '/api/usuarios/cadastrar', payload: { nome: 'Fulano', email: 'f@u.test' } },
  { metodo: 'GET', url: '/api/usuarios/1/editar' },
  { metodo: 'POST', url: '/api/usuarios/1/atualizar', payload: { nome: 'Fulano', email: 'f@u.test' } },
  { metodo: 'POST', url: '/api/usuarios/1/excluir' },
];

describe('papéis: a família de usuários é só do master (spec D12)', () => {
  it.each(SOMENTE_MASTER)('$metodo $url sem login: 401', async ({ metodo, url, payload }) => {
    const r = await chamar(metodo, url, undefined, payload);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  for (const tipo of NAO_MASTER) {
    it.each(SOMENTE_MASTER)(`$metodo $url como ${tipo}: 403`, async ({ metodo, url, payload }) => {
      const r = await chamar(metodo, url, tokensDe[tipo], payload);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ status: 2, msg: MSG.semPermissao });
    });
  }

  it('nada mudou depois das tentativas negadas', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, 1));
    expect(u).toMatchObject({ ativo: true, trocar_senha: false });
    const criados = await t.deps.db.select().from(users).where(eq(users.email, 'f@u.test'));
    expect(criados).toEqual([]);
  });
});

describe('GET /api/usuarios/listar-todos', () => {
  it('todos, sem paginação, com o limite declarado', async () => {
    const r = await chamar('GET', '/api/usuarios/listar-todos', master);
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.limite).toBe(1000);
    expect(corpo.truncado).toBe(false);
    expect(corpo.usuarios.length).toBe(corpo.total);
    expect(corpo.usuarios.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['master@u.test', 'cliente@u.test', 'fornecedor@u.test']),
    );
    expect(corpo.usuarios[0]).not.toHaveProperty('password');
  });

  it('filtra por papel e por busca', async () => {
    const r = await chamar('GET', '/api/usuarios/listar-todos?tipo=cliente&busca=%20perfil', master);
    expect(r.json().usuarios.map((u: { email: string }) => u.email)).toEqual(['cliente@u.test']);
    const ruim = await chamar('GET', '/api/usuarios/listar-todos?tipo=rei', master);
    expect(ruim.statusCode).toBe(400);
    expect(Object.keys(ruim.json().errors)).toEqual(['tipo']);
  });
});

describe('POST /api/usuarios/resetar-senha (spec D1)', () => {
  it('gera uma senha temporária mostrada uma vez, exige a troca e encerra as sessões do usuário', async () => {
    const alvo = await novoUsuario('fornecedor');
    const segundaSessao = await entrar(t.app, alvo.email);
    const r = await chamar('POST', '/api/usuarios/resetar-senha', master, { id: alvo.id });
    expect(r.statusCode).toBe(200);
    const { senha, msg, status } = r.json();
    expect(status).toBe(1);
    expect(senha).toMatch(/^[a-zA-Z2-9]{10}$/);
    expect(msg).toBe(`Senha resetada com sucesso. Nova senha: ${senha}`);

    // Both open sessions are gone.
    for (const token of [alvo.token, segundaSessao]) {
      expect((await chamar('GET', '/api/usuarios/logado', token)).statusCode).toBe(401);
    }
    const vivos = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.user_id, alvo.id))
      .then((l) => l.filter((tk) => tk.revoked_at === null));
    expect(vivos).toEqual([]);

    // The old password no longer works; the temporary one does, flagged for change.
    expect((await logar(alvo.email, 'segredo123')).statusCode).toBe(401);
    const login = await logar(alvo.email, senha as string);
    expect(login.statusCode).toBe(200);
    expect(login.json().trocar_senha).toBe(true);

    // The audit trail records who reset whom, never the password.
    const trilha = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'senha_temporaria'), eq(auditoria.entidade_id, String(alvo.id))));
    expect(trilha).toHaveLength(1);
    expect(trilha[0]!.user_id).toBe(masterId);
    expect(trilha[0]!.dados).toMatchObject({ motivo: 'reset', sessoes_encerradas: 2 });
    expect(JSON.stringify(trilha[0]!.dados)).not.toContain(senha);
  });

  it('POST /api/usuarios/{id}/alterarsenha faz o mesmo', async () => {
    const alvo = await novoUsuario('cliente');
    const r = await chamar('POST', `/api/usuarios/${alvo.id}/alterarsenha`, master);
    expect(r.statusCode).toBe(200);
    const { senha, msg } = r.json();
    expect(msg).toBe(`Senha resetada com sucesso. Nova senha: ${senha}`);
    expect((await chamar('GET', '/api/usuarios/logado', alvo.token)).statusCode).toBe(401);
    expect((await logar(alvo.email, senha as string)).json().trocar_senha).toBe(true);
  });

  it('cada reset gera uma senha diferente', async () => {
    const alvo = await novoUsuario('representante');
    const a = (await chamar('POST', '/api/usuarios/resetar-senha', master, { id: alvo.id })).json().senha;
    const b = (await chamar('POST', '/api/usuarios/resetar-senha', master, { id: alvo.id })).json().senha;
    expect(a).not.toBe(b);
    expect((await logar(alvo.email, a as string)).statusCode).toBe(401);
    expect((await logar(alvo.email, b as string)).statusCode).toBe(200);
  });

  it('sem id, id inválido: 400 por campo; usuário inexistente: 404; o próprio master: 422', async () => {
    const semId = await chamar('POST', '/api/usuarios/resetar-senha', master, {});
    expect(semId.statusCode).toBe(400);
    expect(semId.json().errors).toEqual({ id: 'Campo obrigatório' });
    const texto = await chamar('POST', '/api/usuarios/resetar-senha', master, { id: 'x' });
    expect(texto.statusCode).toBe(400);
    expect(Object.keys(texto.json().errors)).toEqual(['id']);
    const inexistente = await chamar('POST', '/api/usuarios/resetar-senha', master, { id: 999999 });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
    const proprio = await chamar('POST', '/api/usuarios/resetar-senha', master, { id: masterId });
    expect(proprio.statusCode).toBe(422);
    expect(proprio.json().msg).toBe(MSG_USUARIOS.usuarioProprioResetar);
    expect((await chamar('GET', '/api/usuarios/logado', master)).statusCode).toBe(200);
  });
});

describe('senha temporária: só logado, logout e alterar-senha até trocar (spec D1)', () => {
  it('master com senha temporária recebe 403 trocar_senha na lista; depois de trocar, está livre', async () => {
    const outro = await novoUsuario('master', 'Segundo Mestre');
    const { senha } = (await chamar('POST', '/api/usuarios/resetar-senha', master, { id: outro.id })).json();
    const token = (await logar(outro.email, senha as string)).json().api_token as string;

    for (const url of ['/api/usuarios/listar', '/api/usuarios/listar-todos', '/api/notificacoes/contagem']) {
      const r = await chamar('GET', url, token);
      expect(r.statusCode, url).toBe(403);
      expect(r.json(), url).toEqual({ status: 2, msg: MSG.trocarSenhaObrigatoria, motivo: 'trocar_senha' });
    }
    const reset = await chamar('POST', '/api/usuarios/resetar-senha', token, { id: 1 });
    expect(reset.json().motivo).toBe('trocar_senha');

    const logado = await chamar('GET', '/api/usuarios/logado', token);
    expect(logado.statusCode).toBe(200);
    expect(logado.json().trocar_senha).toBe(true);

    const errada = await chamar('POST', '/api/usuarios/alterar-senha', token, {
      currentPassword: 'nao-e-esta',
      newPassword: 'novasenha1',
      confirmPassword: 'novasenha1',
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().errors).toEqual({ currentPassword: 'Senha atual incorreta' });

    const ok = await chamar('POST', '/api/usuarios/alterar-senha', token, {
      currentPassword: senha,
      newPassword: 'novasenha1',
      confirmPassword: 'novasenha1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 1, msg: 'Senha alterada com sucesso' });

    expect((await chamar('GET', '/api/usuarios/listar', token)).statusCode).toBe(200);
    expect((await chamar('GET', '/api/usuarios/logado', token)).json().trocar_senha).toBe(false);
    expect((await logar(outro.email, 'novasenha1')).json().trocar_senha).toBe(false);
  });

  it('cliente com senha temporária pode sair (logout)', async () => {
    const alvo = await novoUsuario('cliente');
    const { senha } = (await chamar('POST', '/api/usuarios/resetar-senha', master, { id: alvo.id })).json();
    const token = (await logar(alvo.email, senha as string)).json().api_token as string;
    expect((await chamar('GET', '/api/notificacoes/contagem', token)).json().motivo).toBe('trocar_senha');
    const sair = await chamar('POST', '/api/logout', token);
    expect(sair.statusCode).toBe(200);
    expect((await chamar('GET', '/api/usuarios/logado', token)).statusCode).toBe(401);
  });
});

describe('POST /api/usuarios/{id}/inativar', () => {
  it('inativa: o login é recusado e as sessões abertas caem; ativar devolve o acesso', async () => {
    const alvo = await novoUsuario('representante');
    const r = await chamar('POST', `/api/usuarios/${alvo.id}/inativar`, master);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_USUARIOS.usuarioInativado, ativo: false });

    expect((await chamar('GET', '/api/usuarios/logado', alvo.token)).statusCode).toBe(401);
    const login = await logar(alvo.email, 'segredo123');
    expect(login.statusCode).toBe(403);
    expect(login.json().motivo).toBe('conta_desativada');
    const lista = await chamar('GET', `/api/usuarios/listar?busca=${alvo.email}`, master);
    expect(lista.json().usuarios.data[0]).toMatchObject({ id: alvo.id, ativo: false });

    const de_novo = await chamar('POST', `/api/usuarios/${alvo.id}/inativar`, master);
    expect(de_novo.json()).toEqual({ status: 1, msg: MSG_USUARIOS.usuarioAtivado, ativo: true });
    expect((await logar(alvo.email, 'segredo123')).statusCode).toBe(200);
    // The session open before inactivation stays revoked.
    expect((await chamar('GET', '/api/usuarios/logado', alvo.token)).statusCode).toBe(401);
  });

  it('com "ativo" no corpo define o estado em vez de inverter (repetir não desfaz)', async () => {
    const alvo = await novoUsuario('cliente');
    for (let i = 0; i < 2; i++) {
      const r = await chamar('POST', `/api/usuarios/${alvo.id}/inativar`, master, { ativo: false });
      expect(r.json().ativo).toBe(false);
    }
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, alvo.id));
    expect(u!.ativo).toBe(false);
    const ruim = await chamar('POST', `/api/usuarios/${alvo.id}/inativar`, master, { ativo: 'sim' });
    expect(ruim.statusCode).toBe(400);
    expect(Object.keys(ruim.json().errors)).toEqual(['ativo']);
  });

  it('o master não se inativa (422); inexistente: 404; id inválido: 400', async () => {
    const proprio = await chamar('POST', `/api/usuarios/${masterId}/inativar`, master);
    expect(proprio.statusCode).toBe(422);
    expect(proprio.json().msg).toBe(MSG_USUARIOS.usuarioProprioInativar);
    expect((await chamar('GET', '/api/usuarios/logado', master)).statusCode).toBe(200);
    expect((await chamar('POST', '/api/usuarios/999999/inativar', master)).statusCode).toBe(404);
    const ruim = await chamar('POST', '/api/usuarios/abc/inativar', master);
    expect(ruim.statusCode).toBe(400);
    expect(Object.keys(ruim.json().errors)).toEqual(['id']);
  });
});

describe('POST /api/usuarios/cadastrar (administrador com senha temporária)', () => {
  it('cria o administrador, que entra com a senha temporária e precisa trocá-la', async () => {
    const email = novoEmail('novo-admin');
    const r = await chamar('POST', '/api/usuarios/cadastrar', master, {
      nome: '  Ana Organizadora ',
      email: `  ${email.toUpperCase()} `,
    });
    expect(r.statusCode).toBe(200);
    const { id, senha, msg } = r.json();
    expect(msg).toBe(`Usuário cadastrado com sucesso. Senha temporária: ${senha}`);
    const login = await logar(email, senha as string);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      id,
      tipo: 'administrador',
      email,
      administrador_nome: 'Ana Organizadora',
      trocar_senha: true,
    });
    const [linha] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, id as number));
    expect(linha!.password).toMatch(/^\$argon2id\$/);
  });

  it('email já usado (sem diferenciar maiúsculas): 400 em errors.email', async () => {
    const r = await chamar('POST', '/api/usuarios/cadastrar', master, {
      nome: 'Outra Pessoa',
      email: 'CLIENTE@u.test',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ email: MSG_USUARIOS.usuarioEmailEmUso });
  });

  it('campos vazios ou inválidos: 400 por campo', async () => {
    const vazio = await chamar('POST', '/api/usuarios/cadastrar', master, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({ nome: 'Campo obrigatório', email: 'Campo obrigatório' });
    const ruim = await chamar('POST', '/api/usuarios/cadastrar', master, { nome: 'Al', email: 'sem-arroba' });
    expect(ruim.json().errors).toEqual({
      nome: 'O nome deve ter no mínimo 3 caracteres',
      email: 'Email Inválido',
    });
  });
});

describe('GET /api/usuarios/{id}/editar e POST /api/usuarios/{id}/atualizar', () => {
  it('editar devolve os dados sem a senha', async () => {
    const alvo = await novoUsuario('fornecedor', 'Malhas Norte');
    const r = await chamar('GET', `/api/usuarios/${alvo.id}/editar`, master);
    expect(r.statusCode).toBe(200);
    const { usuario } = r.json();
    expect(usuario).toMatchObject({
      id: alvo.id,
      nome: 'Malhas Norte',
      email: alvo.email,
      tipo: 'fornecedor',
      ativo: true,
      trocar_senha: false,
      email_validado: true,
      acoes: { editar: true, excluir: true, resetar_senha: true, ativar: true },
    });
    expect(usuario.ultimo_login_em).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(usuario).not.toHaveProperty('password');
    expect((await chamar('GET', '/api/usuarios/999999/editar', master)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/usuarios/0/editar', master)).statusCode).toBe(400);
  });

  it('atualizar muda nome e email; o login passa a ser o novo email', async () => {
    const alvo = await novoUsuario('administrador', 'Nome Antigo');
    const email = novoEmail('renomeado');
    const r = await chamar('POST', `/api/usuarios/${alvo.id}/atualizar`, master, {
      nome: 'Nome Novo',
      email: email.toUpperCase(),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      msg: MSG_USUARIOS.usuarioAtualizado,
      usuario: { id: alvo.id, nome: 'Nome Novo', email },
    });
    expect((await logar(email, 'segredo123')).json().administrador_nome).toBe('Nome Novo');
    expect((await logar(alvo.email, 'segredo123')).statusCode).toBe(401);
  });

  it('manter o próprio email não conflita; o email de outro: 400 em errors.email', async () => {
    const alvo = await novoUsuario('cliente');
    const mesmo = await chamar('POST', `/api/usuarios/${alvo.id}/atualizar`, master, {
      nome: 'Cliente Renomeado',
      email: alvo.email,
    });
    expect(mesmo.statusCode).toBe(200);
    const outro = await chamar('POST', `/api/usuarios/${alvo.id}/atualizar`, master, {
      nome: 'Cliente Renomeado',
      email: 'Fornecedor@U.test',
    });
    expect(outro.statusCode).toBe(400);
    expect(outro.json().errors).toEqual({ email: MSG_USUARIOS.usuarioEmailEmUso });
  });

  it('corpo inválido: 400 por campo; inexistente: 404', async () => {
    const ruim = await chamar('POST', `/api/usuarios/${masterId}/atualizar`, master, {
      nome: '',
      email: 'x',
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ nome: 'Campo obrigatório', email: 'Email Inválido' });
    const nenhum = await chamar('POST', '/api/usuarios/999999/atualizar', master, {
      nome: 'Ninguém Aqui',
      email: 'ninguem@u.test',
    });
    expect(nenhum.statusCode).toBe(404);
  });
});

describe('POST /api/usuarios/{id}/excluir', () => {
  it('exclui um usuário sem registros: some da lista e não entra mais', async () => {
    const alvo = await novoUsuario('cliente');
    const r = await chamar('POST', `/api/usuarios/${alvo.id}/excluir`, master);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_USUARIOS.usuarioExcluido });
    expect((await chamar('GET', `/api/usuarios/${alvo.id}/editar`, master)).statusCode).toBe(404);
    expect((await logar(alvo.email, 'segredo123')).statusCode).toBe(401);
    expect((await chamar('GET', '/api/usuarios/logado', alvo.token)).statusCode).toBe(401);
  });

  it('fornecedor com produtos, ou numa rodada, e administrador com rodadas: 409, inative-o', async () => {
    const [categoria] = await t.deps.db.insert(categorias).values({ nome: 'Vestidos' }).returning();
    const comProduto = await novoUsuario('fornecedor');
    await t.deps.db.insert(produtos).values({
      fornecedor_id: comProduto.perfilId!,
      codigo: 'V-1',
      descricao: 'Vestido',
      valor: '10.00',
      categoria_id: categoria!.id,
    });
    const organizador = await novoUsuario('administrador');
    const [rodadaId] = await criarRodadas(t.deps, organizador.perfilId!, [
      { nome: 'Rodada X', data_inicio: '2030-01-01', data_fim: '2030-01-02' },
    ]);
    const participante = await novoUsuario('fornecedor');
    await t.deps.db
      .insert(rodada_fornecedores)
      .values({ rodada_id: rodadaId!, fornecedor_id: participante.perfilId! });

    for (const alvo of [comProduto, organizador, participante]) {
      const r = await chamar('POST', `/api/usuarios/${alvo.id}/excluir`, master);
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        status: 2,
        msg: 'Este usuário possui registros e não pode ser excluído; inative-o',
      });
      expect((await chamar('GET', `/api/usuarios/${alvo.id}/editar`, master)).statusCode).toBe(200);
    }
  });

  it('o master não se exclui (422); inexistente: 404', async () => {
    const proprio = await chamar('POST', `/api/usuarios/${masterId}/excluir`, master);
    expect(proprio.statusCode).toBe(422);
    expect(proprio.json().msg).toBe(MSG_USUARIOS.usuarioProprioExcluir);
    expect((await chamar('POST', '/api/usuarios/999999/excluir', master)).statusCode).toBe(404);
  });
});

describe('POST /api/usuarios/alterar-senha (a própria senha, todos os papéis)', () => {
  const corpo = (atual: string, nova: string, confirmacao = nova) => ({
    currentPassword: atual,
    newPassword: nova,
    confirmPassword: confirmacao,
  });

  it('sem login: 401', async () => {
    const r = await chamar('POST', '/api/usuarios/alterar-senha', undefined, corpo('a', 'bbbbbb'));
    expect(r.statusCode).toBe(401);
  });

  it.each(['master', ...NAO_MASTER] as const)(
    '%s troca a própria senha: as outras sessões caem, a atual continua',
    async (tipo) => {
      const u = await novoUsuario(tipo);
      const outraSessao = await entrar(t.app, u.email);
      const r = await chamar(
        'POST',
        '/api/usuarios/alterar-senha',
        u.token,
        corpo('segredo123', 'nova-senha'),
      );
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 1, msg: 'Senha alterada com sucesso' });
      expect((await chamar('GET', '/api/usuarios/logado', u.token)).statusCode).toBe(200);
      expect((await chamar('GET', '/api/usuarios/logado', outraSessao)).statusCode).toBe(401);
      expect((await logar(u.email, 'segredo123')).statusCode).toBe(401);
      expect((await logar(u.email, 'nova-senha')).statusCode).toBe(200);
      const [linha] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
      expect(linha!.password).toMatch(/^\$argon2id\$/);
      const trilha = await t.deps.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'alterar_senha'), eq(auditoria.user_id, u.id)));
      expect(trilha).toHaveLength(1);
      expect(JSON.stringify(trilha[0]!.dados)).not.toContain('nova-senha');
    },
  );

  it("senha atual errada: 400 'Senha atual incorreta' em errors.currentPassword, nada muda", async () => {
    const u = await novoUsuario('cliente');
    const r = await chamar('POST', '/api/usuarios/alterar-senha', u.token, corpo('errada', 'nova-senha'));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 2,
      msg: 'Senha atual incorreta',
      errors: { currentPassword: 'Senha atual incorreta' },
    });
    expect((await logar(u.email, 'segredo123')).statusCode).toBe(200);
  });

  it('validação por campo: obrigatórios, 6 ou mais, confirmação igual, nova diferente da atual', async () => {
    const u = await novoUsuario('fornecedor');
    const vazio = await chamar('POST', '/api/usuarios/alterar-senha', u.token, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({
      currentPassword: 'Campo obrigatório',
      newPassword: 'Campo obrigatório',
      confirmPassword: 'Campo obrigatório',
    });
    const curta = await chamar('POST', '/api/usuarios/alterar-senha', u.token, corpo('segredo123', '12345'));
    expect(curta.json().errors).toEqual({ newPassword: 'Precisa ter 6 ou mais caracteres' });
    const diferente = await chamar(
      'POST',
      '/api/usuarios/alterar-senha',
      u.token,
      corpo('segredo123', '123456', '654321'),
    );
    expect(diferente.json().errors).toEqual({ confirmPassword: 'As senhas devem ser iguais' });
    const igual = await chamar(
      'POST',
      '/api/usuarios/alterar-senha',
      u.token,
      corpo('segredo123', 'segredo123'),
    );
    expect(igual.statusCode).toBe(400);
    expect(igual.json().errors).toEqual({ newPassword: MSG.senhaNovaIgualAtual });
    expect((await logar(u.email, 'segredo123')).statusCode).toBe(200);
  });
});

describe('GET /api/usuarios/listar-todos com mais usuários que o limite', () => {
  it('devolve no máximo 1000 e diz que cortou (truncado)', async () => {
    await t.deps.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        tipo: 'cliente',
        nome: `Cliente em massa ${i}`,
        email: `massa-${i}@u.test`,
        password: 'x',
      })),
    );
    const r = await chamar('GET', '/api/usuarios/listar-todos', master);
    const corpo = r.json();
    expect(corpo.usuarios).toHaveLength(1000);
    expect(corpo.total).toBeGreaterThan(1000);
    expect(corpo.truncado).toBe(true);
    const filtrado = (await chamar('GET', '/api/usuarios/listar-todos?busca=massa-99', master)).json();
    expect(filtrado.truncado).toBe(false);
    expect(filtrado.usuarios.map((u: { email: string }) => u.email).sort()).toEqual(
      ['massa-99@u.test', ...Array.from({ length: 10 }, (_, i) => `massa-99${i}@u.test`)].sort(),
    );
  });
});
