import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** Carried to the page opened (`useLocation().state`). */
  state?: unknown;
  /** A plain link: the browser loads the page from the server. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of the app, opened in place. React Router's own Link brings its framework mode's prefetching
 * and route discovery, none of which the app uses, to every page's first load; this one is the same link from the
 * router's public parts: the address for the href, and its click handler (a new tab, a modified click or a plain
 * link still goes to the browser).
 */
export function Link({ to, replace, state, reloadDocument, target, onClick, ...props }: Props) {
  const href = useHref(to);
  const openInPlace = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument) return;
        openInPlace(event);
        // Opened in place: the link is marked until the next one is, so that while the next page's code comes, the
        // page being left (inert) can show which link is opening (a product card: product-card.module.css).
        if (event.defaultPrevented) {
          opening?.removeAttribute('data-opening');
          opening = event.currentTarget;
          opening.setAttribute('data-opening', '');
        }
      }}
    />
  );
}

let opening: HTMLAnchorElement | undefined;
