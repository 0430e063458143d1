import { Anchor, Text } from '@mantine/core';
import { pages } from '../../../domain/pages';
import type { ProductDetail } from '../../../domain/product-detail';
import { Link } from '../../components/link';
import classes from './product-breadcrumbs.module.css';

type Props = Pick<ProductDetail, 'category' | 'subcategory'>;

/**
 * Where the product is listed: the shop, its category, and its subcategory's listing. Plain elements rather than
 * Mantine's Breadcrumbs, whose code would come with the item page's first load.
 */
export function ProductBreadcrumbs({ category, subcategory }: Props) {
  return (
    <div className={classes.trail}>
      <Anchor component={Link} to={pages.shop.path()} size="sm" c="blue.8" className={classes.step}>
        Shop
      </Anchor>
      <div className={classes.separator}>/</div>
      <Text size="sm" c="gray.7" className={classes.step}>
        {category.name}
      </Text>
      <div className={classes.separator}>/</div>
      <Anchor
        component={Link}
        to={pages.subcategory.path(subcategory.id)}
        size="sm"
        c="blue.8"
        className={classes.step}
      >
        {subcategory.name}
      </Anchor>
    </div>
  );
}
