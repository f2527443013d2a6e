import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { documentTitle } from '../config/product';

interface PublicPageProps {
  /** The browser tab title, and the page heading unless `heading` is given. */
  title: string;
  heading?: string;
  children: ReactNode;
  /** Rendered under the card, outside the main landmark. */
  footer?: ReactNode;
}

/** The centred card of the screens a visitor sees without a session (sign-in, sign-up). */
export function PublicPage({ title, heading = title, children, footer }: PublicPageProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: 4,
      }}
    >
      <title>{documentTitle(title)}</title>
      {/* A Box rather than Paper: the same look for fewer bytes on the /login budget. */}
      <Box
        component="main"
        sx={{
          width: '100%',
          maxWidth: 460,
          p: { xs: 3, sm: 4 },
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 2,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {heading}
        </Typography>
        {children}
      </Box>
      {footer}
    </Box>
  );
}
