import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * What an XPath finds in an XML document, as text, read by the database's own XML parser (libxml2, in PGlite and in
 * PostgreSQL alike): a document that is not well-formed fails the statement. Prefix the sitemaps namespace's
 * elements with `s:` (`/s:urlset/s:url/s:loc/text()`).
 */
export async function xpathTexts(db: DbOrTx, xml: string, path: string): Promise<string[]> {
  const rows = rowsOf(
    z.object({ text: z.string() }),
    await db.execute(sql`
      select unnest(xpath(${path}, xmlparse(document ${xml}),
        array[array['s', 'http://www.sitemaps.org/schemas/sitemap/0.9']]))::text as text`),
  );
  return rows.map((row) => row.text);
}
