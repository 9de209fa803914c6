import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@niaga/shared';
import sanitizeHtml from 'sanitize-html';
import { isOwnUpload } from '../../platform/uploads.js';

/**
 * Rich text as we store it: only the tags of RICH_TEXT_TAGS; links keep `href` when it is http, https, mailto, tel
 * or a path of this site, and open in a new tab with rel="noopener noreferrer"; pictures keep `src` only when it
 * is one of the company's own uploads (others are dropped whole); every other attribute (style, on…) goes.
 * Scripts, styles and their text are removed, other unknown tags are unwrapped (their text stays).
 */
export function sanitizeRichText(companyId: string, html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(companyId, frame.attribs.src ?? ''),
  });
}
