import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { type ErrorContext, errorMessage } from '../api/error-message';

/** `id` shows a toast once however often it is asked for (an effect that runs twice). */
type ToastOptions = { id?: string; title?: string; autoClose?: number | false };

/** Long enough to read a sentence or two, and to act on it. */
const READ_TIME_MS = 10_000;

export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** News about what was just done that the person did not ask for (the product awaits approval again). */
export function toastInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: READ_TIME_MS });
}

/** Something to do or know before going on: sign in first, the order is gone, some pictures failed. */
export function toastWarning(message: ReactNode, options: ToastOptions = {}): void {
  notifications.show({ color: 'yellow', message, ...options });
}

/** Any failure, in the words of the screen's error context (title included), the same way on every screen. */
export function toastError(error: unknown, context: ErrorContext = {}, options: ToastOptions = {}): void {
  notifications.show({
    color: 'red',
    title: context.title,
    message: errorMessage(error, context),
    autoClose: READ_TIME_MS,
    ...options,
  });
}
