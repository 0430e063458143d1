import type { Effects } from '../events/commit-then-publish';
import { sendSavedItemAlerts } from '../features/saved-items/send-saved-alerts';
import { repeatingJob } from './repeating-job';

/**
 * Pushes and mails the saved-item alerts the database stored with the changes they tell of, every `intervalMs`
 * while the app runs (sendSavedItemAlerts: safe on several instances at once).
 */
export const savedItemAlertsJob = (effects: Effects, intervalMs: number) =>
  repeatingJob({ name: 'saved item alerts', intervalMs, pass: () => sendSavedItemAlerts(effects) });
