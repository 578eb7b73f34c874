import { alpha, keyframes } from '@mui/material/styles';

/** A background that goes from a faint to a strong tint and back. */
const piscar = keyframes`
  0%, 100% { background-color: var(--cor-piscar-fraca); }
  50% { background-color: var(--cor-piscar-forte); }
`;

/**
 * The orange blink of an offline order being synchronised (spec 3 "Orders list"; the sync centre
 * too), from the theme's warning colour. Where the user asked for less motion the tint stays fixed;
 * a word ('Sincronizando') beside it always says the same, so colour is never the only sign.
 */
export function sxPiscarLaranja(laranja: string) {
  return {
    '--cor-piscar-fraca': alpha(laranja, 0.06),
    '--cor-piscar-forte': alpha(laranja, 0.32),
    animation: `${piscar} 1.2s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundColor: alpha(laranja, 0.2) },
  } as const;
}
