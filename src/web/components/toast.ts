import { type NotificationData, notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { type ErrorContext, errorMessage } from '../api/error-message';
import { wantToastStack } from './toaster';

/**
 * `subject` is what the toast is about ('cart', `order-${id}`): a new toast about a subject replaces the one
 * still shown about it, so an old success never stays stacked above the error that contradicts it (and an effect
 * that runs twice shows one toast).
 */
type ToastOptions = { subject: string; title?: string; autoClose?: number | false };

/** Long enough to read a sentence or two, and to act on it. */
const READ_TIME_MS = 10_000;

/** The toast shown now for each subject. */
const shownFor = new Map<string, string>();

function show({ subject, ...data }: NotificationData & { subject: string }): void {
  wantToastStack();
  const previous = shownFor.get(subject);
  if (previous) notifications.hide(previous);
  const id = notifications.show({
    ...data,
    onClose: () => {
      if (shownFor.get(subject) === id) shownFor.delete(subject);
    },
  });
  shownFor.set(subject, id);
}

export function toastSuccess(message: string, options: ToastOptions): void {
  show({ color: 'green', message, ...options });
}

/** News about what was just done that the person did not ask for (the product awaits approval again). */
export function toastInfo(message: string, options: ToastOptions): void {
  show({ color: 'blue', message, autoClose: READ_TIME_MS, ...options });
}

/** Something to do or know before going on: sign in first, the order is gone, some pictures failed. */
export function toastWarning(message: ReactNode, options: ToastOptions): void {
  show({ color: 'yellow', message, ...options });
}

/** Any failure, in the words of the screen's error context (title included), the same way on every screen. */
export function toastError(
  error: unknown,
  { context = {}, ...options }: ToastOptions & { context?: ErrorContext },
): void {
  show({
    color: 'red',
    title: context.title,
    message: errorMessage(error, context),
    autoClose: READ_TIME_MS,
    ...options,
  });
}
