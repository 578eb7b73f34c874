import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, LinearProgress } from '@mui/material';
import { ApiError } from '../../../lib/api';
import { useClienteId, useEmpresa } from '../api/empresas';
import { EmpresaFormulario } from '../components/empresa-formulario';
import { EmpresaPagina } from '../components/empresa-pagina';
import { idDaRota } from '../../../lib/rota';

/** /empresas/:id/editar (cliente; spec 2 §2 "Companies"): one of the customer's stores. */
export default function EmpresaEditarPage() {
  const { id } = useParams();
  const lojaId = idDaRota(id);
  const clienteId = useClienteId();
  const consulta = useEmpresa(clienteId, lojaId);

  let conteudo;
  if (consulta.data) {
    conteudo = <EmpresaFormulario key={consulta.dataUpdatedAt} clienteId={clienteId} loja={consulta.data} />;
  } else if (lojaId === null || consulta.isError) {
    const naoExiste =
      lojaId === null || (consulta.error instanceof ApiError && consulta.error.httpStatus === 404);
    conteudo = (
      <Alert
        severity="error"
        action={
          naoExiste ? (
            <Button color="inherit" component={RouterLink} to="/empresas">
              Voltar
            </Button>
          ) : (
            <Button color="inherit" onClick={() => void consulta.refetch()}>
              Tentar de novo
            </Button>
          )
        }
      >
        {naoExiste ? 'Empresa não encontrada' : 'Não foi possível carregar a empresa'}
      </Alert>
    );
  } else {
    conteudo = <LinearProgress aria-label="Carregando" />;
  }
  return <EmpresaPagina>{conteudo}</EmpresaPagina>;
}
