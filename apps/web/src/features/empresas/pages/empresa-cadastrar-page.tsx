import { useClienteId } from '../api/empresas';
import { EmpresaFormulario } from '../components/empresa-formulario';
import { EmpresaPagina } from '../components/empresa-pagina';

/** /empresas/cadastrar (cliente; spec 2 §2 "Companies"): a new store of the customer. */
export default function EmpresaCadastrarPage() {
  const clienteId = useClienteId();
  return (
    <EmpresaPagina>
      <EmpresaFormulario clienteId={clienteId} loja={null} />
    </EmpresaPagina>
  );
}
