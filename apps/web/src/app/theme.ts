import { createTheme } from '@mui/material/styles';
import { ruRU } from '@mui/material/locale';

const primary = '#2e5e8c';

/*
 * ruRU translates MUI's own texts (pagination, tables, pickers). The focus outline is drawn
 * for keyboard users on every control, not only where MUI shows a ripple.
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: primary },
      background: { default: '#f5f7fa' },
    },
    typography: {
      fontFamily:
        'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // `body` outranks the `outline: 0` of MUI's own classes. Text fields already show focus
          // with their border; `.Mui-focusVisible` covers checkboxes, whose real input is hidden.
          'body :focus-visible:not(input, textarea), body .Mui-focusVisible': {
            outline: `2px solid ${primary}`,
            outlineOffset: '2px',
          },
        },
      },
    },
  },
  ruRU,
);
