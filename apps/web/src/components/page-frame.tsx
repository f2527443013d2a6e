import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { documentTitle } from '../config/product';

interface PageFrameProps {
  title: string;
  children?: ReactNode;
}

/**
 * The frame of a screen: its title as the page heading and as the browser tab title. The
 * `<main>` landmark around it belongs to the layout that hosts the screen.
 */
export function PageFrame({ title, children }: PageFrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <title>{documentTitle(title)}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
