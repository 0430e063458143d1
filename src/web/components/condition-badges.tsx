import type { ProductCondition } from '../../domain/product-condition';
import { productConditionTexts } from '../../domain/product-condition-texts';
import classes from './condition-badges.module.css';

type Props = { condition: ProductCondition; priceNegotiable: boolean };

/**
 * A product's condition and, when its seller marked it, that its price is open to talk: on the shop's cards and the
 * item page. Plain elements, as the cards are (product-card.tsx); the condition says what it is to a screen reader.
 */
export function ConditionBadges({ condition, priceNegotiable }: Props) {
  return (
    <div className={classes.badges}>
      <span className={classes.condition}>
        <span className={classes.hidden}>{productConditionTexts.condition}: </span>
        {productConditionTexts.labels[condition]}
      </span>
      {priceNegotiable && <span className={classes.negotiable}>{productConditionTexts.negotiableTag}</span>}
    </div>
  );
}
