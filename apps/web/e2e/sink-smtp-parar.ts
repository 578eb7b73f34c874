/** Playwright globalTeardown: stops the SMTP sink started by the globalSetup (sink-smtp.ts). */
export { pararSinkGlobal as default } from './sink-smtp';
