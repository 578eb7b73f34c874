import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SystemUpdateAltOutlined from '@mui/icons-material/SystemUpdateAltOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { aparelhoSemRede } from '../lib/api';
import { diagnosticarFalha, ehFalhaDeCarga, recarregarUmaVez, type FalhaDeTela } from './falha-de-tela';
import { reiniciarTelasQueFalharam } from './tela-sob-demanda';

/** The texts of each failure (ADR 010). */
const TEXTOS: Record<FalhaDeTela, { titulo: string; texto: string; icone: ReactNode }> = {
  'sem-conexao': {
    titulo: 'Sem conexão',
    texto: 'Não foi possível abrir esta tela. Verifique a internet do aparelho e tente novamente.',
    icone: <CloudOffOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />,
  },
  'nova-versao': {
    titulo: 'Nova versão do aplicativo',
    texto: 'A Rodada foi atualizada. Recarregue a página para abrir esta tela na versão nova.',
    icone: <SystemUpdateAltOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />,
  },
  erro: {
    titulo: 'Algo deu errado',
    texto: 'Esta tela encontrou um erro inesperado. Recarregue a página ou volte ao início.',
    icone: <ErrorOutlineOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />,
  },
};

/**
 * The error screen of every route, in Portuguese, instead of the router's developer page. A screen
 * whose code did not load says 'Sem conexão' with 'Tentar novamente', or, when a new version
 * replaced the files, reloads the page once by itself and otherwise offers 'Recarregar'. Any other
 * error says 'Algo deu errado'. Inside a route it keeps the shell (top bar and menu) around it.
 * Shown by LimiteDeErro (limite-de-erro.tsx) with the error it caught.
 */
export function TelaDeErro({ erro }: { erro: unknown }) {
  const local = useLocation();
  const navegar = useNavigate();
  const [falha, setFalha] = useState<FalhaDeTela | null>(() => {
    if (!ehFalhaDeCarga(erro)) return 'erro';
    return aparelhoSemRede() ? 'sem-conexao' : null;
  });

  useEffect(() => {
    if (!ehFalhaDeCarga(erro)) {
      console.error('Erro na tela', erro);
      return;
    }
    let ativo = true;
    void diagnosticarFalha(erro).then((causa) => {
      // While the page reloads, the progress bar stays.
      if (ativo && !(causa === 'nova-versao' && recarregarUmaVez())) setFalha(causa);
    });
    return () => {
      ativo = false;
    };
  }, [erro]);

  if (falha === null) return <LinearProgress aria-label="Carregando" />;

  // Navigating to the same place resets the route's error boundary (a new location key): the screen is
  // imported again.
  const tentarDeNovo = () => {
    reiniciarTelasQueFalharam();
    void navegar(local, { replace: true });
  };
  const recarregar = () => window.location.reload();
  const { titulo, texto, icone } = TEXTOS[falha];
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 4 }, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {icone}
        <Typography variant="h5" component="h1">
          {titulo}
        </Typography>
        <Typography color="text.secondary" role="alert">
          {texto}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {falha === 'sem-conexao' ? (
            <Button variant="contained" size="large" onClick={tentarDeNovo}>
              Tentar novamente
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={recarregar}>
              Recarregar
            </Button>
          )}
          {falha === 'erro' && (
            <Button size="large" onClick={() => void navegar('/')}>
              Ir para o início
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
