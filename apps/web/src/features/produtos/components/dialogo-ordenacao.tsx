import { useState, type DragEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { mover } from './grade';

interface Item {
  id: number;
  rotulo: string;
}

/**
 * 'Ordenação de Tamanhos' (spec 3 §2 "Product form"): the chosen sizes in a list ordered by dragging
 * (HTML5 drag and drop) or, on a phone or with the keyboard, by the Subir/Descer buttons of each row.
 * Confirming hands back the ids in the new order; Cancelar keeps the old one.
 */
export function DialogoOrdenacao({
  aberto,
  itens,
  aoFechar,
  aoConfirmar,
}: {
  aberto: boolean;
  itens: Item[];
  aoFechar: () => void;
  aoConfirmar: (ids: number[]) => void;
}) {
  return (
    <Dialog open={aberto} onClose={aoFechar} fullWidth maxWidth="xs" aria-labelledby="titulo-ordenacao">
      {/* Mounted only while open: each opening starts from the order the grid has now. */}
      {aberto && <ConteudoOrdenacao itens={itens} aoFechar={aoFechar} aoConfirmar={aoConfirmar} />}
    </Dialog>
  );
}

function ConteudoOrdenacao({
  itens,
  aoFechar,
  aoConfirmar,
}: {
  itens: Item[];
  aoFechar: () => void;
  aoConfirmar: (ids: number[]) => void;
}) {
  const [ordem, setOrdem] = useState(itens);
  const [arrastando, setArrastando] = useState<number | null>(null);
  const [anuncio, setAnuncio] = useState('');

  const moverPara = (de: number, para: number) => {
    const nova = mover(ordem, de, para);
    setOrdem(nova);
    const item = ordem[de];
    if (item && para >= 0 && para < ordem.length)
      setAnuncio(`${item.rotulo} na posição ${para + 1} de ${ordem.length}`);
  };

  const soltarEm = (e: DragEvent, para: number) => {
    e.preventDefault();
    if (arrastando !== null) moverPara(arrastando, para);
    setArrastando(null);
  };

  return (
    <>
      <DialogTitle id="titulo-ordenacao">{MSG.ordenacaoTamanhos}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Arraste os tamanhos ou use as setas para mudar a ordem.
        </Typography>
        <List aria-label="Tamanhos em ordem" dense>
          {ordem.map((item, i) => (
            <ListItem
              key={item.id}
              draggable
              onDragStart={(e) => {
                setArrastando(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(item.id));
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => soltarEm(e, i)}
              onDragEnd={() => setArrastando(null)}
              sx={{
                cursor: 'grab',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                mb: 0.5,
                opacity: arrastando === i ? 0.5 : 1,
              }}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`Subir ${item.rotulo}`}
                    disabled={i === 0}
                    onClick={() => moverPara(i, i - 1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={`Descer ${item.rotulo}`}
                    disabled={i === ordem.length - 1}
                    onClick={() => moverPara(i, i + 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                </>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <DragIndicator />
              </ListItemIcon>
              <ListItemText primary={item.rotulo} />
            </ListItem>
          ))}
        </List>
        <Typography role="status" sx={{ position: 'absolute', left: -9999 }}>
          {anuncio}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={aoFechar}>Cancelar</Button>
        <Button variant="contained" onClick={() => aoConfirmar(ordem.map((o) => o.id))}>
          Confirmar
        </Button>
      </DialogActions>
    </>
  );
}
