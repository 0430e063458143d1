import { Box, type BoxProps, type MantineRadius } from '@mantine/core';
import classes from './skeleton.module.css';

type Props = BoxProps & { radius?: MantineRadius | number; 'aria-hidden'?: boolean };

/**
 * A grey block where content is on its way. Drawn as Mantine's Skeleton draws one (skeleton.module.css), without
 * its code: the shop's and the item page's loading frames come with their first load.
 */
export function Skeleton({ radius, className, ...props }: Props) {
  return (
    <Box
      className={className ? `${classes.skeleton} ${className}` : classes.skeleton}
      bdrs={radius}
      {...props}
    />
  );
}
