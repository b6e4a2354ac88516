// Owns how HTML the server rendered from staff's Markdown (sanitized there: page-html.ts) is shown: on the shop's pages
// and in staff's preview alike, styled as the information pages' sections, lists and links.
import { cn } from '#web/lib/class-names.ts';

export const MARKDOWN_CLASSES = cn(
  'max-w-[70ch] leading-7 text-foreground/80',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground sm:[&_h2]:text-2xl [&>h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&>p:first-child]:mt-0 [&_ol]:mt-4 [&_ul]:mt-4 [&_ol]:grid [&_ul]:grid [&_ol]:gap-2 [&_ul]:gap-2',
  '[&_ol]:list-decimal [&_ul]:list-disc [&_ol]:pl-5 [&_ul]:pl-5 [&_li]:marker:text-accent',
  '[&_strong]:font-semibold [&_strong]:text-foreground',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:break-words [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4',
  'hover:[&_a]:text-accent-strong [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border',
  '[&_blockquote]:pl-4 [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_table]:mt-4',
  '[&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2',
);

/** HTML the server rendered and sanitized; nothing else is ever passed here. */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn(MARKDOWN_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
