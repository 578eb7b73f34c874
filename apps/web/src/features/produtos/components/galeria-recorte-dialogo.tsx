import { produtos } from '@rodada/contracts';
import { DialogoRecorte, type ConfiguracaoRecorte } from '../../../components/dialogo-recorte';

const { LIMITES_GALERIA: L } = produtos;

/** The frame of a product photo: 3:4, portrait, as a garment is shown in the shop. */
export const PROPORCAO_FOTO = 3 / 4;

/** A product photo's crop (spec 3 §2, §5): a 3:4 frame, JPEG 2048 px wide (spec 3 §4 "Gallery save"). */
const RECORTE_FOTO: ConfiguracaoRecorte = {
  id: 'galeria-recorte',
  titulo: 'Recortar Foto',
  instrucao: 'Arraste a imagem para posicionar o produto dentro do quadro.',
  proporcao: PROPORCAO_FOTO,
  zoom: L.zoom,
  rotacao: L.rotacao,
  largura: L.larguraFoto,
  alt: 'Foto escolhida para o produto',
  altura: { xs: 320, sm: 420 },
};

/** The gallery's crop dialog; 'Aplicar' hands over the JPEG, 'Cancelar' discards the image. */
export function GaleriaRecorteDialogo(props: {
  /** Object URL of the chosen image; the dialog is open while it is set. */
  imagem: string | null;
  aoCancelar: () => void;
  aoAplicar: (dataUrl: string) => void;
}) {
  return <DialogoRecorte config={RECORTE_FOTO} {...props} />;
}
