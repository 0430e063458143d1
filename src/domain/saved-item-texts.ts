import { SAVED_ITEMS_MAX } from './limits';

/** The texts of the heart on a product and of the Saved page. */
export const savedItemTexts = {
  loginRequired: 'You must be logged in to save items.',
  save: (name: string) => `Save ${name}`,
  title: 'Saved items',
  empty:
    'Nothing saved yet. Press the heart on an item to keep it here and hear when it is cheaper or back in stock.',
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name} from saved items`,
  removed: 'Removed from saved items.',
  loadFailed: 'Your saved items could not be loaded. Please try again.',
  limit: `You can save up to ${SAVED_ITEMS_MAX} items. Remove some to save more.`,
  dropped: (amount: string) => `${amount} less than when you saved it`,
} as const;
