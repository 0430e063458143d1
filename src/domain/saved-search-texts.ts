import { SAVED_SEARCHES_MAX } from './limits';

/** The texts of the shop's "Tell me when something new matches" and of the Saved page's saved searches. */
export const savedSearchTexts = {
  save: 'Tell me when something new matches',
  saved: 'You will hear when something new matches',
  undo: 'Stop telling me',
  savedToast: 'Saved. You will hear once a day when something new matches.',
  undoneToast: 'You will no longer hear about this search.',
  title: 'Saved searches',
  empty:
    'No saved searches yet. Search the shop or open a subcategory and press "Tell me when something new matches".',
  remove: 'Delete',
  removeNamed: (label: string) => `Delete the saved search ${label}`,
  removed: 'Saved search deleted.',
  loadFailed: 'Your saved searches could not be loaded. Please try again.',
  limit: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete some to save more.`,
  queryOrSubcategory: 'A saved search needs a search text or a subcategory.',
  notFound: 'Saved search not found.',
  subcategoryNotFound: 'This subcategory does not exist.',
} as const;
