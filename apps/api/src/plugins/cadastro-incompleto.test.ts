import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, MSG, montarCaminho, type Endpoint, type Tipo } from '@rodada/contracts';
import { users } from '../db/schema/index.js';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../test/app.js';
import { criarUsuarioLogado } from '../test/fabricas.js';

// Spec 1 §2.1, spec 2 §2, ADR 008: an account not completed yet (verificado false) reaches only its
// own account, the session, logout, password change and the shell's counters. The lookups are public;
// the CEP lookup is for logged-in users, open to them too (the address is part of the account, ADR 012).

/** What an unverified user may call, written out so that opening one more endpoint is a visible change. */
const ABERTOS = [
  'POST /api/logout',
  'GET /api/usuarios/logado',
  'GET /api/cep/:cep',
  'POST /api/usuarios/alterar-senha',
  'GET /api/notificacoes/contagem',
  'GET /api/rodadas/contagem',
  'GET /api/impressoes/contagem',
  'GET /api/fornecedores/config/listar',
  'POST /api/fornecedores/config/salvar',
  'GET /api/fornecedores/:id/logo/listar',
  'POST /api/fornecedores/:id/logo/salvar',
  'POST /api/fornecedores/config/video/salvar',
  'POST /api/fornecedores/config/video/excluir',
  'GET /api/representantes/conta',
  'POST /api/representantes/conta/salvar',
  'GET /api/clientes/config/listar',
  'POST /api/clientes/config/salvar',
  'GET /api/administradores/config/listar',
  'POST /api/administradores/config/salvar',
].sort();

const chave = (ep: Endpoint) => `${ep.method} ${ep.path}`;
const protegidos = ENDPOINTS.filter((ep) => ep.roles !== 'public');

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

/** Calls one endpoint with every path parameter set to 1 and an empty body: only the gate matters. */
function chamar(ep: Endpoint, token: string) {
  const params = Object.fromEntries([...ep.path.matchAll(/:([a-zA-Z_]+)/g)].map((m) => [m[1]!, 1]));
  return t.app.inject({
    method: ep.method,
    url: montarCaminho(ep.path, params),
    headers: bearer(token),
    ...(ep.method === 'GET' ? {} : { payload: {} }),
  });
}

/** Whether the answer is the incomplete-account refusal. */
function barrado(r: { statusCode: number; json: () => unknown }): boolean {
  if (r.statusCode !== 403) return false;
  const corpo = r.json() as { msg?: string; motivo?: string };
  return corpo.motivo === 'cadastro_incompleto' && corpo.msg === MSG.cadastroIncompleto;
}

/** Every protected endpoint in turn; logout last, since it ends the session. */
async function barradosPara(token: string): Promise<string[]> {
  const ordem = [...protegidos].sort(
    (a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'),
  );
  const barrados: string[] = [];
  for (const ep of ordem) if (barrado(await chamar(ep, token))) barrados.push(chave(ep));
  return barrados.sort();
}

describe('conta não verificada: só completar o cadastro (spec 1 §2.1, spec 2 §2)', () => {
  it('os contratos abertos a quem não concluiu o cadastro são exatamente os da lista', () => {
    expect(
      ENDPOINTS.filter((ep) => ep.permiteCadastroIncompleto)
        .map(chave)
        .sort(),
    ).toEqual(ABERTOS);
  });

  it.each(['fornecedor', 'representante', 'cliente'] as const)(
    '%s não verificado: todo endpoint protegido fora da lista responde 403 cadastro_incompleto',
    async (tipo: Tipo) => {
      const { token } = await criarUsuarioLogado(t, {
        tipo,
        email: `nv-${tipo}@teste.rodada`,
        verificado: false,
      });
      const esperados = protegidos.map(chave).filter((k) => !ABERTOS.includes(k));
      expect(esperados.length).toBeGreaterThan(40);
      expect(await barradosPara(token)).toEqual(esperados.sort());
    },
  );

  it('o mesmo papel, verificado, não é barrado em nada', async () => {
    const { token } = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'v-cliente@teste.rodada' });
    expect(await barradosPara(token)).toEqual([]);
  });

  it('administrador não verificado (cadastrado pelo master com os dados) não fica preso', async () => {
    const { token } = await criarUsuarioLogado(t, {
      tipo: 'administrador',
      email: 'nv-admin@teste.rodada',
      verificado: false,
    });
    expect(await barradosPara(token)).toEqual([]);
  });

  it('concluído o cadastro, a mesma sessão passa; a lista de lojas responde', async () => {
    const { token, id, userId } = await criarUsuarioLogado(t, {
      tipo: 'cliente',
      email: 'conclui@teste.rodada',
      verificado: false,
    });
    const url = `/api/clientes/${id}/lojas/listar`;
    const antes = await t.app.inject({ url, headers: bearer(token) });
    expect(antes.statusCode).toBe(403);
    expect(antes.json()).toEqual({ status: 2, msg: MSG.cadastroIncompleto, motivo: 'cadastro_incompleto' });
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.id, userId));
    const depois = await t.app.inject({ url, headers: bearer(token) });
    expect(depois.statusCode).toBe(200);
  });

  it('senha temporária vem antes (spec D1): responde trocar_senha', async () => {
    const { token, userId } = await criarUsuarioLogado(t, {
      tipo: 'representante',
      email: 'nv-temp@teste.rodada',
      verificado: false,
    });
    await t.deps.db.update(users).set({ trocar_senha: true }).where(eq(users.id, userId));
    const r = await t.app.inject({ url: '/api/fornecedores/listar', headers: bearer(token) });
    expect(r.statusCode).toBe(403);
    expect(r.json<{ motivo: string }>().motivo).toBe('trocar_senha');
  });

  it('as consultas públicas (estados, cidades, bancos) respondem com a sessão não verificada', async () => {
    const { token } = await criarUsuarioLogado(t, {
      tipo: 'fornecedor',
      email: 'nv-ref@teste.rodada',
      verificado: false,
    });
    for (const url of ['/api/estados', '/api/cidades?estado=35', '/api/bancos']) {
      const r = await t.app.inject({ url, headers: bearer(token) });
      expect(r.statusCode, url).toBe(200);
    }
  });
});
