import { useEffect, useState } from 'react';
import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import { sistema } from '@rodada/contracts';
import { chamar } from '../lib/api';

/** The storefront's place until the shell issue builds it: brand and server status. */
export default function InicioPage() {
  const [online, setOnline] = useState<boolean | null>(null);
  useEffect(() => {
    const controle = new AbortController();
    chamar(sistema.health, { signal: controle.signal }).then(
      () => setOnline(true),
      () => setOnline(false),
    );
    return () => controle.abort();
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}>
      <Container maxWidth="sm">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h3" component="h1" color="primary">
            Rodada
          </Typography>
          <Typography variant="h6" component="p">
            Pedidos para rodadas de negócio de moda atacadista.
          </Typography>
          <Chip
            color={online ? 'success' : online === false ? 'error' : 'default'}
            label={online ? 'Servidor conectado' : online === false ? 'Servidor indisponível' : 'Conectando…'}
          />
          <Typography variant="body2">
            Documentação da API: <a href="/api/docs">/api/docs</a>
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
