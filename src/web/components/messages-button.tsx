import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { UnreadMessages } from '../../domain/messenger';
import { pages } from '../../domain/pages';
import { useLiveUnreadMessages } from '../realtime/use-live-unread-messages';
import { Link } from './link';

function label({ messages, conversations }: UnreadMessages): string {
  if (messages === 0) return 'Messages';
  const inConversations = `${conversations} ${conversations === 1 ? 'conversation' : 'conversations'}`;
  return `Messages, ${messages} unread in ${inConversations}`;
}

/** The header's chat icon (SPEC section 2), to the messenger, with the number of unread messages. */
export function MessagesButton({ viewerId }: { viewerId: string }) {
  const unread = useLiveUnreadMessages(viewerId).data ?? { messages: 0, conversations: 0 };
  return (
    <Indicator label={unread.messages} size={18} disabled={unread.messages === 0} offset={4} color="red">
      <ActionIcon
        component={Link}
        to={pages.messenger.path()}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label(unread)}
      >
        <IconMessageCircle size={22} />
      </ActionIcon>
    </Indicator>
  );
}
