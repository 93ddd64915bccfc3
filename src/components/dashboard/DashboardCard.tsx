import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, withUserId } from '@/config/paths';

/** One titled area of the dashboard; `id` names it for screen readers. `wide` takes a whole row. */
export function DashboardCard({
  id,
  title,
  action,
  wide = false,
  titleProps,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  wide?: boolean;
  /** Data attributes on the heading (the first-view gate finds what it rewrites by them). */
  titleProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ height: '100%', minWidth: 0, ...(wide && { gridColumn: '1 / -1' }) }}
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography id={id} variant="h6" component="h2" {...titleProps}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A card's way into a tab of the user centre (the link in its title row), for this user. */
export function DashboardCardLink({
  tab,
  userId,
  children,
}: {
  tab: 'messages' | 'weight' | 'records';
  userId: string | number;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      component={RouterLink}
      to={withUserId(`${paths.userCenter}?tab=${tab}`, userId)}
    >
      {children}
    </Button>
  );
}
