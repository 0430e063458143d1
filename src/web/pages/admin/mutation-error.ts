import { notifications } from '@mantine/notifications';

/** A failed admin action: the spec's text as the title, the server's reason below it. */
export function notifyFailure(title: string) {
  return (error: Error) => notifications.show({ color: 'red', title, message: error.message });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}
