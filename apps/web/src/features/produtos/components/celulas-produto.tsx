import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, ButtonBase, Checkbox, Stack, Tooltip, Typography } from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { MSG_PRODUTOS, type produtos } from '@rodada/contracts';
import { MenuDaLinha, type AcaoDaLinha } from '../../../components/menu-linha';
import { FotoProduto } from '../../../components/foto-produto';
import { STATUS } from './status-produto';

/** The thumbnail's side in px: the 320 px width of the srcset is enough (issue 12 §9). */
const LADO_MINIATURA = 48;

/**
 * The rejected product's notice (spec 3 §2, §4): the two texts, the reasons the master gave
 * (produto_detalhes) and Editar Produto and Galeria.
 */
export function AvisoReprovado({ produto }: { produto: produtos.ProdutoLinha }) {
  return (
    <Alert severity="error" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography variant="body2">{MSG_PRODUTOS.reprovadoAviso}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {MSG_PRODUTOS.reprovadoCorrija}
      </Typography>
      {produto.produto_detalhes.length > 0 && (
        <Box component="ul" aria-label="Motivos da reprovação" sx={{ my: 0.5, pl: 2.5 }}>
          {produto.produto_detalhes.map((m, i) => (
            <li key={i}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {m.nome && m.nome !== m.descricao ? `${m.nome}: ${m.descricao}` : m.descricao}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {produto.acoes.editar && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            component={RouterLink}
            to={`/produtos/${produto.id}/editar`}
          >
            Editar Produto
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            component={RouterLink}
            to={`/produtos/${produto.id}/galeria`}
          >
            Galeria
          </Button>
        </Stack>
      )}
    </Alert>
  );
}

/**
 * The Descrição cell: the thumbnail and the description, both opening the detail dialog; on a
 * phone (where Código is hidden) the code under it; the supplier's rejected product adds its
 * notice.
 */
export function CelulaDescricao({
  produto,
  aoAbrir,
  comAviso,
  comFornecedor = false,
}: {
  produto: produtos.ProdutoLinha;
  aoAbrir: () => void;
  comAviso: boolean;
  comFornecedor?: boolean;
}) {
  return (
    // A readable width beside the other columns (words are not broken mid-way), none on a phone's card.
    <Box sx={{ minWidth: { xs: 0, sm: 170, lg: 220 } }}>
      <ButtonBase
        onClick={aoAbrir}
        aria-label={`Detalhes de ${produto.descricao}`}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          textAlign: 'left',
          borderRadius: 1,
          maxWidth: '100%',
        }}
      >
        <Box
          sx={{
            width: LADO_MINIATURA,
            height: LADO_MINIATURA,
            flex: 'none',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {produto.foto ? (
            <FotoProduto
              foto={produto.foto}
              alt=""
              sizes={`${LADO_MINIATURA}px`}
              sx={{ width: LADO_MINIATURA, height: LADO_MINIATURA, aspectRatio: 'auto' }}
            />
          ) : (
            <ImageOutlined color="disabled" />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: 500, overflowWrap: 'break-word', color: 'primary.main' }}
          >
            {produto.descricao}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            Código {produto.codigo}
          </Typography>
          {comFornecedor && (
            // The master's Fornecedor column shows from 1200 px; narrower, the name goes here.
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', lg: 'none' } }}
            >
              {produto.fornecedor_nome}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      {comAviso && produto.status === STATUS.reprovado && <AvisoReprovado produto={produto} />}
    </Box>
  );
}

/**
 * The supplier's Ativo checkbox (spec 3 §4 "Product active flag"): checking activates at once,
 * unchecking asks first (`aoDesativar` opens the confirmation). Disabled without `acoes.ativar`.
 */
export function CaixaAtivoProduto({
  produto,
  ocupado,
  aoAtivar,
  aoDesativar,
}: {
  produto: produtos.ProdutoLinha;
  ocupado: boolean;
  aoAtivar: () => void;
  aoDesativar: () => void;
}) {
  return (
    <Tooltip title={produto.ativo ? 'Ativo: toque para desativar' : 'Desativado: toque para ativar'}>
      <span>
        <Checkbox
          checked={produto.ativo}
          disabled={!produto.acoes.ativar || ocupado}
          onChange={() => (produto.ativo ? aoDesativar() : aoAtivar())}
          slotProps={{ input: { 'aria-label': `Ativo: ${produto.descricao}` } }}
          sx={{ ml: { xs: -1.25, sm: 0 }, my: { xs: -0.5, sm: 0 } }}
        />
      </span>
    </Tooltip>
  );
}

/** The options menu of a supplier's row, from its `acoes`: Editar, Galeria, Excluir. */
export function MenuDoProduto({
  produto,
  aoExcluir,
}: {
  produto: produtos.ProdutoLinha;
  aoExcluir: () => void;
}) {
  const navegar = useNavigate();
  const acoes: AcaoDaLinha[] = [];
  if (produto.acoes.editar) {
    acoes.push(
      { rotulo: 'Editar', icone: <Edit />, aoEscolher: () => void navegar(`/produtos/${produto.id}/editar`) },
      {
        rotulo: 'Galeria',
        icone: <PhotoLibrary />,
        aoEscolher: () => void navegar(`/produtos/${produto.id}/galeria`),
      },
    );
  }
  if (produto.acoes.excluir) {
    acoes.push({
      rotulo: 'Excluir',
      icone: <Delete />,
      aoEscolher: aoExcluir,
      perigo: true,
      divisor: acoes.length > 0,
    });
  }
  if (acoes.length === 0) return null;
  return <MenuDaLinha nome={produto.descricao} acoes={acoes} />;
}
