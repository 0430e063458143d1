import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';

type Props = {
  title: string;
  /** The heading, when it shows more than the title (a count). */
  heading?: ReactNode;
  back?: { to: string; label: string };
  toolbar?: ReactNode;
  children: ReactNode;
};

/** The frame of every administrator page: a way back, the heading, an optional toolbar (search). */
export function AdminPage({
  title,
  heading,
  back = { to: pages.adminDashboard.path(), label: 'Admin dashboard' },
  toolbar,
  children,
}: Props) {
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <PageTitle>{heading ?? title}</PageTitle>
        {toolbar}
      </Group>
      {children}
    </Stack>
  );
}
