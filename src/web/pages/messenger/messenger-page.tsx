import { Box, Button, Center, Flex, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { readMessengerAddress } from '../../../domain/messenger';
import { pages } from '../../../domain/pages';
import { useConversations, useLiveMessenger } from '../../api/messenger';
import { useMe } from '../../api/session';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { ChatWindow } from './chat-window';
import { ConversationList } from './conversation-list';
import { OpenConversation } from './open-conversation';

/**
 * /messenger?c={conversationId}: the conversation list on the left, the chosen conversation on the right.
 * /messenger?product={id}, ?part={deliveryId} or ?with={userId} open the conversation about that subject first.
 */
export function MessengerPage() {
  const viewerId = useMe().data?.user?.id ?? '';
  const [params] = useSearchParams();
  const address = readMessengerAddress(params);
  const selectedId = address.kind === 'conversation' ? address.id : null;
  const live = useLiveMessenger();
  const conversations = useConversations({ live });
  // On a phone one pane shows at a time: the list, or the chosen conversation with a way back.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const showList = !narrow || address.kind === 'none';
  const showChat = !narrow || address.kind !== 'none';

  return (
    <Box maw={1100} mx="auto">
      <PageTitle mb="md">Messages</PageTitle>
      <Paper withBorder h="calc(100dvh - 180px)" mih={420} style={{ overflow: 'hidden' }}>
        <Flex h="100%">
          {showList && (
            <Box
              w={{ base: '100%', sm: 320 }}
              h="100%"
              style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
            >
              <QueryState query={conversations} loadingLabel="Loading conversations">
                {(list) => (
                  <ConversationList conversations={list} selectedId={selectedId} viewerId={viewerId} />
                )}
              </QueryState>
            </Box>
          )}
          {showChat && (
            <Flex direction="column" h="100%" style={{ flex: 1, minWidth: 0 }}>
              {narrow && (
                <Button
                  component={Link}
                  to={pages.messenger.path()}
                  variant="subtle"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  m="xs"
                  style={{ alignSelf: 'flex-start' }}
                >
                  All conversations
                </Button>
              )}
              <Box style={{ flex: 1, minHeight: 0 }}>
                {address.kind === 'conversation' && (
                  <ChatWindow key={address.id} conversationId={address.id} viewerId={viewerId} live={live} />
                )}
                {address.kind === 'open' && <OpenConversation request={address.request} />}
                {address.kind === 'none' && (
                  <Center h="100%">
                    <Text c="gray.7">Select a user to chat</Text>
                  </Center>
                )}
              </Box>
            </Flex>
          )}
        </Flex>
      </Paper>
    </Box>
  );
}
