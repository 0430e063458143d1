import { eq } from 'drizzle-orm';
import { SELLER_LEVEL } from '../../domain/seller-level';
import type { Db } from '../db/client';
import { admin, seller, user } from '../db/schema';

export type SessionUser = { id: string; name: string; email: string };

/** Who is calling, resolved from the session on every request (SPEC section 6). */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'user'; user: SessionUser; isAdmin: boolean; sellerLevel: number | null };

/** The caller without a session. */
export const visitor: Viewer = { kind: 'visitor' };

export type Access = 'public' | 'user' | 'seller' | 'admin';

export async function loadViewer(db: Db, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      adminId: admin.id,
      sellerLevel: seller.level,
    })
    .from(user)
    .leftJoin(admin, eq(admin.id, user.id))
    .leftJoin(seller, eq(seller.id, user.id))
    .where(eq(user.id, userId));
  return row ? toViewer(row) : { kind: 'visitor' };
}

export function toViewer(row: SessionUser & { adminId: string | null; sellerLevel: number | null }): Viewer {
  return {
    kind: 'user',
    user: { id: row.id, name: row.name, email: row.email },
    isAdmin: row.adminId !== null,
    sellerLevel: row.sellerLevel,
  };
}

export function isActiveSeller(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.sellerLevel !== null && viewer.sellerLevel !== SELLER_LEVEL.banned;
}

export function isBannedSeller(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.sellerLevel === SELLER_LEVEL.banned;
}

/** null when allowed; otherwise the HTTP status to refuse with. */
export function refusal(viewer: Viewer, access: Access): 401 | 403 | null {
  if (access === 'public') return null;
  if (viewer.kind === 'visitor') return 401;
  switch (access) {
    case 'user':
      return null;
    case 'seller':
      return isActiveSeller(viewer) ? null : 403;
    case 'admin':
      return viewer.isAdmin ? null : 403;
  }
}
