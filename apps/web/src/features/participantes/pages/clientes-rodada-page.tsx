import { CLIENTES } from '../components/tipos';
import { PaginaParticipantes } from './pagina-participantes';

/** /rodadas/:rodada_id/clientes (spec 3 §2 "Round participants"). */
export default function ClientesRodadaPage() {
  return <PaginaParticipantes tipo={CLIENTES} />;
}
