import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { mensagemDeErro } from '../../../lib/formulario';
import { idDaRota } from '../../../lib/rota';
import { useProduto } from '../api/produto-form';
import { ProdutoFormulario } from '../components/produto-formulario';

/**
 * /produtos/adicionar (supplier) and /produtos/:id/editar (its supplier, the master): 'Cadastro de
 * Produtos' (spec 3 §2 "Product form"). The master edits but does not create products (ADR 017):
 * on /produtos/adicionar it reads MSG_PRODUTOS.soFornecedorCadastra. A product that cannot be
 * loaded says why ('Erro ao buscar produto' for a server error) and goes back to /produtos.
 */
export default function ProdutoFormPage() {
  const { id: param } = useParams();
  const editando = param !== undefined;
  const id = editando ? idDaRota(param) : null;
  const navegar = useNavigate();
  const master = useEstadoLocal((s) => s.usuario?.tipo === 'master');
  const produto = useProduto(id);

  const erroCarga = produto.isError ? produto.error : editando && id === null ? true : null;
  useEffect(() => {
    if (!erroCarga) return;
    const msg = mensagemDeErro(erroCarga, MSG.erroBuscarProduto);
    if (msg === null) return;
    avisar(msg, 'error');
    void navegar('/produtos', { replace: true });
  }, [erroCarga, navegar]);

  let conteudo;
  if (!editando && master) {
    conteudo = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to="/produtos">
            Voltar
          </Button>
        }
      >
        {MSG.soFornecedorCadastra}
      </Alert>
    );
  } else if (!editando) {
    conteudo = <ProdutoFormulario produto={null} somenteLeitura={false} />;
  } else if (produto.data) {
    // Keyed by the product, not by the load: a refetch must not remount the form and lose the input.
    conteudo = (
      <ProdutoFormulario
        key={produto.data.id}
        produto={produto.data}
        somenteLeitura={!produto.data.acoes.editar}
      />
    );
  } else {
    conteudo = <LinearProgress aria-label="Carregando" />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Cadastro de Produtos
      </Typography>
      {conteudo}
    </Stack>
  );
}
