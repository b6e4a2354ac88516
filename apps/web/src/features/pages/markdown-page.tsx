// Owns how a page staff wrote in Markdown reads: the server's sanitized HTML in the information pages' frame, its
// first paragraph as the lead, its sections styled as the pages always were.
import type { ReactNode } from 'react';
import { MarkdownHtml } from '#web/components/markdown-html.tsx';
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { StaticPage, type StaticPageProps } from '#web/features/pages/static-page.tsx';

/** The page's first paragraph (its lead, as inline HTML), and the rest. */
export function splitLead(html: string): { lead: string | null; body: string } {
  const first = /^\s*<p>([\s\S]*?)<\/p>/.exec(html);
  return first ? { lead: first[1]!, body: html.slice(first[0].length).trim() } : { lead: null, body: html };
}

type MarkdownPageProps = Pick<StaticPageProps, 'eyebrow' | 'width'> & {
  page: ShopPage;
  /** What follows the text (the contact form). */
  children?: ReactNode;
};

export function MarkdownPage({ page, eyebrow, width, children }: MarkdownPageProps) {
  const { lead, body } = splitLead(page.html);
  return (
    <StaticPage
      title={page.title}
      eyebrow={eyebrow}
      width={width}
      lead={lead === null ? undefined : <span dangerouslySetInnerHTML={{ __html: lead }} />}
    >
      {body && <MarkdownHtml html={body} />}
      {children}
    </StaticPage>
  );
}
