import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure said to the person at once (`role="alert"`); renders nothing while there is none. */
export function ErrorAlert({ children, ...props }: { children: ReactNode } & Omit<AlertProps, 'children'>) {
  if (!children) return null;
  return (
    <Alert color="red" role="alert" {...props}>
      {children}
    </Alert>
  );
}
