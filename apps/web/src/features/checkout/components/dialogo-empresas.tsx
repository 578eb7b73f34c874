import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { aplicarMascara, MASCARAS } from '../../../lib/mascaras';

const formatarCnpj = (cnpj: string) => aplicarMascara(cnpj, MASCARAS.cnpj);

/** A company as the checkout shows it (a customer's store or a client's, spec 3 §3 "Empresa"). */
export interface EmpresaDoCheckout {
  id: number;
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
}

/** The company-selection dialog (spec 3 §2 "Checkout": for client and representative). */
export function DialogoEmpresas(props: {
  aberto: boolean;
  empresas: EmpresaDoCheckout[];
  escolhida: number | null;
  onEscolher: (empresa: EmpresaDoCheckout) => void;
  onFechar: () => void;
  /** 'Nova Empresa' (the customer's own flow): goes to /empresas/cadastrar. */
  onNova?: () => void;
}) {
  return (
    <Dialog
      open={props.aberto}
      onClose={props.onFechar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="titulo-selecionar-empresa"
    >
      <DialogTitle id="titulo-selecionar-empresa">Selecionar Empresa</DialogTitle>
      <DialogContent dividers>
        <List>
          {props.empresas.map((e) => (
            <ListItemButton
              key={e.id}
              selected={e.id === props.escolhida}
              onClick={() => props.onEscolher(e)}
            >
              <ListItemText
                primary={e.nome_fantasia}
                secondary={`${e.razao_social} · ${formatarCnpj(e.cnpj)}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {props.onNova && <Button onClick={props.onNova}>Nova Empresa</Button>}
        <Button onClick={props.onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The chosen company in a few lines (or a hint to choose one). */
export function ResumoEmpresa({ empresa }: { empresa: EmpresaDoCheckout | null }) {
  if (!empresa) return <Typography color="text.secondary">Nenhuma empresa selecionada</Typography>;
  return (
    <Stack>
      <Typography sx={{ fontWeight: 700 }}>{empresa.nome_fantasia}</Typography>
      <Typography variant="body2">{empresa.razao_social}</Typography>
      <Typography variant="body2" color="text.secondary">{`CNPJ ${formatarCnpj(empresa.cnpj)}`}</Typography>
    </Stack>
  );
}
