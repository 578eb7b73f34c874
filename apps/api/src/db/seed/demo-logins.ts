import { ADMINISTRADORES, CLIENTES, FORNECEDORES, REPRESENTANTES } from './demo-pessoas-dados.js';

/** Demo password, for the demo seed only (never used in other modes). */
export const DEMO_SENHA = 'rodada123';

/** The demo logins tests use most (the second of each role owns different data). */
export const DEMO_LOGINS = [
  { papel: 'master', email: 'master@rodada.test' },
  { papel: 'administrador', email: 'admin@rodada.test' },
  { papel: 'fornecedor', email: 'fornecedor@rodada.test' },
  { papel: 'fornecedor', email: 'fornecedor2@rodada.test' },
  { papel: 'representante', email: 'representante@rodada.test' },
  { papel: 'representante', email: 'representante2@rodada.test' },
  { papel: 'cliente', email: 'cliente@rodada.test' },
  { papel: 'cliente', email: 'cliente2@rodada.test' },
] as const;

/** A demo client whose account is not completed yet (held on /cliente/minha-conta). */
export const DEMO_CADASTRO_INCOMPLETO = 'novo@rodada.test';

/** 'fornecedor', 1 → 'fornecedor@rodada.test'; 3 → 'fornecedor3@rodada.test' (DEMO_LOGINS style). */
export function emailDemo(papel: string, n: number): string {
  return `${papel}${n === 1 ? '' : n}@rodada.test`;
}

/** Every account the demo seed creates, grouped as the start banner and the README list them. */
const CONTAS_DEMO: readonly { papel: string; emails: readonly string[]; nota?: string }[] = [
  { papel: 'master', emails: ['master@rodada.test'] },
  ...ADMINISTRADORES.map((a, i) => ({
    papel: 'administrador',
    emails: [a.email],
    nota: i === 0 ? 'organiza as duas rodadas' : 'não organiza nenhuma rodada',
  })),
  { papel: 'fornecedor', emails: FORNECEDORES.map((_, i) => emailDemo('fornecedor', i + 1)) },
  { papel: 'representante', emails: REPRESENTANTES.map((_, i) => emailDemo('representante', i + 1)) },
  { papel: 'cliente', emails: CLIENTES.map((_, i) => emailDemo('cliente', i + 1)) },
  {
    papel: 'cliente',
    emails: [DEMO_CADASTRO_INCOMPLETO],
    nota: 'cadastro incompleto: conta não verificada, fica presa em Minha conta',
  },
];

/** "a@x, a2@x … a6@x": the first two and the last of a numbered series. */
function listarEmails(emails: readonly string[]): string {
  if (emails.length <= 2) return emails.join(', ');
  return `${emails[0]}, ${emails[1]} … ${emails[emails.length - 1]}`;
}

/** The demo accounts as the start banner prints them (the README's table carries the same rows). */
export function linhasDosLoginsDemo(): string[] {
  return CONTAS_DEMO.map(
    (g) => `    ${g.papel.padEnd(14)} ${listarEmails(g.emails)}${g.nota ? `  (${g.nota})` : ''}`,
  );
}
