import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { OpenConversationRequest } from '../../../domain/messenger';
import { pages } from '../../../domain/pages';
import { conversationQuery, openConversationQuery } from '../../api/messenger';
import { QueryState } from '../../components/query-state';

/** Opens (or makes) the conversation about a subject, then shows it at its own address. */
export function OpenConversation({ request }: { request: OpenConversationRequest }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opened = useQuery(openConversationQuery(request));
  const conversation = opened.data;

  useEffect(() => {
    if (!conversation) return;
    // The answer may be older than what the chat already holds (it is kept per subject), so it only fills a gap.
    const { queryKey } = conversationQuery(conversation.id);
    if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, conversation);
    navigate(pages.messenger.path({ conversation: conversation.id }), { replace: true });
  }, [conversation, navigate, queryClient]);

  return (
    <QueryState
      query={opened}
      loadingLabel="Opening the conversation"
      errorTitle="Could not open this conversation"
    >
      {() => null}
    </QueryState>
  );
}
