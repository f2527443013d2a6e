import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A term and its value; a falsy entry is left out. */
export type Fact = readonly [term: string, value: ReactNode] | null | '' | undefined | false;

/** Terms and their values as a description list, in two columns where there is room. */
export function FactList({ facts, sx }: { facts: readonly Fact[]; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(
        (fact) =>
          fact && (
            <Box key={fact[0]} sx={{ display: 'contents' }}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1]}</dd>
            </Box>
          ),
      )}
    </Box>
  );
}
