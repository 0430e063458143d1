import { type PaymentDeps, runPartDeadlines } from '../features/ordering';
import { repeatingJob } from './repeating-job';

/**
 * Moves on the parts whose deadline passed and sends their reminders, every `intervalMs` while the app runs
 * (runPartDeadlines: safe on several instances at once).
 */
export const partDeadlinesJob = (deps: Omit<PaymentDeps, 'log'>, intervalMs: number) =>
  repeatingJob({
    name: 'part deadlines',
    intervalMs,
    pass: (log) => runPartDeadlines({ ...deps, log }),
  });
