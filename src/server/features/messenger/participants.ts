import { eq, or, type SQL, sql } from 'drizzle-orm';
import { conversation } from '../../db/schema';

/** The conversations `userId` takes part in. */
export const takesPart = (userId: string): SQL =>
  or(eq(conversation.firstUserId, userId), eq(conversation.secondUserId, userId)) as SQL;

/** The other person of a conversation, seen from `userId`. */
export const otherPerson = (userId: string) =>
  sql<string>`case when ${conversation.firstUserId} = ${userId} then ${conversation.secondUserId} else ${conversation.firstUserId} end`;

/**
 * A pair as the table stores it, lower id first. The database orders the two (least/greatest under its own
 * collation), as the `conversation_pair_ordered` check compares them; JavaScript's order may differ from it.
 */
export const storedPair = (a: string, b: string) => ({
  firstUserId: sql<string>`least(${a}::text, ${b}::text)`,
  secondUserId: sql<string>`greatest(${a}::text, ${b}::text)`,
});
