import classes from './app-frame.module.css';
import { focusMain, MAIN_ID } from './main-heading';

/** The first thing the Tab key reaches: past the header, to the page's main heading. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Focus, not the address: a hash would become part of the page's address in the history.
        event.preventDefault();
        focusMain();
      }}
    >
      Skip to main content
    </a>
  );
}
