import { Title, type TitleProps } from '@mantine/core';

/**
 * The page's main heading: its one h1, which the layout focuses after a navigation inside the app (and the skip
 * link moves to), so it can take focus without joining the tab order. Drawn the size of an h2 unless told.
 */
export function PageTitle({ size = 'h2', ...props }: Omit<TitleProps, 'order'>) {
  return <Title order={1} size={size} tabIndex={-1} {...props} />;
}
