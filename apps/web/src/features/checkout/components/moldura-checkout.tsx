import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';

/** A tab of 'Finalizar Compra' (spec 3 §2 "Checkout"). */
export interface AbaCheckout {
  valor: string;
  rotulo: string;
  desabilitada?: boolean;
  conteudo: ReactNode;
}

/** The checkout's frame: title, 'Voltar à Loja' (→ /) and the tabs with their panels. */
export function MolduraCheckout(props: { abas: AbaCheckout[]; aba: string; onAba: (v: string) => void }) {
  const navegar = useNavigate();
  const atual = props.abas.find((a) => a.valor === props.aba) ?? props.abas[0]!;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Finalizar Compra
        </Typography>
        <Button onClick={() => void navegar('/')}>Voltar à Loja</Button>
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={atual.valor}
          onChange={(_e, v: string) => props.onAba(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Etapas da compra"
        >
          {props.abas.map((a) => (
            <Tab
              key={a.valor}
              value={a.valor}
              label={a.rotulo}
              disabled={a.desabilitada}
              id={`aba-${a.valor}`}
              aria-controls={`painel-${a.valor}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`painel-${atual.valor}`}
          aria-labelledby={`aba-${atual.valor}`}
          sx={{ p: 2 }}
        >
          {atual.conteudo}
        </Box>
      </Paper>
    </Stack>
  );
}

/** The empty cart (spec 3 §2): the message and 'Continuar Comprando' → /. */
export function CarrinhoVazio({ mensagem }: { mensagem: string }) {
  const navegar = useNavigate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {mensagem}
      </Typography>
      <Button variant="contained" onClick={() => void navegar('/')}>
        Continuar Comprando
      </Button>
    </Stack>
  );
}
