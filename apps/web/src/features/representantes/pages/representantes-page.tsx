import { useEstadoLocal } from '../../../lib/estado-local';
import { ListaAdministrativa } from '../components/lista-admin';
import { ListaDoCliente } from '../components/lista-cliente';

/**
 * /representantes (spec 2 §2 "Representatives"): the cliente's 'Minhas Representações' with its
 * links, or the administrador's and master's maintenance list. The route's guard keeps every
 * other role out.
 */
export default function RepresentantesPage() {
  const tipo = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  if (tipo === 'cliente') return <ListaDoCliente />;
  if (tipo === 'administrador' || tipo === 'master') return <ListaAdministrativa tipo={tipo} />;
  return null;
}
