import { Typography } from '@mantine/core';
import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@niaga/shared';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Links to http, https, mailto, tel or a path of this site (not `//host`), as the API's sanitiser keeps them. */
const SAFE_URL = new RegExp(`^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|/(?!/))`, 'i');
const PURIFY = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt'],
  ALLOWED_URI_REGEXP: SAFE_URL,
};

/**
 * Shows stored rich text. The API stored it sanitised; the browser sanitises it again (DOMPurify, the same
 * allow-list) before it becomes HTML, so nothing reaches the page that the allow-list does not name.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY), [html]);
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the allow-list. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />
    </Typography>
  );
}
