import {
  ActionIcon,
  Box,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMessageTime } from '../../domain/format-date';
import { notificationTexts } from '../../domain/notification-texts';
import {
  type Notification,
  type NotificationList,
  notificationPath,
  notificationTitle,
} from '../../domain/notifications';
import { errorMessage } from '../api/error-message';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/notifications';
import { ErrorAlert } from './error-alert';
import { Link } from './link';
import { QueryState } from './query-state';

type Props = { query: UseQueryResult<NotificationList>; onNavigate: () => void };

/** The bell's list: newest first, unread ones in bold, each a link to what it is about. */
export function NotificationPanel({ query, onNavigate }: Props) {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const failure = markRead.error ?? markAll.error;
  const nothingUnread = !query.data?.unread;

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text fw={700}>{notificationTexts.bell}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          // Looks disabled with nothing unread (or while marking) but keeps the focus it has: a disabled
          // button, a loading one too, would drop it out of the list the moment it was clicked.
          data-disabled={nothingUnread || markAll.isPending || undefined}
          aria-disabled={nothingUnread || markAll.isPending}
          onClick={() => {
            if (!nothingUnread && !markAll.isPending) markAll.mutate();
          }}
        >
          {notificationTexts.markAllRead}
        </Button>
      </Group>
      <ErrorAlert mx="md" mb="xs">
        {failure && errorMessage(failure)}
      </ErrorAlert>
      <QueryState query={query} loadingLabel="Loading notifications">
        {({ notifications }) =>
          notifications.length === 0 ? (
            <Text c="gray.7" px="md" pb="md">
              {notificationTexts.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah="min(420px, 70dvh)">
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {notifications.map((notification) => (
                  <NotificationRow
                    key={notification.id}
                    notification={notification}
                    onOpen={() => {
                      if (!notification.read) markRead.mutate(notification.id);
                      onNavigate();
                    }}
                    onMarkRead={() => markRead.mutate(notification.id)}
                  />
                ))}
              </Box>
            </ScrollArea.Autosize>
          )
        }
      </QueryState>
    </Stack>
  );
}

function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const title = notificationTitle(notification);
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      px="md"
      py="xs"
      bg={notification.read ? undefined : 'blue.0'}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <UnstyledButton
        component={Link}
        to={notificationPath(notification)}
        onClick={onOpen}
        style={{ flex: 1 }}
      >
        <Text size="sm" fw={notification.read ? 400 : 700}>
          {!notification.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {title}
        </Text>
        <Text size="xs" c="gray.7">
          {formatMessageTime(notification.at)}
        </Text>
      </UnstyledButton>
      {!notification.read && (
        <ActionIcon
          variant="subtle"
          size="md"
          aria-label={`${notificationTexts.markRead}: ${title}`}
          onClick={onMarkRead}
        >
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
