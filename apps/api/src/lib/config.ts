import path from 'node:path';

/** ViaCEP, the default CEP provider (README "Configuração", ADR 012). */
export const CEP_URL_PADRAO = 'https://viacep.com.br/ws/{cep}/json/';

/** Runtime configuration, read once from the environment (README "Configuração"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageDir: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  publicUrl: string | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  trustProxy: boolean;
  /**
   * ViaCEP-compatible address lookup, `{cep}` replaced by the 8 digits (ADR 012); '' turns the
   * lookup off (the forms are filled by hand).
   */
  cepUrl: string;
  /** How long the CEP provider may take before the lookup gives up quietly. */
  cepTimeoutMs: number;
  /**
   * Days an approved product stays approved before it turns 3 Vencido and its supplier is asked
   * 'Ainda vende este produto?' (spec 3 §4, issue 12 §6; `PRODUTO_VALIDADE_DIAS`, default 180).
   */
  produtoValidadeDias: number;
  isProduction: boolean;
  /**
   * Whether zod checks every answer against its contract (`VALIDAR_RESPOSTAS`, default on: the
   * tests); off, answers go through the compiled projection only, as `npm start` runs (ADR 014).
   */
  validarRespostas: boolean;
  /** Folder of the built SPA (apps/web/dist). */
  webDist: string;
}

/** Reads the configuration from `env`, applying the documented defaults. */
export function lerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') {
    throw new Error(`SEED deve ser "demo" ou "none" (recebido: "${seed}")`);
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT inválida: "${env.PORT}"`);
  }
  const cepUrl = (env.CEP_URL ?? CEP_URL_PADRAO).trim();
  if (cepUrl && (!/^https?:\/\//.test(cepUrl) || !cepUrl.includes('{cep}'))) {
    throw new Error(`CEP_URL deve ser um endereço http(s) com {cep} (recebido: "${cepUrl}")`);
  }
  const cepTimeoutMs = Number(env.CEP_TIMEOUT_MS ?? 3000);
  if (!Number.isInteger(cepTimeoutMs) || cepTimeoutMs <= 0) {
    throw new Error(`CEP_TIMEOUT_MS inválido: "${env.CEP_TIMEOUT_MS}"`);
  }
  const produtoValidadeDias = Number(env.PRODUTO_VALIDADE_DIAS ?? 180);
  if (!Number.isInteger(produtoValidadeDias) || produtoValidadeDias <= 0 || produtoValidadeDias > 3650) {
    throw new Error(
      `PRODUTO_VALIDADE_DIAS deve ser um inteiro de 1 a 3650 (recebido: "${env.PRODUTO_VALIDADE_DIAS}")`,
    );
  }
  const validar = (env.VALIDAR_RESPOSTAS ?? '1').trim();
  if (!['0', '1'].includes(validar)) {
    throw new Error(`VALIDAR_RESPOSTAS deve ser 0 ou 1 (recebido: "${env.VALIDAR_RESPOSTAS}")`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storageDir: path.resolve(cwd, env.STORAGE_DIR ?? path.join(dataDir, 'arquivos')),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM ?? 'Rodada <nao-responda@rodada.local>',
    publicUrl: env.PUBLIC_URL || undefined,
    seed,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cepUrl,
    cepTimeoutMs,
    produtoValidadeDias,
    isProduction: env.NODE_ENV === 'production',
    validarRespostas: validar === '1',
    webDist: path.resolve(
      env.WEB_DIST ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../../../web/dist'),
    ),
  };
}
