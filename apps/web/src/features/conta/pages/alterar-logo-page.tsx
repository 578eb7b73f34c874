import { useNavigate } from 'react-router';
import { Alert, Stack, Typography } from '@mui/material';
import { useEstadoLocal } from '../../../lib/estado-local';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { LogoEditor } from '../components/logo-editor';

/** /alterar-logo (fornecedor only, spec 2 §2): the logo card; 'Cancelar' goes to /. */
export default function AlterarLogoPage() {
  const fornecedorId = useEstadoLocal((s) => s.usuario?.fornecedor_id ?? null);
  const navegar = useNavigate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Alterar Logo
      </Typography>
      <SecaoFormulario
        titulo="Logo da empresa"
        descricao="A logo aparece para clientes e representantes. Ela é salva como uma imagem quadrada."
      >
        {fornecedorId === null ? (
          <Alert severity="error">Esta tela é só para fornecedores.</Alert>
        ) : (
          <LogoEditor fornecedorId={fornecedorId} aoCancelar={() => void navegar('/')} />
        )}
      </SecaoFormulario>
    </Stack>
  );
}
