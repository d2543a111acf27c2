import type { ThemeOptions } from '@mui/material/styles';

// The spec's palette: primary blue, "good" teal, "bad" red. Kept free of react-admin imports so the
// public pages can use it without loading the admin bundle.
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    // react-admin paints its app bar with the secondary colour; keep it in the blue family.
    secondary: { main: '#0d47a1' },
    success: { main: '#00796b' },
    error: { main: '#c62828' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
};
