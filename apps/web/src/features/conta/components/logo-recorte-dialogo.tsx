import { DialogoRecorte, type ConfiguracaoRecorte } from '../../../components/dialogo-recorte';
import { LARGURA_LOGO, ZOOM_MAX, ZOOM_MIN } from './logo-recorte';

/** The logo's crop (spec 1 §5): a square frame, zoom 10 to 200 %, rotation 0 to 360°, JPEG 2048 px. */
const RECORTE_LOGO: ConfiguracaoRecorte = {
  id: 'logo-recorte',
  titulo: 'Recortar Logo',
  instrucao: 'Arraste a imagem para posicionar a logo dentro do quadro.',
  proporcao: 1,
  zoom: { min: ZOOM_MIN, max: ZOOM_MAX },
  rotacao: { min: 0, max: 360 },
  largura: LARGURA_LOGO,
  alt: 'Imagem escolhida para a logo',
  altura: { xs: 280, sm: 360 },
};

/** The crop dialog of the logo; 'Aplicar' hands over the JPEG, 'Cancelar' discards the image. */
export function LogoRecorteDialogo(props: {
  /** Object URL of the chosen image; the dialog is open while it is set. */
  imagem: string | null;
  aoCancelar: () => void;
  aoAplicar: (dataUrl: string) => void;
}) {
  return <DialogoRecorte config={RECORTE_LOGO} {...props} />;
}
