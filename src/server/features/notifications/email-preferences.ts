import { eq } from 'drizzle-orm';
import { defaultEmailPreferences, type EmailPreferences } from '../../../domain/notifications';
import type { DbOrTx } from '../../db/client';
import { emailPreference } from '../../db/schema';

const columns = {
  newOrder: emailPreference.newOrder,
  orderShipped: emailPreference.orderShipped,
  messageDigest: emailPreference.messageDigest,
  orderUpdates: emailPreference.orderUpdates,
  savedItems: emailPreference.savedItems,
  savedSearches: emailPreference.savedSearches,
  moderation: emailPreference.moderation,
};

/** The emails the person gets; every kind is on until they turn it off. */
export async function readEmailPreferences(db: DbOrTx, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select(columns).from(emailPreference).where(eq(emailPreference.userId, userId));
  return row ?? defaultEmailPreferences;
}

export async function saveEmailPreferences(
  db: DbOrTx,
  userId: string,
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  const [saved] = await db
    .insert(emailPreference)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: emailPreference.userId, set: preferences })
    .returning(columns);
  return saved ?? preferences;
}
