import { prepararTemplates } from './db.js';

/** Vitest globalSetup: builds the migrated database template once, before the workers start. */
export default async function setup() {
  await prepararTemplates();
}
