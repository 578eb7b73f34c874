import { FORNECEDORES } from '../components/tipos';
import { PaginaParticipantes } from './pagina-participantes';

/** /rodadas/:rodada_id/fornecedores (spec 3 §2 "Round participants"). */
export default function FornecedoresRodadaPage() {
  return <PaginaParticipantes tipo={FORNECEDORES} />;
}
