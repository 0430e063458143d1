import { type SavedSearchDigestDeps, sendSavedSearchDigests } from '../features/saved-searches/send-digests';
import { repeatingJob } from './repeating-job';

/**
 * Tells people, at most once a day, of the new products matching the searches they saved, every `intervalMs` while
 * the app runs (sendSavedSearchDigests: safe on several instances at once).
 */
export const savedSearchDigestsJob = (deps: SavedSearchDigestDeps, intervalMs: number) =>
  repeatingJob({
    name: 'saved search digests',
    intervalMs,
    pass: (log) => sendSavedSearchDigests(deps, log),
  });
