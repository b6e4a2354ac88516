// Owns turning staff's Markdown into the HTML shoppers get: rendered by marked, then sanitized (no scripts, no event
// handlers, no javascript: or data: links, no frames or styles); links stay, and links off the shop open nothing of ours.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'del',
    's',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; any other unknown tag leaves its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // The page's title is its one h1: a heading written as `#` becomes a section.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      const offsite = /^https?:\/\//i.test(rest.href ?? '');
      return { tagName, attribs: offsite ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** The safe HTML of `text` (Markdown; any HTML in it is sanitized like the rest). */
export function pageHtml(text: string): string {
  return sanitizeHtml(markdown.parse(text) as string, SANITIZE).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A search description from the page's first paragraph: plain text, at most about 160 characters, cut at a word. */
export function firstParagraphText(html: string, max = 160): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = sanitizeHtml(first, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}
