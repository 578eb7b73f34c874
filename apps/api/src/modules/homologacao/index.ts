// The approval module's public entry (ADR 013, module boundaries): approving and rejecting products,
// the expiry sweep and the answer to 'Ainda vende este produto?' (spec 3 §4, §7; spec 1 §2.7).
export { rotasHomologacao } from './homologacao.routes.js';
export { msgDoDesfecho, responderVencido } from './homologacao.service.js';
export { produto as produtoHomologavel } from './homologacao.repository.js';
export { INTERVALO_VENCIMENTO_MS, vencerProdutos, vencerProdutosComLog } from './vencimento.service.js';
export { motivosDasDecisoes, type MotivoLido } from './motivos.repository.js';
