// Owns the text conversions between Shopify's product CSV and the shop: a title's handle, Body (HTML) ↔ the shop's
// plain-text description (one paragraph a line), and money cells.
import { handleFrom, isHandle } from '@shop/contract/handles';
import { paiseToRupees, rupeesToPaise } from '@shop/contract/money';

/** Shopify's handle of a title: lower-case letters and digits joined by single dashes ("Mulmul Kurta – Blue" → "mulmul-kurta-blue"). */
export function handleOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A file's handle (as `handleOf` groups rows by it) as the shop keeps it: the same when it meets the shop's handle rules,
 * else its letters in plain a–z (a handle in another script, or too long).
 */
export const shopHandleOf = (fileHandle: string) =>
  isHandle(fileHandle) ? fileHandle : handleFrom(fileHandle, 'product');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  times: '×',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

/**
 * Body (HTML) as the shop's plain description: each paragraph (a `<p>`, or a line broken by `<br>` or a block's end)
 * becomes a line, tags are dropped and entities read. What `descriptionHtml` writes reads back exactly.
 */
export function descriptionText(html: string): string {
  const source = html.replace(/\r\n?/g, '\n');
  // With paragraph markup the file's own line breaks are only layout; without it they are the paragraphs.
  const broken = /<p[\s>]/i.test(source)
    ? source.replace(/\n/g, ' ').replace(/<br\s*\/?>|<\/p\s*>/gi, '\n')
    : source.replace(/<br\s*\/?>|<\/(div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n');
  const lines = decodeEntities(stripTags(broken))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines.join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shop's description as Body (HTML): one `<p>` a line. */
export function descriptionHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** "1299.00": the rupees Shopify writes, two decimals, no sign. */
export const moneyCell = (paise: number) => paiseToRupees(paise).toFixed(2);

/**
 * A money cell in paise: "1,299.00", "₹1299" and "1299" all read; undefined when empty; NaN when it is not money
 * (or has more than two decimals).
 */
export function paiseOf(cell: string | undefined): number | undefined {
  if (cell === undefined || cell.trim() === '') return undefined;
  const plain = cell.replace(/[₹,\s]|^Rs\.?/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return NaN;
  return rupeesToPaise(Number(plain));
}
