import { hojeEmSaoPaulo } from '@rodada/domain';
import { dataUrl, pngDeTeste } from '../test/midias.js';
import type { Chamada, ContextoDaChamada } from './chamadas.js';

// How the authorization matrix calls the banners endpoints (dados/banners.ts): a form with today's
// period; a new banner sends a small picture (required on create), an update keeps the stored one.

let imagem: Promise<string> | null = null;
const imagemDeTeste = () => (imagem ??= pngDeTeste(64, 24).then((png) => dataUrl('image/png', png)));

const form = ({ t }: ContextoDaChamada) => {
  const hoje = hojeEmSaoPaulo(t.relogio.agora());
  return { nome: 'Banner da Matriz', data_inicio: hoje, data_fim: hoje, destinatarios: ['Clientes'] };
};

export const CHAMADAS_BANNERS: Readonly<Record<string, Chamada>> = {
  'POST /api/banners/salvar': async (c) => ({ body: { ...form(c), imagem: await imagemDeTeste() } }),
  'POST /api/banners/:id/atualizar': (c) => ({ body: { ...form(c), status: 1 } }),
  'GET /api/banners/ativos': () => ({ query: { destino: 'Fornecedores' } }),
};
