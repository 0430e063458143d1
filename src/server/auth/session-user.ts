import { AppError } from '../errors';
import type { Viewer } from './viewer';

/** The signed-in user's id; routes with access 'user' or stricter are only reached with one. */
export function sessionUserId(viewer: Viewer): string {
  if (viewer.kind !== 'user') throw new AppError('unauthenticated');
  return viewer.user.id;
}
