import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { notificationTexts } from '../../domain/notification-texts';
import { useLiveNotifications } from '../realtime/use-live-notifications';
import { Loading } from './query-state';

// The list loads on the first click, not with every page.
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel')).NotificationPanel,
}));

/** The header's bell: how many notifications are unread, kept live, and the list it opens. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const notifications = useLiveNotifications();
  const unread = notifications.data?.unread ?? 0;
  const label = unread === 0 ? notificationTexts.bell : `${notificationTexts.bell}, ${unread} unread`;

  return (
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          {opened && (
            <Suspense fallback={<Loading label="Loading notifications" />}>
              <NotificationPanel query={notifications} onNavigate={() => setOpened(false)} />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
