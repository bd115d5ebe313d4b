/** One dashboard card: a live figure and a link to its screen. */
import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface FigureCardProps {
  to: string;
  icon: ReactNode;
  title: string;
  /** undefined while loading; null for a card without a figure */
  value: number | null | undefined;
  caption: string;
}

export function FigureCard({ to, icon, title, value, caption }: FigureCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Stack sx={{ color: 'primary.main', fontSize: 40 }}>{icon}</Stack>
            <div>
              <Typography variant="subtitle2" component="h2" color="text.secondary">
                {title}
              </Typography>
              {value === null ? null : value === undefined ? (
                <Skeleton width={60} height={40} />
              ) : (
                <Typography variant="h4" component="p">
                  {value}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {caption}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
