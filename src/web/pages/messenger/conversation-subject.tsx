import { Anchor, Box, Group, Text } from '@mantine/core';
import { type ConversationSubject, subjectTitle } from '../../../domain/messenger';
import { pages } from '../../../domain/pages';
import { Link } from '../../components/link';
import { ProductImage } from '../../components/product-image';

/** Where the subject lives for the viewer: the product page, the buyer's order, or the seller's orders. */
function subjectLink(subject: ConversationSubject, viewerId: string): string | null {
  if (subject.about === 'product') return subject.name === null ? null : pages.item.path(subject.productId);
  return subject.sellerId === viewerId ? pages.sellerOrders.path() : pages.order.path(subject.orderId);
}

const kinds = { product: 'About a product', 'order-part': 'About an order' } as const;

/** What a conversation is about, above its messages: the picture, the name, and a link to it. */
export function ConversationSubjectCard({
  subject,
  viewerId,
}: {
  subject: ConversationSubject;
  viewerId: string;
}) {
  const title = subjectTitle(subject);
  const link = subjectLink(subject, viewerId);
  return (
    <Group gap="sm" wrap="nowrap" mt={6}>
      {subject.image ? (
        <ProductImage
          image={subject.image}
          variant="thumb"
          alt={title}
          w={48}
          h={48}
          radius="sm"
          flex="none"
        />
      ) : (
        <Box
          aria-hidden
          w={48}
          h={48}
          style={{ flex: 'none', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
        />
      )}
      <Box miw={0}>
        <Text size="xs" c="gray.7">
          {kinds[subject.about]}
        </Text>
        {link ? (
          <Anchor component={Link} to={link} size="sm" fw={600} c="blue.8" lineClamp={1}>
            {title}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} lineClamp={1}>
            {title}
          </Text>
        )}
      </Box>
    </Group>
  );
}
