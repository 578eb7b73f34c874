/** Demo password, for the demo seed only (never used in other modes). */
export const DEMO_SENHA = 'rodada123';

/** The demo logins printed at start (the second of each role owns different data). */
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
