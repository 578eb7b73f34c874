import { REPRESENTANTES } from '../components/tipos';
import { PaginaParticipantes } from './pagina-participantes';

/** /rodadas/:rodada_id/representantes (spec 3 §2 "Round participants"). */
export default function RepresentantesRodadaPage() {
  return <PaginaParticipantes tipo={REPRESENTANTES} />;
}
