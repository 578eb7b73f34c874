import { randomBytes, createHash } from 'node:crypto';
import { fornecedores, type UsuarioLogado, type z } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, invalido, naoEncontrado } from '../../lib/errors.js';
import { processarDataUrl } from '../../lib/imagens.js';
import {
  CONTEINER_DO_TIPO,
  EXTENSAO_DO_TIPO,
  duracaoIsoBmff,
  identificarConteiner,
} from '../../lib/videos.js';
import * as perfis from '../perfis/index.js';
import * as repo from './fornecedores.repository.js';

// The supplier's own account, logo and showroom video (spec 2 §2 "Suppliers", §4 "Account
// verification", §5 "Supplier account", §7 "Suppliers"). Only the caller's own supplier is ever
// read or written: the id comes from the session (exigirPerfil, ADR 013), and a logo call naming
// another id gets 403 (a supplier's logo is public, so its id is no secret).

const { MSG_FORNECEDORES: MSG, LOGO, VIDEO_SHOWROOM } = fornecedores;

type Conta = z.output<typeof fornecedores.fornecedorContaSchema>;
type ContaLida = z.output<typeof fornecedores.fornecedorContaLidaSchema>;

/** The URL /arquivos/* serves a stored key at (plugins/static.ts). */
const urlDoArquivo = (chave: string) => `/arquivos/${chave}`;

/**
 * 403 unless `id` is the caller's own supplier (spec 2 §6 "Supplier account, logo, video:
 * fornecedor"). A supplier's logo is on the public shop filter, so its profile is `publico`: the
 * engine answers 403 for another's id, not 404 (perfil.policy).
 */
function exigirLogoPropria(ator: Ator, id: number, msg?: string): void {
  exigir(ator, 'perfil.alterar_logo', { papel: 'fornecedor', id, publico: true }, msg);
}

const ENDERECO_VAZIO: ContaLida['endereco'] = { ...perfis.ENDERECO_VAZIO, email: null, email2: null };

/** The account page (GET /api/fornecedores/config/listar): the Dados tab, the logo and the video. */
export async function carregarConta(
  deps: Deps,
  ator: Ator,
): Promise<{ fornecedor: ContaLida; video: string | null }> {
  const id = exigirPerfil(ator, 'fornecedor', null, 'perfil.ver');
  const linha = await repo.buscarConta(deps.db, id);
  if (!linha) throw naoEncontrado();
  return {
    fornecedor: {
      id: linha.id,
      razao_social: linha.razao_social,
      nome_fantasia: linha.nome_fantasia,
      cnpj: linha.cnpj,
      ie: linha.ie,
      verificado: linha.verificado,
      logo: linha.logo_chave ? urlDoArquivo(linha.logo_chave) : null,
      endereco: linha.endereco ?? ENDERECO_VAZIO,
      user: { email: linha.email },
      acoes: acoesDe(ator, 'perfil', { papel: 'fornecedor', id }),
    },
    video: linha.video_chave ? urlDoArquivo(linha.video_chave) : null,
  };
}

/**
 * Saves the Dados tab in one transaction (spec 2 §4, §5): the profile, the address ('Cidade/UF'
 * kept in `local` for the lists) and the login, which becomes verificado. The login e-mail may
 * change only before the first save (the field is disabled after it, spec 2 §5) and never to one
 * another login uses. Answers the refreshed user for the device (spec 2 §4).
 */
export async function salvarConta(
  deps: Deps,
  ator: Ator,
  dados: Conta,
  ip: string,
): Promise<{ msg: string; user: UsuarioLogado }> {
  const id = exigirPerfil(ator, 'fornecedor');
  const email = dados.user.email;
  return perfis.salvarConta(
    deps,
    { campoEmail: 'fornecedor.user.email', msg: MSG.contaSalva },
    async (tx) => {
      const atual = await repo.travarFornecedor(tx, id);
      if (!atual) throw naoEncontrado();
      const login = await repo.loginDoUsuario(tx, atual.user_id);
      if (!login) throw naoEncontrado();
      const erros: Record<string, string> = {};
      const local = await perfis.localDaCidade(tx, dados.endereco.cidade_id, dados.endereco.estado_id);
      if (!local) erros['fornecedor.endereco.cidade_id'] = MSG.cidadeForaDoEstado;
      const emailMudou = perfis.emailMudou(email, login.email);
      if (emailMudou && login.verificado) erros['fornecedor.user.email'] = MSG.emailBloqueado;
      else if (emailMudou && (await perfis.emailEmUso(tx, email, atual.user_id))) {
        erros['fornecedor.user.email'] = MSG.emailEmUso;
      }
      if (!local || Object.keys(erros).length > 0) throw invalido(erros);

      const enderecoId = await perfis.gravarEndereco(tx, atual.endereco_id, { ...dados.endereco, local });
      await repo.atualizarFornecedor(tx, id, {
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        endereco_id: enderecoId,
        local,
      });
      // The display name follows the trade name, as fornecedor_nome does (spec 1 §3).
      await perfis.concluirConta(
        tx,
        {
          userId: atual.user_id,
          email: emailMudou ? email : login.email,
          nome: dados.nome_fantasia,
          agora: deps.clock.agora(),
        },
        { userId: ator.userId, acao: 'salvar_conta', entidade: 'fornecedores', entidadeId: id, dados, ip },
      );
      return atual.user_id;
    },
  );
}

/** The logo URL (GET /api/fornecedores/{id}/logo/listar); another supplier's id gets 403. */
export async function listarLogo(deps: Deps, ator: Ator, id: number): Promise<{ logo: string | null }> {
  exigirLogoPropria(ator, id);
  const chave = await repo.chaveDoLogo(deps.db, id);
  return { logo: chave ? urlDoArquivo(chave) : null };
}

/**
 * Replaces the file behind the supplier's logo or video: the new file is written first, then the
 * database points at it in one transaction (with the audit row); the old row and file go after
 * the commit. A failed transaction removes the new file, so nothing is left half-done.
 */
async function trocarArquivo(
  deps: Deps,
  ator: Ator,
  fornecedorId: number,
  campo: 'logo' | 'video',
  arquivo: Omit<Parameters<typeof repo.inserirArquivo>[1], 'user_id'> & { conteudo: Buffer },
  ip: string,
): Promise<void> {
  const { conteudo, ...metadados } = arquivo;
  await deps.storage.salvar(metadados.chave, conteudo);
  let antigo: number | null;
  try {
    antigo = await deps.db.transaction(async (tx) => {
      const atual = await repo.travarFornecedor(tx, fornecedorId);
      if (!atual) throw naoEncontrado();
      const novoId = await repo.inserirArquivo(tx, { ...metadados, user_id: ator.userId });
      await repo.definirArquivo(tx, fornecedorId, campo, novoId);
      await auditar(tx, {
        userId: ator.userId,
        acao: campo === 'logo' ? 'salvar_logo' : 'salvar_video',
        entidade: 'fornecedores',
        entidadeId: fornecedorId,
        dados: { arquivo_id: novoId, chave: metadados.chave, bytes: metadados.bytes },
        ip,
      });
      return campo === 'logo' ? atual.logo_arquivo_id : atual.video_arquivo_id;
    });
  } catch (e) {
    await deps.storage.remover(metadados.chave).catch(() => undefined);
    throw e;
  }
  await descartarArquivo(deps, antigo);
}

/** Deletes a replaced file's row and bytes; a failure only leaves an orphan, so it is logged. */
async function descartarArquivo(deps: Deps, id: number | null): Promise<void> {
  if (id === null) return;
  try {
    const chave = await repo.excluirArquivo(deps.db, id);
    if (chave) await deps.storage.remover(chave);
  } catch (erro) {
    deps.log.warn({ err: erro, arquivoId: id }, 'arquivo substituído não removido');
  }
}

/** A fresh storage key: a new name per upload, so no cache ever serves the previous file. */
function novaChave(fornecedorId: number, nome: string, extensao: string): string {
  return `fornecedores/${fornecedorId}/${nome}-${randomBytes(8).toString('hex')}.${extensao}`;
}

/**
 * Saves the logo (POST /api/fornecedores/{id}/logo/salvar): the data URL is decoded, checked and
 * re-encoded as a JPEG at most 2048 px wide without metadata (spec 1 §5 "Image crop", lib/imagens).
 */
export async function salvarLogo(
  deps: Deps,
  ator: Ator,
  id: number,
  dataUrl: string,
  ip: string,
): Promise<{ msg: string; logo: string }> {
  exigirLogoPropria(ator, id, MSG.logoDeOutro);
  const imagem = await processarDataUrl(dataUrl, { ...LOGO, campo: 'logo' });
  const chave = novaChave(id, 'logo', 'jpg');
  await trocarArquivo(
    deps,
    ator,
    id,
    'logo',
    {
      chave,
      nome: 'logo.jpg',
      mime: imagem.mime,
      bytes: imagem.conteudo.length,
      largura: imagem.largura,
      altura: imagem.altura,
      sha256: imagem.sha256,
      conteudo: imagem.conteudo,
    },
    ip,
  );
  return { msg: MSG.logoSalva, logo: urlDoArquivo(chave) };
}

/** A video as the upload route hands it over (plugins/registrar: `ctx.arquivo`). */
export interface VideoRecebido {
  conteudo: Buffer;
  tipo: string;
  nome: string | null;
}

/**
 * Saves the showroom video (spec D7), replacing the previous one. The route already refused a
 * wrong Content-Type or a declared size over 50 MB; here the bytes must be the declared container,
 * and an MP4/MOV whose header says it lasts over 60 s (+1 s of rounding) is refused too.
 */
export async function salvarVideo(
  deps: Deps,
  ator: Ator,
  video: VideoRecebido | null | undefined,
  ip: string,
): Promise<{ msg: string; video: string }> {
  const id = exigirPerfil(ator, 'fornecedor');
  if (!video || video.conteudo.length === 0) throw invalido({ arquivo: MSG.videoVazio }, MSG.videoVazio);
  if (video.conteudo.length > VIDEO_SHOWROOM.maxBytes) {
    throw new AppError(413, MSG.videoTamanho, { arquivo: MSG.videoTamanho });
  }
  const conteiner = CONTEINER_DO_TIPO[video.tipo];
  if (!conteiner || identificarConteiner(video.conteudo) !== conteiner) {
    throw new AppError(415, MSG.videoTipo, { arquivo: MSG.videoTipo });
  }
  const duracao = conteiner === 'isobmff' ? duracaoIsoBmff(video.conteudo) : null;
  if (duracao !== null && duracao > VIDEO_SHOWROOM.duracaoMaxima + VIDEO_SHOWROOM.tolerancia) {
    throw invalido({ arquivo: MSG.videoDuracao }, MSG.videoDuracao);
  }
  const chave = novaChave(id, 'showroom', EXTENSAO_DO_TIPO[video.tipo] ?? 'bin');
  await trocarArquivo(
    deps,
    ator,
    id,
    'video',
    {
      chave,
      nome: video.nome,
      mime: video.tipo,
      bytes: video.conteudo.length,
      duracao: duracao === null ? null : duracao.toFixed(2),
      sha256: createHash('sha256').update(video.conteudo).digest('hex'),
      conteudo: video.conteudo,
    },
    ip,
  );
  return { msg: MSG.videoSalvo, video: urlDoArquivo(chave) };
}

/** Deletes the showroom video (no video is already the wanted state: answers success too). */
export async function excluirVideo(deps: Deps, ator: Ator, ip: string): Promise<{ msg: string }> {
  const id = exigirPerfil(ator, 'fornecedor');
  const antigo = await deps.db.transaction(async (tx) => {
    const atual = await repo.travarFornecedor(tx, id);
    if (!atual) throw naoEncontrado();
    if (atual.video_arquivo_id === null) return null;
    await repo.definirArquivo(tx, id, 'video', null);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir_video',
      entidade: 'fornecedores',
      entidadeId: id,
      dados: { arquivo_id: atual.video_arquivo_id },
      ip,
    });
    return atual.video_arquivo_id;
  });
  await descartarArquivo(deps, antigo);
  return { msg: MSG.videoExcluido };
}
