import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';

type Props = {
  /** An expiry is announced as an alert, a success as a status. */
  role: 'alert' | 'status';
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Two ways on: the first is the one suggested. */
  links: [{ to: string; label: string }, { to: string; label: string }];
};

/** How a payment ended, with the ways on from there. */
export function PaymentOutcome({ role, color, icon, title, children, links: [main, other] }: Props) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" role={role}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color={color} variant="light">
          {icon}
        </ThemeIcon>
        <PageTitle>{title}</PageTitle>
        <Text>{children}</Text>
        <Group justify="center">
          <Button component={Link} to={main.to}>
            {main.label}
          </Button>
          <Button component={Link} to={other.to} variant="default">
            {other.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
