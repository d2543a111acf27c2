import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';

export const count = (n: number) => n.toLocaleString('en-US');

/** A card's title; a link when there is a list behind the numbers. */
export const CardTitle = ({ children, to }: { children: string; to?: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
    {to ? (
      <Link component={LinkBase} to={to} underline="hover">
        {children}
      </Link>
    ) : (
      children
    )}
  </Typography>
);

/** Labelled counts in a wrapping row; a figure with `to` links to the list it counts. */
export const Figures = ({ items }: { items: { label: string; n: number; to?: string }[] }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
    {items.map(({ label, n, to }) => {
      const figure = (
        <>
          {label}{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {count(n)}
          </Box>
        </>
      );
      return (
        <Typography key={label} variant="body2" color="text.secondary">
          {to ? (
            <Link component={LinkBase} to={to} underline="hover" color="inherit">
              {figure}
            </Link>
          ) : (
            figure
          )}
        </Typography>
      );
    })}
  </Stack>
);

export const DashboardCard = ({ children }: { children: ReactNode }) => (
  <Card sx={{ height: '100%', minWidth: 0 }}>
    <CardContent>
      <Stack spacing={1}>{children}</Stack>
    </CardContent>
  </Card>
);

/** A card's headline figure. */
export const BigFigure = ({ children, label }: { children: string; label?: string }) => (
  <Typography variant="h4" component="p" aria-label={label} sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {children}
  </Typography>
);

/** A card's line when its window holds nothing. */
export const EmptyLine = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);
