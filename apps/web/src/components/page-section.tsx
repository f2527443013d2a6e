import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled part of a page; its heading names it for screen readers. */
export function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
