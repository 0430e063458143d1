import { Box, Button, Center, Flex, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useConversations, useLiveMessenger } from '../../api/messenger';
import { useMe } from '../../api/session';
import { QueryState } from '../../components/query-state';
import { ChatWindow } from './chat-window';
import { ConversationList } from './conversation-list';

/** /messenger?with={userId}: the partner list on the left, the chat with the chosen partner on the right. */
export function MessengerPage() {
  const viewerId = useMe().data?.user?.id ?? '';
  const [params] = useSearchParams();
  const partnerId = params.get('with');
  const live = useLiveMessenger(viewerId);
  const conversations = useConversations({ live });
  // On a phone one pane shows at a time: the list, or the chosen conversation with a way back.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const showList = !narrow || partnerId === null;
  const showChat = !narrow || partnerId !== null;

  return (
    <Box maw={1100} mx="auto">
      <Title order={2} mb="md">
        Messages
      </Title>
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
                  <ConversationList conversations={list} selectedId={partnerId} viewerId={viewerId} />
                )}
              </QueryState>
            </Box>
          )}
          {showChat && (
            <Flex direction="column" h="100%" style={{ flex: 1, minWidth: 0 }}>
              {narrow && (
                <Button
                  component={Link}
                  to="/messenger"
                  variant="subtle"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  m="xs"
                  style={{ alignSelf: 'flex-start' }}
                >
                  All conversations
                </Button>
              )}
              <Box style={{ flex: 1, minHeight: 0 }}>
                {partnerId ? (
                  <ChatWindow key={partnerId} partnerId={partnerId} viewerId={viewerId} live={live} />
                ) : (
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
