import type { Email } from '../../lib/mail.js';
import { LIMITES_CONTAS } from './contas-limites.js';

const MINUTOS = LIMITES_CONTAS.validadeCodigoMs / 60_000;

/** Escapes text placed inside the HTML body (the name is typed by the visitor). */
function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The shared layout of the code mails: greeting, purpose, the code on its own line, validity. */
function emailComCodigo(dados: {
  para: string;
  nome: string;
  assunto: string;
  paragrafo: string;
  codigo: string;
  rodape: string;
  publicUrl: string | undefined;
}): Email {
  const acesso = dados.publicUrl ? `\nAcesse: ${dados.publicUrl}\n` : '';
  const texto = [
    `Olá, ${dados.nome}!`,
    '',
    dados.paragrafo,
    '',
    `Código: ${dados.codigo}`,
    '',
    `O código vale por ${MINUTOS} minutos e pode ser usado uma única vez.`,
    dados.rodape,
    acesso,
    'Equipe Rodada',
  ].join('\n');
  const nome = escaparHtml(dados.nome);
  const link = dados.publicUrl
    ? `<p><a href="${escaparHtml(dados.publicUrl)}">${escaparHtml(dados.publicUrl)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">
  <p>Olá, ${nome}!</p>
  <p>${dados.paragrafo}</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px; color: #6d1a36">${dados.codigo}</p>
  <p>O código vale por ${MINUTOS} minutos e pode ser usado uma única vez.</p>
  <p style="color: #555">${dados.rodape}</p>
  ${link}
  <p>Equipe Rodada</p>
</body>
</html>`;
  return { para: dados.para, assunto: dados.assunto, texto, html, codigo: dados.codigo };
}

/** The account-validation mail (spec 1 §4: sign-up, then the validation code). */
export function emailCodigoAtivacao(para: string, nome: string, codigo: string, publicUrl?: string): Email {
  return emailComCodigo({
    para,
    nome,
    codigo,
    publicUrl,
    assunto: 'Rodada: seu código de validação',
    paragrafo:
      'Recebemos o seu cadastro na Rodada. Para validar a sua conta, informe o código abaixo na tela de validação.',
    rodape: 'Se você não se cadastrou na Rodada, ignore este email: nenhuma conta será ativada sem o código.',
  });
}

/** The password-reset mail (spec 1 §4: email, then code, then new password). */
export function emailCodigoReset(para: string, nome: string, codigo: string, publicUrl?: string): Email {
  return emailComCodigo({
    para,
    nome,
    codigo,
    publicUrl,
    assunto: 'Rodada: código para criar uma nova senha',
    paragrafo:
      'Recebemos um pedido para criar uma nova senha para a sua conta na Rodada. Informe o código abaixo para continuar.',
    rodape: 'Se você não pediu uma nova senha, ignore este email: a sua senha atual continua valendo.',
  });
}
