import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { ROOT_HREF } from '../config/paths';
import { appMessages } from './ru-messages';

/** Any path no route knows; outside the guarded layout, so it brings its own landmark. */
export function Component() {
  return (
    <Box component="main">
      <PageFrame title={appMessages.notFound.title}>
        <Typography sx={{ mb: 2 }}>{appMessages.notFound.text}</Typography>
        <Button component={RouterLink} to={ROOT_HREF} variant="contained">
          {appMessages.notFound.back}
        </Button>
      </PageFrame>
    </Box>
  );
}
