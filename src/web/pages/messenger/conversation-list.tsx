import { Badge, NavLink, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { formatMessageTime } from '../../../domain/format-date';
import { type ConversationSummary, subjectTitle } from '../../../domain/messenger';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { EmptyState } from '../../components/query-state';

type Props = {
  conversations: ConversationSummary[];
  selectedId: number | null;
  viewerId: string;
};

/** The viewer's conversations, the latest first: with whom, about what, and the latest message. */
export function ConversationList({ conversations, selectedId, viewerId }: Props) {
  if (conversations.length === 0) return <EmptyState>No messages yet</EmptyState>;
  return (
    <ScrollArea h="100%" component="nav" aria-label="Conversations">
      {conversations.map(({ id, partner, subject, lastMessage, unread }) => {
        // The conversation on screen is read as its messages arrive.
        const shownUnread = id === selectedId ? 0 : unread;
        return (
          <NavLink
            key={id}
            component={Link}
            to={pages.messenger.path({ conversation: id })}
            active={id === selectedId}
            aria-current={id === selectedId ? 'page' : undefined}
            label={
              <Text span size="sm" fw={shownUnread > 0 ? 700 : undefined}>
                {partner.name}
              </Text>
            }
            rightSection={<UnreadBadge count={shownUnread} />}
            description={
              <>
                {subject && (
                  <Text span display="block" size="xs" fw={600} c="gray.8" lineClamp={1}>
                    {subjectTitle(subject)}
                  </Text>
                )}
                <Text span display="block" size="xs" c="gray.7" lineClamp={1}>
                  {lastMessage.senderId === viewerId ? 'You: ' : ''}
                  {lastMessage.message} · {formatMessageTime(lastMessage.createdAt)}
                </Text>
              </>
            }
          />
        );
      })}
    </ScrollArea>
  );
}

/** How many of the partner's messages are unread. */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge size="sm" circle color="red">
      {count}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
