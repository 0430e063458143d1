import { Text, Typography } from '@mantine/core';
import classes from './markdown.module.css';

/** What a blank text of a seller's shows, on the product page and in the product form's preview alike. */
export const NothingWrittenYet = () => <Text c="gray.7">Nothing here yet.</Text>;

/**
 * Seller-written markdown as the server drew it into HTML (server/features/catalog/markdown-html.ts), with the
 * rules of domain/markdown.ts: no raw HTML, no unsafe links. '' is a text not written yet.
 */
export function MarkdownHtml({ html }: { html: string }) {
  if (!html) return <NothingWrittenYet />;
  return (
    <Typography
      className={classes.markdown}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML, drawn without raw HTML or unsafe links (markdown-html.test.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
