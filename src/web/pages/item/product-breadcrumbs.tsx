import { pages } from '../../../domain/pages';
import type { ProductDetail } from '../../../domain/product-detail';
import { Link } from '../../components/link';
import classes from './product-breadcrumbs.module.css';

type Props = Pick<ProductDetail, 'category' | 'subcategory'>;

/**
 * Where the product is listed: the shop, its category, and its subcategory's listing. Plain elements rather than
 * Mantine's Breadcrumbs and Anchors, whose code would come with the item page's first load.
 */
export function ProductBreadcrumbs({ category, subcategory }: Props) {
  return (
    <div className={classes.trail}>
      <Link to={pages.shop.path()} className={`${classes.step} ${classes.link}`}>
        Shop
      </Link>
      <div className={classes.separator}>/</div>
      <p className={`${classes.step} ${classes.category}`}>{category.name}</p>
      <div className={classes.separator}>/</div>
      <Link to={pages.subcategory.path(subcategory.id)} className={`${classes.step} ${classes.link}`}>
        {subcategory.name}
      </Link>
    </div>
  );
}
