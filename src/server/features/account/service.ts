import type { Me } from '../../../domain/account';
import { isActiveSeller, isBannedSeller, type Viewer } from '../../auth/viewer';

/** Who the web app is talking to: a visitor, or a user with their administrator and seller standing. */
export function describeViewer(viewer: Viewer): Me {
  if (viewer.kind === 'visitor') return { user: null, isAdmin: false, seller: 'none' };
  const seller = isActiveSeller(viewer) ? 'active' : isBannedSeller(viewer) ? 'banned' : 'none';
  return { user: viewer.user, isAdmin: viewer.isAdmin, seller };
}
