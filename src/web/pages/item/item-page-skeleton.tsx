import { Group, Stack } from '@mantine/core';
import { Skeleton } from '../../components/skeleton';
import pageClasses from './item-page.module.css';
import classes from './product-gallery.module.css';

/** The item page's frame in grey: the gallery's 4:3 picture, the name, price and buttons beside it. */
export function ItemPageSkeleton() {
  return (
    <Stack gap="xl" maw={1120} mx="auto" aria-hidden>
      <div className={pageClasses.columns}>
        <Skeleton className={classes.main} />
        <Stack gap="sm">
          <Skeleton h={14} w="40%" />
          <Skeleton h={32} w="80%" />
          <Skeleton h={16} w="30%" />
          <Skeleton h={34} w="35%" />
          <Skeleton h={16} w="25%" />
          <Skeleton h={14} w="45%" />
          <Skeleton h={14} />
          <Skeleton h={14} w="90%" />
          <Group gap="sm" mt="xs">
            <Skeleton h={42} w={150} />
            <Skeleton h={42} w={150} />
          </Group>
        </Stack>
      </div>
    </Stack>
  );
}
