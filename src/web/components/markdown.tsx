import { Text, Typography } from '@mantine/core';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './markdown.module.css';

const plugins = [remarkGfm];

// A wide table scrolls on its own instead of widening a phone's page.
const components: Components = {
  table: ({ node: _node, ...props }) => (
    <div className={classes.tableScroll}>
      <table {...props} />
    </div>
  ),
};

/**
 * Seller-written markdown, GFM tables included. Raw HTML is skipped (never parsed into elements) and
 * the default URL transform empties javascript:, data: and other unsafe link schemes. Blank text reads as
 * not written yet, on the product page and in the product form's preview alike.
 */
export function Markdown({ children }: { children: string }) {
  if (!children.trim()) return <Text c="gray.7">Nothing here yet.</Text>;
  return (
    <Typography className={classes.markdown}>
      <ReactMarkdown
        remarkPlugins={plugins}
        components={components}
        skipHtml
        urlTransform={defaultUrlTransform}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
