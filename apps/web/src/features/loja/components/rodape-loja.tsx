import { Box, IconButton, Stack, Typography } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import FacebookIcon from '@mui/icons-material/Facebook';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { REDES_SOCIAIS } from '../lib/redes-sociais';

const ICONES = { Instagram: InstagramIcon, Facebook: FacebookIcon, WhatsApp: WhatsAppIcon };

/** The storefront's footer with the social links (spec 1 §2.5). */
export function RodapeLoja() {
  return (
    <Box component="footer" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        {REDES_SOCIAIS.map((r) => {
          const Icone = ICONES[r.nome];
          return (
            <IconButton
              key={r.nome}
              component="a"
              href={r.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={r.nome}
              color="primary"
            >
              <Icone />
            </IconButton>
          );
        })}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        Rodada · rodadas de negócios da moda
      </Typography>
    </Box>
  );
}
