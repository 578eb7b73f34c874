import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fornecedores as contrato } from '@rodada/contracts';
import { arquivos, auditoria, enderecos, fornecedores, users } from '../../db/schema/index.js';
import { MSG_IMAGEM } from '../../lib/imagens.js';
import {
  CIDADE_TESTE,
  chamadorJson,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { dataUrl, mp4DeTeste, pngDeTeste, webmDeTeste } from '../../test/midias.js';
import { bearer, criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';

const { MSG_FORNECEDORES: MSG, VIDEO_SHOWROOM } = contrato;

let t: AppDeTeste;
/** The supplier under test: not yet verified, as after sign-up. */
const f1 = { email: 'fornecedor1@f.test', token: '', id: 0, userId: 0 };
/** Another supplier, already verified, whose data must never leak or change. */
const f2 = { email: 'fornecedor2@f.test', token: '', id: 0, userId: 0 };
let tokenRepresentante = '';

/** One JSON call with a bearer token when given. */
const chamar = chamadorJson(() => t.app);

/** Uploads raw bytes as the showroom video. */
function enviarVideo(token: string, conteudo: Buffer, tipo = 'video/mp4', nome = 'desfile.mp4') {
  return t.app.inject({
    method: 'POST',
    url: contrato.salvarVideo.path,
    headers: { ...bearer(token), 'content-type': tipo, 'x-nome-arquivo': encodeURIComponent(nome) },
    payload: conteudo,
  });
}

/** A complete, valid Dados tab, as the form sends it (masks included). */
function contaValida(mudancas: Record<string, unknown> = {}) {
  return {
    razao_social: 'Malharia Aurora Ltda',
    nome_fantasia: 'Malharia Aurora',
    cnpj: '11.222.333/0001-81',
    ie: '123456789',
    endereco: {
      rua: 'Rua das Flores',
      numero: '100',
      complemento: 'Galpão 2',
      bairro: 'Centro',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01310-100',
      telefone: '(11) 3333-4444',
      celular: '(11) 98888-7777',
      email: 'Comercial@Aurora.test',
      email2: '',
    },
    user: { email: f1.email },
    ...mudancas,
  };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  for (const [f, verificado] of [
    [f1, false],
    [f2, true],
  ] as const) {
    Object.assign(f, await criarUsuarioLogado(t, { tipo: 'fornecedor', email: f.email, verificado }));
  }
  tokenRepresentante = (await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@f.test' })).token;
  await criarUsuario(t.deps, { tipo: 'cliente', email: 'outro@f.test' });
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso (spec 2 §6: conta, logo e vídeo só do fornecedor)', () => {
  const rotas = () =>
    [
      ['GET', contrato.listarConfig.path],
      ['POST', contrato.salvarConfig.path],
      ['GET', `/api/fornecedores/${f1.id}/logo/listar`],
      ['POST', `/api/fornecedores/${f1.id}/logo/salvar`],
      ['POST', contrato.salvarVideo.path],
      ['POST', contrato.excluirVideo.path],
    ] as const;

  it('sem sessão responde 401', async () => {
    for (const [metodo, url] of rotas()) {
      const r = await chamar(metodo, url);
      expect(r.statusCode, `${metodo} ${url}`).toBe(401);
      expect(r.json().status).toBe(2);
    }
  });

  it('outro papel recebe 403, antes de validar o corpo', async () => {
    for (const [metodo, url] of rotas()) {
      const r = await chamar(metodo, url, tokenRepresentante, {});
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
    }
  });
});

describe('GET /api/fornecedores/config/listar', () => {
  it('devolve a própria conta, mesmo pedindo o id de outro fornecedor', async () => {
    const r = await chamar('GET', `${contrato.listarConfig.path}?id=${f2.id}`, f1.token);
    expect(r.statusCode).toBe(200);
    const { fornecedor, video } = r.json();
    expect(fornecedor.id).toBe(f1.id);
    expect(fornecedor.user.email).toBe(f1.email);
    expect(fornecedor.verificado).toBe(false);
    expect(fornecedor.endereco.cep).toBeNull();
    expect(fornecedor.acoes).toEqual({ editar: true, alterar_logo: true });
    expect(video).toBeNull();
  });
});

describe('POST /api/fornecedores/config/salvar (spec 2 §5 "Supplier account")', () => {
  it('campos obrigatórios ausentes: 400 com a mensagem em cada campo', async () => {
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: { endereco: { complemento: 'x' }, user: {} },
    });
    expect(r.statusCode).toBe(400);
    const { errors } = r.json();
    for (const campo of [
      'razao_social',
      'nome_fantasia',
      'cnpj',
      'ie',
      'endereco.rua',
      'endereco.numero',
      'endereco.bairro',
      'endereco.estado_id',
      'endereco.cidade_id',
      'endereco.cep',
      'endereco.telefone',
      'endereco.celular',
      'user.email',
    ]) {
      expect(errors[`fornecedor.${campo}`], campo).toBe('Campo obrigatório');
    }
  });

  it('CNPJ, CEP, telefone e email inválidos: 400 por campo, nada gravado', async () => {
    const conta = contaValida({ cnpj: '11.222.333/0001-82', user: { email: 'sem-arroba' } });
    conta.endereco.cep = '123';
    conta.endereco.celular = '(11) 9999';
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, { fornecedor: conta });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      'fornecedor.cnpj': 'CNPJ Inválido',
      'fornecedor.endereco.cep': 'CEP inválido',
      'fornecedor.endereco.celular': 'Telefone inválido',
      'fornecedor.user.email': 'E-mail inválido',
    });
    const [f] = await t.deps.db.select().from(fornecedores).where(eq(fornecedores.id, f1.id));
    expect(f!.cnpj).toBeNull();
  });

  it('cidade de outro estado: 400 na cidade', async () => {
    const conta = contaValida();
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: { ...conta, endereco: { ...conta.endereco, estado_id: 33 } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'fornecedor.endereco.cidade_id': MSG.cidadeForaDoEstado });
  });

  it('email de outro login, em outra caixa: 400 no email', async () => {
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: contaValida({ user: { email: 'FORNECEDOR2@f.test' } }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'fornecedor.user.email': MSG.emailEmUso });
  });

  it('a primeira gravação válida verifica a conta, muda o login e devolve o usuário', async () => {
    const novoEmail = 'aurora@f.test';
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: contaValida({ user: { email: 'Aurora@F.test' } }),
    });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.msg).toBe('Dados da conta salvos com sucesso');
    expect(corpo.user).toMatchObject({
      id: f1.userId,
      tipo: 'fornecedor',
      email: novoEmail,
      verificado: true,
      fornecedor_id: f1.id,
      fornecedor_nome: 'Malharia Aurora',
    });
    f1.email = novoEmail;

    const [f] = await t.deps.db.select().from(fornecedores).where(eq(fornecedores.id, f1.id));
    expect(f).toMatchObject({ cnpj: '11222333000181', ie: '123456789', local: 'São Paulo/SP' });
    const [e] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, f!.endereco_id!));
    expect(e).toMatchObject({
      rua: 'Rua das Flores',
      cep: '01310100',
      telefone: '1133334444',
      celular: '11988887777',
      email: 'comercial@aurora.test',
      email2: null,
    });
    const trilha = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'fornecedores'), eq(auditoria.acao, 'salvar_conta')));
    expect(trilha).toHaveLength(1);

    const lido = (await chamar('GET', contrato.listarConfig.path, f1.token)).json().fornecedor;
    expect(lido).toMatchObject({ verificado: true, cnpj: '11222333000181', user: { email: novoEmail } });
    expect(lido.endereco.cidade_id).toBe(CIDADE_TESTE.cidade_id);
  });

  it('depois de verificada, o email de login não muda (o campo fica bloqueado)', async () => {
    const r = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: contaValida({ user: { email: 'outro-login@f.test' } }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'fornecedor.user.email': MSG.emailBloqueado });
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, f1.userId));
    expect(u!.email).toBe(f1.email);

    const ok = await chamar('POST', contrato.salvarConfig.path, f1.token, {
      fornecedor: contaValida({ user: { email: f1.email.toUpperCase() }, ie: '987' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(f1.email);
  });
});

describe('logo (spec 2 §7, spec 1 §5 "Image crop")', () => {
  const urlLogo = (id: number, acao: 'listar' | 'salvar') => `/api/fornecedores/${id}/logo/${acao}`;

  it('sem logo: null', async () => {
    const r = await chamar('GET', urlLogo(f2.id, 'listar'), f2.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().logo).toBeNull();
  });

  it('o id de outro fornecedor: 403, e a logo dele não muda', async () => {
    const png = dataUrl('image/png', await pngDeTeste(50, 50));
    const salvar = await chamar('POST', urlLogo(f2.id, 'salvar'), f1.token, { logo: png });
    expect(salvar.statusCode).toBe(403);
    expect(salvar.json().msg).toBe(MSG.logoDeOutro);
    expect((await chamar('GET', urlLogo(f2.id, 'listar'), f1.token)).statusCode).toBe(403);
    const [f] = await t.deps.db.select().from(fornecedores).where(eq(fornecedores.id, f2.id));
    expect(f!.logo_arquivo_id).toBeNull();
  });

  it('o que não é imagem é recusado com mensagem clara', async () => {
    const texto = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, {
      logo: dataUrl('text/plain', Buffer.from('olá')),
    });
    expect(texto.statusCode).toBe(400);
    expect(texto.json().errors).toEqual({ logo: MSG_IMAGEM.formato });

    const disfarcado = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, {
      logo: dataUrl('image/png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(disfarcado.statusCode).toBe(400);
    expect(disfarcado.json().errors).toEqual({ logo: MSG_IMAGEM.formato });

    const vazio = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, { logo: '' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({ logo: MSG.escolhaImagem });
  });

  it('imagem acima de 5 MB: 400', async () => {
    const grande = dataUrl('image/png', Buffer.alloc(contrato.LOGO.maxBytes + 1024));
    const r = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, { logo: grande });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ logo: MSG_IMAGEM.tamanho(5) });
  });

  it('um PNG vira JPEG de até 2048 px, sem metadados, servido em /arquivos como image/jpeg', async () => {
    const png = await pngDeTeste(3000, 1500);
    const r = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, { logo: dataUrl('image/png', png) });
    expect(r.statusCode).toBe(200);
    const { msg, logo } = r.json();
    expect(msg).toBe('Logo salva com sucesso');
    expect(logo).toMatch(new RegExp(`^/arquivos/fornecedores/${f1.id}/logo-[0-9a-f]{16}\\.jpg$`));

    const arquivo = await t.app.inject({ method: 'GET', url: logo });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(arquivo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1024 });
    expect(meta.exif).toBeUndefined();

    expect((await chamar('GET', urlLogo(f1.id, 'listar'), f1.token)).json().logo).toBe(logo);
    const [f] = await t.deps.db.select().from(fornecedores).where(eq(fornecedores.id, f1.id));
    const [a] = await t.deps.db.select().from(arquivos).where(eq(arquivos.id, f!.logo_arquivo_id!));
    expect(a).toMatchObject({ mime: 'image/jpeg', largura: 2048, altura: 1024, user_id: f1.userId });
    expect((await chamar('GET', contrato.listarConfig.path, f1.token)).json().fornecedor.logo).toBe(logo);
  });

  it('uma nova logo substitui a anterior: a linha e o arquivo antigos somem', async () => {
    const antes = (await chamar('GET', urlLogo(f1.id, 'listar'), f1.token)).json().logo as string;
    const r = await chamar('POST', urlLogo(f1.id, 'salvar'), f1.token, {
      logo: dataUrl('image/png', await pngDeTeste(200, 200)),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().logo).not.toBe(antes);
    expect((await t.app.inject({ method: 'GET', url: antes })).statusCode).toBe(404);
    const chaveAntiga = antes.replace('/arquivos/', '');
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.chave, chaveAntiga))).toHaveLength(0);
  });
});

describe('vídeo do showroom (spec D7)', () => {
  it('tipo errado: 415 antes de ler o arquivo', async () => {
    const r = await enviarVideo(f1.token, Buffer.from('GIF89a'), 'image/gif');
    expect(r.statusCode).toBe(415);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG.videoTipo });
  });

  it('o conteúdo precisa ser do tipo declarado', async () => {
    const falso = await enviarVideo(f1.token, Buffer.from('não sou um vídeo, só texto'), 'video/mp4');
    expect(falso.statusCode).toBe(415);
    expect(falso.json().msg).toBe(MSG.videoTipo);
    const trocado = await enviarVideo(f1.token, webmDeTeste(), 'video/mp4');
    expect(trocado.statusCode).toBe(415);
  });

  it('acima de 50 MB: 413', async () => {
    const r = await enviarVideo(f1.token, Buffer.alloc(VIDEO_SHOWROOM.maxBytes + 1));
    expect(r.statusCode).toBe(413);
    expect(r.json().msg).toBe(MSG.videoTamanho);
  });

  it('mais de 60 s (segundo o cabeçalho do MP4): 400', async () => {
    const r = await enviarVideo(f1.token, mp4DeTeste(75));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ arquivo: MSG.videoDuracao });
  });

  it('vazio: 400', async () => {
    const r = await enviarVideo(f1.token, Buffer.alloc(0));
    expect(r.statusCode).toBe(400);
  });

  it('um MP4 válido é guardado, listado e servido; outro o substitui', async () => {
    const mp4 = mp4DeTeste(60.4);
    const r = await enviarVideo(f1.token, mp4, 'video/mp4', 'desfile verão.mp4');
    expect(r.statusCode).toBe(200);
    const { msg, video } = r.json();
    expect(msg).toBe(MSG.videoSalvo);
    expect(video).toMatch(new RegExp(`^/arquivos/fornecedores/${f1.id}/showroom-[0-9a-f]{16}\\.mp4$`));
    expect((await chamar('GET', contrato.listarConfig.path, f1.token)).json().video).toBe(video);
    const servido = await t.app.inject({ method: 'GET', url: video });
    expect(servido.statusCode).toBe(200);
    expect(servido.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(servido.rawPayload, mp4)).toBe(0);
    const [a] = await t.deps.db
      .select()
      .from(arquivos)
      .where(eq(arquivos.chave, video.replace('/arquivos/', '')));
    expect(a).toMatchObject({
      mime: 'video/mp4',
      bytes: mp4.length,
      duracao: '60.40',
      nome: 'desfile verão.mp4',
    });

    const webm = await enviarVideo(f1.token, webmDeTeste(), 'video/webm; codecs=vp9', 'desfile.webm');
    expect(webm.statusCode).toBe(200);
    expect(webm.json().video).toMatch(/\.webm$/);
    expect((await t.app.inject({ method: 'GET', url: video })).statusCode).toBe(404);
  });

  it('excluir tira o vídeo (e de novo, sem vídeo, também responde sucesso)', async () => {
    const atual = (await chamar('GET', contrato.listarConfig.path, f1.token)).json().video as string;
    const r = await chamar('POST', contrato.excluirVideo.path, f1.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG.videoExcluido);
    expect((await chamar('GET', contrato.listarConfig.path, f1.token)).json().video).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: atual })).statusCode).toBe(404);
    expect((await chamar('POST', contrato.excluirVideo.path, f1.token)).statusCode).toBe(200);
  });

  it('pelo cookie, sem o cabeçalho X-Requested-With: 403', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: contrato.salvarVideo.path,
      headers: { cookie: `api_token=${f1.token}`, 'content-type': 'video/mp4' },
      payload: mp4DeTeste(10),
    });
    expect(r.statusCode).toBe(403);
  });
});
