import { Group } from '@mantine/core';
import { CategoryDrawer } from './category-drawer';
import { HeaderSearch } from './header-search';

/** The header's way into the catalog: the category sidebar and the search box. */
export function ShopNavigation() {
  return (
    <Group gap="xs" wrap="nowrap" flex={1} maw={640} mx={{ base: 'xs', sm: 'md' }}>
      <CategoryDrawer />
      <HeaderSearch />
    </Group>
  );
}
