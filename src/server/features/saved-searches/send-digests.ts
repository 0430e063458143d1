import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { SAVED_SEARCH_DIGEST_HOURS } from '../../../domain/limits';
import { notificationPath, notificationTitle } from '../../../domain/notifications';
import { productConditions } from '../../../domain/product-condition';
import type { SavedSearchLink } from '../../../domain/saved-search-link';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import type { DomainEvent } from '../../events/domain-event';
import type { Mailer } from '../../mail/mailer';
import { savedSearchDigestMail } from '../notifications/mails';
import type { ProductSearch } from '../search/service';

export type SavedSearchDigestDeps = {
  effects: Effects;
  productSearch: ProductSearch;
  mailer: Mailer;
  publicUrl: string;
};

/** People looked at in one pass; the job's next pass takes the rest. */
const PEOPLE_BATCH = 200;

const candidateSchema = z.object({
  searchId: z.number(),
  userId: z.string(),
  query: z.string().nullable(),
  productId: z.number().nullable(),
  snapshot: z.string(),
});

const sentSchema = z.object({ id: z.number(), userId: z.string(), savedSearchId: z.number() });
const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), wanted: z.boolean() });

/** The products a saved search has not looked at yet: first listed by a transaction its snapshot did not see. */
const unseen = sql`l.xid >= pg_snapshot_xmin(s.covered) and not pg_visible_in_snapshot(l.xid, s.covered)`;
const digestDue = sql`not exists (
  select 1 from saved_search_digest d
  where d.user_id = s.user_id and d.sent_at > now() - make_interval(hours => ${SAVED_SEARCH_DIGEST_HOURS})
)`;

/**
 * One pass of the saved searches' digest. For the people due one (none in the last SAVED_SEARCH_DIGEST_HOURS) whose
 * searches have products first listed since they last looked, one statement reads those products that the shop would
 * show them now: for sale, not their own, in the search's subcategory and within its filters (the rules of
 * catalog/product-filters.ts, here on the search's columns). The search's text is then matched by the shop's own
 * search index (ProductSearch.findAmong), so a digest never names what the search would not show. Each person with
 * matches is then claimed in one upsert of saved_search_digest, which lets one instance only claim a person for the
 * day; that instance writes one bell line per search with matches, moves the searches' snapshots on, and after the
 * commit mails the lines in one email under the "Saved searches" preference. Answers how many lines it wrote.
 */
export async function sendSavedSearchDigests(
  deps: SavedSearchDigestDeps,
  log: FastifyBaseLogger,
): Promise<number> {
  const result = await deps.effects.db.execute(sql`
    with due_people as (
      select distinct s.user_id from saved_search s
      where ${digestDue} and exists (select 1 from product_listed l where ${unseen})
      order by s.user_id
      limit ${PEOPLE_BATCH}
    )
    select s.id as "searchId", s.user_id as "userId", s.query, found.id as "productId",
      pg_current_snapshot()::text as snapshot
    from saved_search s
    join due_people on due_people.user_id = s.user_id
    left join lateral (
      select p.id from product_listed l join product p on p.id = l.product_id
      where ${unseen}
        and product_for_sale(p.status, (select seller.level from seller where seller.id = p.seller_id))
        and p.seller_id <> s.user_id
        and (s.sub_id is null or p.sub_id = s.sub_id)
        and (s.condition is null or p.condition = any(s.condition))
        and (s.min_price is null or p.price >= s.min_price)
        and (s.max_price is null or p.price <= s.max_price)
        and (not s.in_stock or p.stock > 0)
    ) found on true`);
  const rows = rowsOf(candidateSchema, result);
  const [first] = rows;
  if (!first) return 0;
  const { snapshot } = first;

  const searches = new Map<number, { userId: string; query: string | null; productIds: Set<number> }>();
  for (const row of rows) {
    const search = searches.get(row.searchId) ?? {
      userId: row.userId,
      query: row.query,
      productIds: new Set(),
    };
    if (row.productId !== null) search.productIds.add(row.productId);
    searches.set(row.searchId, search);
  }
  const lines: { searchId: number; productId: number; count: number }[] = [];
  for (const [searchId, search] of searches) {
    if (search.productIds.size === 0) continue;
    const matched =
      search.query === null
        ? [...search.productIds]
        : await deps.productSearch.findAmong(search.query, search.productIds);
    if (matched.length > 0) lines.push({ searchId, productId: Math.max(...matched), count: matched.length });
  }
  // In one order, so that two instances claiming the same people take their rows in turn.
  const peopleWithLines = [...new Set(lines.map((line) => searches.get(line.searchId)?.userId ?? ''))].sort();
  const peopleWithout = [...new Set([...searches.values()].map((search) => search.userId))].filter(
    (userId) => !peopleWithLines.includes(userId),
  );

  const { sent, people } = await commitThenPublish(deps.effects, async (tx) => {
    const claimed = await claimPeople(tx, peopleWithLines);
    const kept = lines.filter((line) => claimed.has(searches.get(line.searchId)?.userId ?? ''));
    const inserted = await tx.execute(sql`
      insert into notification (user_id, kind, saved_search_id, product_id, message_count)
      select s.user_id, 'saved-search-matches', s.id, p.id, line.count
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as line("searchId" int, "productId" int, count int)
      join saved_search s on s.id = line."searchId"
      left join product p on p.id = line."productId"
      returning id, user_id as "userId", saved_search_id as "savedSearchId"`);
    const sentRows = rowsOf(sentSchema, inserted);
    // What the claimed people's searches and the searches that matched nothing have been looked at for now.
    const lookedAt = [...searches]
      .filter(([, search]) => claimed.has(search.userId) || peopleWithout.includes(search.userId))
      .map(([id]) => id);
    await tx.execute(sql`
      with held as (
        select id from saved_search
        where id in (select jsonb_array_elements_text(${JSON.stringify(lookedAt)}::jsonb)::int)
        order by id
        for no key update
      )
      update saved_search set covered = ${snapshot}::pg_snapshot
      from held
      where saved_search.id = held.id
        and pg_snapshot_xmin(saved_search.covered) <= pg_snapshot_xmin(${snapshot}::pg_snapshot)`);
    const peopleRows = await tx.execute(sql`
      select u.id, u.name, u.email, coalesce(pref.saved_searches, true) as wanted
      from "user" u left join email_preference pref on pref.user_id = u.id
      where u.id in (select jsonb_array_elements_text(${JSON.stringify([...claimed])}::jsonb))`);
    const events = sentRows.map(
      (row): DomainEvent => ({
        type: 'notification.created',
        userId: row.userId,
        notificationId: row.id,
        kind: 'saved-search-matches',
        actorId: null,
      }),
    );
    return { value: { sent: sentRows, people: rowsOf(personSchema, peopleRows) }, events };
  });

  await mailDigests(deps, sent, people).catch((error: unknown) =>
    log.error({ err: error }, 'saved search digest email failed'),
  );
  return sent.length;
}

/**
 * Marks each person's digest sent now, unless one was sent in the last day: the row lock makes an instance claiming
 * the same person at once wait, and then find the day's digest sent. Answers the people claimed.
 */
async function claimPeople(tx: Tx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await tx.execute(sql`
    insert into saved_search_digest (user_id, sent_at)
    select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb), now()
    on conflict (user_id) do update set sent_at = excluded.sent_at
    where saved_search_digest.sent_at <= now() - make_interval(hours => ${SAVED_SEARCH_DIGEST_HOURS})
    returning user_id as "userId"`);
  return new Set(rowsOf(z.object({ userId: z.string() }), result).map((row) => row.userId));
}

/** One email to each person who wants it, a line for each of their searches, named as the bell names them. */
async function mailDigests(
  deps: SavedSearchDigestDeps,
  sent: z.infer<typeof sentSchema>[],
  people: z.infer<typeof personSchema>[],
): Promise<void> {
  const wanted = people.filter((person) => person.wanted);
  if (wanted.length === 0) return;
  const ids = sent.map((row) => row.id);
  const result = await deps.effects.db.execute(sql`
    select n.user_id as "userId", n.message_count as count, s.query as q, s.sub_id as "subcategoryId",
      sub.name as "subcategoryName", s.condition, s.min_price as min, s.max_price as max, s.in_stock as "inStock"
    from notification n
    join saved_search s on s.id = n.saved_search_id
    left join subcategory sub on sub.id = s.sub_id
    where n.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)
    order by n.id`);
  const lineSchema = z.object({
    userId: z.string(),
    count: z.number(),
    q: z.string().nullable(),
    subcategoryId: z.number().nullable(),
    subcategoryName: z.string().nullable(),
    condition: z.array(z.enum(productConditions)).nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    inStock: z.boolean(),
  });
  const lines = rowsOf(lineSchema, result);
  for (const person of wanted) {
    const theirs = lines
      .filter((line) => line.userId === person.id)
      .map(({ userId: _, count, ...search }) => {
        const told = {
          kind: 'saved-search-matches' as const,
          orderId: null,
          productId: null,
          productName: null,
          actorName: null,
          actorId: null,
          count,
          search: search satisfies SavedSearchLink,
        };
        return { title: notificationTitle(told), path: notificationPath(told) };
      });
    if (theirs.length === 0) continue;
    await deps.mailer.send(savedSearchDigestMail({ to: person, lines: theirs, publicUrl: deps.publicUrl }));
  }
}
