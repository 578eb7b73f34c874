/** Playwright globalTeardown: stops the fake CEP provider started by the globalSetup (cep-falso.ts). */
export { pararCepFalso as default } from './cep-falso';
