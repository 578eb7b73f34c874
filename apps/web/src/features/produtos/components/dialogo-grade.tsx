import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SwapVert from '@mui/icons-material/SwapVert';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { avisar } from '../../../lib/avisos';
import { ApiError } from '../../../lib/api';
import { mensagemDeErro } from '../../../lib/formulario';
import { useCoresTamanhos, useSalvarCor, useSalvarTamanho } from '../api-catalogo';
import { CampoAdicionar } from './campo-adicionar';
import { DialogoOrdenacao } from './dialogo-ordenacao';
import { aplicarEspecial, type CorGrade, type TamanhoGrade } from './grade';
import { TabelaGrade } from './tabela-grade';

/** spec 3 §5: the product form's quick add takes sizes of up to 3 characters. */
const MAX_TAMANHO_RAPIDO = 3;

/** A refused quick add: the server's message for the field, else its msg, else the screen's (spec 3 §8). */
function erroDoCampo(e: unknown, campo: string, padrao: string): string {
  const doCampo = e instanceof ApiError ? e.errors?.[campo] : undefined;
  return doCampo ?? mensagemDeErro(e, padrao) ?? padrao;
}

/**
 * 'Tamanhos e Cores' (spec 3 §2 "Product form", §3 "Size", §5, §8 "Sizes and colours"): searchable
 * pickers of the supplier's colours and sizes, each with a quick add (a new colour, upper case,
 * 'Campo obrigatório'; a size of up to 3 characters, 'Informe o tamanho'), the special sizes that
 * stand alone (ÚNICO), the 'Ordenação de Tamanhos' dialog and the grid table. Changes go straight
 * to the form (`aoMudar`); the colours and sizes keep the order given, which is the order saved.
 */
export function DialogoGrade({
  aberto,
  cores,
  tamanhos,
  aoMudar,
  aoFechar,
  fornecedorId,
}: {
  aberto: boolean;
  /** The product's supplier, when the master edits it: only its own and the shared items fit. */
  fornecedorId: number | null;
  cores: CorGrade[];
  tamanhos: TamanhoGrade[];
  aoMudar: (cores: CorGrade[], tamanhos: TamanhoGrade[]) => void;
  aoFechar: () => void;
}) {
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'));
  const catalogo = useCoresTamanhos(aberto);
  const salvarCor = useSalvarCor();
  const salvarTamanho = useSalvarTamanho();
  const [ordenando, setOrdenando] = useState(false);
  // The master's catalogue holds every supplier's items; a product takes its supplier's and the shared.
  const doFornecedor = <T extends { fornecedor_id: number | null }>(lista: T[] | undefined): T[] =>
    (lista ?? []).filter(
      (i) => fornecedorId === null || i.fornecedor_id === null || i.fornecedor_id === fornecedorId,
    );
  const especial = tamanhos.find((t) => t.especial) ?? null;

  const adicionarCor = async (nome: string) => {
    try {
      const r = await salvarCor.mutateAsync({ id: null, body: { nome } });
      avisar(r.msg, 'success');
      if (!cores.some((c) => c.id === r.cor.id)) aoMudar([...cores, r.cor], tamanhos);
      return null;
    } catch (e) {
      return erroDoCampo(e, 'nome', MSG.erroSalvarEssaCor);
    }
  };

  const adicionarTamanho = async (nome: string) => {
    try {
      const r = await salvarTamanho.mutateAsync({ id: null, body: { tamanho: nome } });
      avisar(r.msg, 'success');
      if (!tamanhos.some((t) => t.id === r.tamanho.id))
        aoMudar(cores, aplicarEspecial(tamanhos, [...tamanhos, r.tamanho]));
      return null;
    } catch (e) {
      return erroDoCampo(e, 'tamanho', MSG.erroSalvarEsseTamanho);
    }
  };

  const erroCatalogo = catalogo.isError
    ? (mensagemDeErro(catalogo.error, MSG.erroListarTamanhos) ?? MSG.erroListarTamanhos)
    : null;

  return (
    <Dialog
      open={aberto}
      onClose={aoFechar}
      fullWidth
      maxWidth="md"
      fullScreen={celular}
      aria-labelledby="titulo-grade"
    >
      <DialogTitle id="titulo-grade">Tamanhos e Cores</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {erroCatalogo && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void catalogo.refetch()}>
                  Tentar novamente
                </Button>
              }
            >
              {erroCatalogo}
            </Alert>
          )}
          <Stack spacing={1}>
            <Autocomplete<CorGrade, true>
              multiple
              filterSelectedOptions
              options={doFornecedor(catalogo.data?.cores)}
              loading={catalogo.isLoading}
              loadingText="Carregando cores…"
              noOptionsText="Nenhuma cor encontrada"
              value={cores}
              getOptionLabel={(c) => c.nome}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, novas) => aoMudar(novas, tamanhos)}
              renderInput={(params) => <TextField {...params} label="Cores" placeholder="Pesquisar cor" />}
            />
            <CampoAdicionar
              rotulo="Nova cor"
              botao="Adicionar cor"
              msgVazio={MSG.campoObrigatorio}
              aoAdicionar={adicionarCor}
            />
          </Stack>
          <Stack spacing={1}>
            <Autocomplete<TamanhoGrade, true>
              multiple
              filterSelectedOptions
              options={doFornecedor(catalogo.data?.tamanhos)}
              loading={catalogo.isLoading}
              loadingText="Carregando tamanhos…"
              noOptionsText="Nenhum tamanho encontrado"
              value={tamanhos}
              getOptionLabel={(t) => t.tamanho}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              // A special size (ÚNICO) stands alone: while it is chosen the others are off (spec 3 §3).
              getOptionDisabled={(t) => especial !== null && t.id !== especial.id}
              onChange={(_e, novos) => aoMudar(cores, aplicarEspecial(tamanhos, novos))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Tamanhos"
                  placeholder="Pesquisar tamanho"
                  helperText={
                    especial
                      ? `${especial.tamanho} é um tamanho especial: os outros ficam desativados`
                      : undefined
                  }
                />
              )}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <div style={{ flex: 1 }}>
                <CampoAdicionar
                  rotulo="Novo tamanho"
                  botao="Adicionar tamanho"
                  msgVazio={MSG.informeTamanho}
                  max={MAX_TAMANHO_RAPIDO}
                  aoAdicionar={adicionarTamanho}
                  desativado={especial !== null}
                />
              </div>
              <Button
                startIcon={<SwapVert />}
                onClick={() => setOrdenando(true)}
                disabled={tamanhos.length < 2}
                sx={{ mt: 0.25 }}
              >
                Ordenar tamanhos
              </Button>
            </Stack>
          </Stack>
          <TabelaGrade cores={cores.map((c) => c.nome)} tamanhos={tamanhos.map((t) => t.tamanho)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={aoFechar}>
          Concluir
        </Button>
      </DialogActions>
      <DialogoOrdenacao
        aberto={ordenando}
        itens={tamanhos.map((t) => ({ id: t.id, rotulo: t.tamanho }))}
        aoFechar={() => setOrdenando(false)}
        aoConfirmar={(ids) => {
          aoMudar(
            cores,
            ids
              .map((id) => tamanhos.find((t) => t.id === id))
              .filter((t): t is TamanhoGrade => t !== undefined),
          );
          setOrdenando(false);
        }}
      />
    </Dialog>
  );
}
