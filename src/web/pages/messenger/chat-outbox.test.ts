import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../domain/messenger';
import { type Outgoing, stillSending } from './chat-outbox';

const me = 'me';
const said = (id: number, message: string, senderId = me): ChatMessage => ({
  id,
  conversationId: 1,
  senderId,
  receiverId: senderId === me ? 'them' : me,
  message,
  createdAt: '2026-11-28T10:00:00.000Z',
});
const outgoing = (key: number, text: string, after: number): Outgoing => ({ key, text, after });

describe('stillSending', () => {
  it('hides the message in flight once the conversation holds it, as the live connection brings it first', () => {
    const sending = [outgoing(1, ' On my way ', 10), outgoing(2, 'See you', 10)];
    expect(stillSending(sending, [said(10, 'Hi')], me)).toEqual(sending);
    expect(stillSending(sending, [said(10, 'Hi'), said(11, 'On my way')], me)).toEqual([sending[1]]);
  });

  it('knows an older message with the same words, or theirs, is not the one in flight', () => {
    const sending = [outgoing(1, 'ok', 11)];
    expect(stillSending(sending, [said(11, 'ok')], me)).toEqual(sending);
    expect(stillSending(sending, [said(11, 'ok'), said(12, 'ok', 'them')], me)).toEqual(sending);
  });

  it('shows nothing twice, and nothing when nothing is sending', () => {
    expect(stillSending([], [said(1, 'Hi')], me)).toEqual([]);
  });
});
