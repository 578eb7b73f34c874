import { Fragment } from 'react';
import { Box } from '@mui/material';

/** An e-mail cut after each '@' and '.', the points where a line may break ('ana.maria@', 'loja.', 'com'). */
export function partesDoEmail(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/**
 * An e-mail that wraps only after '@' or '.' (issue 9 §8: never in the middle of a word), in a
 * table cell or a card; a single piece longer than the line still breaks rather than overflow.
 */
export function TextoEmail({ email }: { email: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word' }}>
      {partesDoEmail(email).map((parte, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {parte}
        </Fragment>
      ))}
    </Box>
  );
}
