import Alert from '@mui/material/Alert';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('speaks Russian in MUI’s own texts', () => {
    render(
      <ThemeProvider theme={theme}>
        <Alert onClose={() => undefined}>Сохранено</Alert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
