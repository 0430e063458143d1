import { Alert, Anchor, Center, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { usePageTitle } from '../../components/use-page-title';

type Props = {
  title: string;
  /** The heading, when it shows more than the tab title (a count). */
  heading?: ReactNode;
  back?: { to: string; label: string };
  toolbar?: ReactNode;
  children: ReactNode;
};

/** The frame of every administrator page: a way back, the heading, an optional toolbar (search). */
export function AdminPage({
  title,
  heading,
  back = { to: '/admin', label: 'Admin dashboard' },
  toolbar,
  children,
}: Props) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{heading ?? title}</Title>
        {toolbar}
      </Group>
      {children}
    </Stack>
  );
}

export function AdminSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/** A query still loading or failed; null once its data is there. */
export function LoadState({
  query,
  what,
  failedTitle,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  what: string;
  failedTitle: string;
}) {
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={failedTitle}>
        {errorMessage(query.error)}
      </Alert>
    );
  return null;
}
