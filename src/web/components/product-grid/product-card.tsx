import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import type { ProductCard as ProductCardData } from '../../../domain/product';
import { AddToCartButton } from '../add-to-cart-button';
import { ConditionBadges } from '../condition-badges';
import { Link } from '../link';
import { ProductImage } from '../product-image';
import { SaveHeart } from '../save-heart';
import classes from './product-card.module.css';

/**
 * One product of the shop's grid. Drawn with plain elements and the theme's variables rather than Mantine's Card,
 * Stack, Group and Text: a page of 24 cards drew about 170 more components, each resolving its style props, and on
 * a slow phone that is what the shop waits for before it shows.
 */
export function ProductCard({ product, priority }: { product: ProductCardData; priority: boolean }) {
  const inStock = product.stock > 0;
  return (
    <article aria-label={product.name} className={classes.card}>
      <SaveHeart productId={product.id} name={product.name} onCard />
      <Link to={pages.item.path(product.id)} tabIndex={-1} aria-hidden="true" className={classes.picture}>
        {product.image ? (
          <ProductImage image={product.image} variant="card" alt="" h={180} w="100%" priority={priority} />
        ) : (
          <div className={classes.noImage}>No image available</div>
        )}
      </Link>
      <div className={classes.body}>
        <Link to={pages.item.path(product.id)} className={classes.name}>
          {product.name}
        </Link>
        <ConditionBadges condition={product.condition} priceNegotiable={product.priceNegotiable} />
        <div className={classes.facts}>
          <span className={classes.price}>{formatMoney(product.price)}</span>
          <span className={inStock ? classes.stock : classes.soldOut}>
            {inStock ? `${product.stock} left` : 'Out of stock'}
          </span>
        </div>
        <AddToCartButton product={product} size="xs" fullWidth mt="auto" />
      </div>
    </article>
  );
}
