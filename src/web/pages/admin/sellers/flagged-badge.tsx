import { moderationTexts } from '../../../../domain/moderation-texts';
import { StatusBadge } from '../../../components/status-badge';

/** Three reports against the seller upheld in 90 days (domain/moderation.ts): worth another look. */
export function FlaggedBadge() {
  return <StatusBadge label={moderationTexts.flagged} color="orange" />;
}
