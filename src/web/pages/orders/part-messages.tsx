import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { deliveryTexts } from '../../../domain/delivery-texts';
import { formatMessageTime } from '../../../domain/format-date';
import type { OrderDetail } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { MessageAboutPart } from '../../components/message-about-part';

type Props = {
  deliveryId: number;
  orderId: number;
  sellerId: string;
  sellerName: string;
  conversation: OrderDetail['deliveries'][number]['conversation'];
};

/** The latest messages with the seller about this part, and the way to the whole conversation. */
export function PartMessages({ deliveryId, orderId, sellerId, sellerName, conversation }: Props) {
  const messages = conversation?.messages ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Messages
      </Title>
      {messages.length === 0 ? (
        <Text size="sm" c="gray.7">
          No messages about this part yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          m={0}
          p={0}
          aria-label={`Messages with ${sellerName}`}
          style={{ listStyle: 'none' }}
        >
          {messages.map((message) => (
            <Text component="li" key={message.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {message.senderId === sellerId ? sellerName : 'You'}:
              </Text>{' '}
              {message.message}{' '}
              <Text span size="xs" c="gray.7">
                · {formatMessageTime(message.createdAt)}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
      <Group>
        {conversation ? (
          <Anchor
            component={Link}
            to={pages.messenger.path({ conversation: conversation.id })}
            size="sm"
            c="blue.8"
            fw={600}
          >
            Continue the conversation
          </Anchor>
        ) : (
          <MessageAboutPart
            deliveryId={deliveryId}
            label={deliveryTexts.messageSeller}
            about={`order ${orderId} from ${sellerName}`}
          />
        )}
      </Group>
    </Stack>
  );
}
