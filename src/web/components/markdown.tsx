import { Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';
import { markdownOptions } from '../../domain/markdown';
import classes from './markdown.module.css';
import { NothingWrittenYet } from './markdown-html';

/** Seller-written markdown drawn in the browser, for the product form's preview (rules: domain/markdown.ts). */
export function Markdown({ children }: { children: string }) {
  if (!children.trim()) return <NothingWrittenYet />;
  return (
    <Typography className={classes.markdown}>
      <ReactMarkdown {...markdownOptions}>{children}</ReactMarkdown>
    </Typography>
  );
}
