import { PRODUCT } from '@marketpult/shared/constants/product';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { ROOT_HREF } from '../../config/paths';
import { layoutMessages } from './ru-messages';

/** The product's own mark: a rounded tile with a pulse line, in the theme's primary colour. */
function LogoMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: 32, height: 32, color: 'primary.main' }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M5 17h6l3-7 4 13 3-6h6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

/** The logo: mark and name (the mark alone below 600 px), a link to the root. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to={ROOT_HREF}
      aria-label={layoutMessages.homeLink}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        flexShrink: 0,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.125rem',
        borderRadius: 1,
      }}
    >
      <LogoMark />
      {/* A phone's bar keeps its room for the user's name; the link is named by its label. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {PRODUCT.name}
      </Box>
    </Box>
  );
}
