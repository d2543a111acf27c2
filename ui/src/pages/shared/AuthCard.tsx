import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

type Props = {
  title: string;
  icon?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** The card's largest width in pixels: wider for a list (a data room's files). */
  width?: number;
};

/** The narrow card the sign-in, recovery, reset, activation and confirmation screens share. */
export function AuthCard({ title, icon, intro, children, width = 440 }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: width }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {icon && <Box sx={{ mb: 1 }}>{icon}</Box>}
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 2 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
