import { randomBytes, randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type { Database } from '../src/server/db/client';

/** One conversation of the fixture: who sends in it and who receives, as indexes into the cookies. */
export type ChatPair = { conversationId: number; sender: number; receiver: number };
export type ChatFixture = { userIds: string[]; cookies: string[]; pairs: ChatPair[] };

const SESSION_COOKIE = 'campus.session_token';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function query<T>(database: Database, text: string, params: unknown[]): Promise<T[]> {
  const result =
    database.kind === 'postgres'
      ? await database.pool.query(text, params)
      : await database.client.query(text, params);
  return result.rows as T[];
}

/**
 * `pairs * 2` confirmed people in a few statements, each with a session in the session table (the one
 * better-auth reads on every request, so every cookie is checked as a signed-in browser's is), and one
 * conversation per pair. Signing in through the sign-in route would hash a password per person: minutes.
 */
export async function addChatPairs(database: Database, secret: string, pairs: number): Promise<ChatFixture> {
  const userIds = Array.from({ length: pairs * 2 }, () => randomUUID());
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await query(
    database,
    `insert into "user" (id, name, email, email_verified, status)
     select id, 'Chat User ' || n, 'chat' || n || '-' || left(id, 8) || '@campus.test', true, 'confirmed'
     from unnest($1::text[]) with ordinality as u(id, n)`,
    [userIds],
  );
  await query(
    database,
    `insert into session (id, token, expires_at, user_id)
     select gen_random_uuid()::text, token, $3::timestamptz, user_id
     from unnest($1::text[], $2::text[]) as s(user_id, token)`,
    [userIds, tokens, new Date(Date.now() + WEEK_MS).toISOString()],
  );
  const senders = userIds.filter((_, index) => index % 2 === 0);
  const receivers = userIds.filter((_, index) => index % 2 === 1);
  const rows = await query<{ id: number; first_user_id: string; second_user_id: string }>(
    database,
    `insert into conversation (first_user_id, second_user_id)
     select least(sender, receiver), greatest(sender, receiver) from unnest($1::text[], $2::text[]) as p(sender, receiver)
     returning id, first_user_id, second_user_id`,
    [senders, receivers],
  );
  const pairKey = (a: string, b: string) => [a, b].sort().join(' ');
  const conversationOf = new Map(rows.map((row) => [pairKey(row.first_user_id, row.second_user_id), row.id]));
  const cookies = await Promise.all(
    tokens.map(
      async (token) =>
        `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`,
    ),
  );
  return {
    userIds,
    cookies,
    pairs: senders.map((sender, index) => ({
      conversationId: Number(conversationOf.get(pairKey(sender, receivers[index] ?? ''))),
      sender: index * 2,
      receiver: index * 2 + 1,
    })),
  };
}
