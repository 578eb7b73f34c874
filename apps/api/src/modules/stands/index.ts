// The stands module's public entry (ADR 013, module boundaries): a round's stands, managed by its
// administrador or the master (spec 3 §2, §7 "Stands").
export { rotasStands } from './stands.routes.js';
