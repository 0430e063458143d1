import { CHAT_MESSAGES_PER_MINUTE } from '../../../domain/limits';
import type { Db } from '../../db/client';
import { countInWindow } from '../../db/window-counter';
import { AppError } from '../../errors';

/** Counts a message against its sender's minute; past the limit it is refused before anything is stored. */
export async function countChatMessage(db: Db, senderId: string): Promise<void> {
  const rule = { window: 60, max: CHAT_MESSAGES_PER_MINUTE };
  if (await countInWindow(db, `chat:${senderId}`, rule)) return;
  throw new AppError('too_many_messages');
}
