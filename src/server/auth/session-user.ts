import { AppError } from '../errors';
import type { Viewer } from './viewer';

export type SignedInViewer = Extract<Viewer, { kind: 'user' }>;

/** The signed-in viewer; routes with access 'user' or stricter are only reached with one. */
export function signedInViewer(viewer: Viewer): SignedInViewer {
  if (viewer.kind !== 'user') throw new AppError('unauthenticated');
  return viewer;
}

/** The signed-in user's id; routes with access 'user' or stricter are only reached with one. */
export function sessionUserId(viewer: Viewer): string {
  return signedInViewer(viewer).user.id;
}
