import { Typography } from '@mantine/core';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const plugins = [remarkGfm];

/**
 * Seller-written markdown, GFM tables included. Raw HTML is skipped (never parsed into elements) and
 * the default URL transform empties javascript:, data: and other unsafe link schemes.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown remarkPlugins={plugins} skipHtml urlTransform={defaultUrlTransform}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
