import { deferredPart } from './deferred-part';
import classes from './save-heart.module.css';

// The heart is drawn by the server as a plain button; what it does (the session, the saved list, the request) comes
// with its own code after the page, not with the shop's or the item page's first load.
const SaveButton = deferredPart(async () => (await import('./save-button')).SaveButton);

/** The heart that saves a product for the signed-in person; `onCard` sits it over a card's picture. */
export function SaveHeart(props: { productId: number; name: string; onCard?: boolean }) {
  return (
    <span className={props.onCard ? `${classes.slot} ${classes.onCard}` : classes.slot}>
      <SaveButton productId={props.productId} name={props.name} />
    </span>
  );
}
