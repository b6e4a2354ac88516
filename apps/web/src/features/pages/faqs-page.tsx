// Owns /shop/faqs: the FAQ accordion in its groups, one answer open at a time (SPEC §2), from the page's Markdown.
import { MarkdownHtml } from '#web/components/markdown-html.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#web/components/ui/accordion.tsx';
import type { ShopPage } from '#web/features/pages/api/get-page.ts';
import { faqSections } from '#web/features/pages/faq-sections.ts';
import { splitLead } from '#web/features/pages/markdown-page.tsx';
import { StaticPage } from '#web/features/pages/static-page.tsx';

export function FaqsPage({ page }: { page: ShopPage }) {
  const { lead, body } = splitLead(page.html);
  const { intro, groups } = faqSections(body);
  const asked = groups.filter((group) => group.entries.length > 0);
  const sections = groups.filter((group) => group.entries.length === 0);
  return (
    <StaticPage
      title={page.title}
      eyebrow="Help"
      lead={lead === null ? undefined : <span dangerouslySetInnerHTML={{ __html: lead }} />}
    >
      {intro && <MarkdownHtml html={intro} />}
      {/* One root around all the groups: opening any answer closes the one open before, whichever its group. */}
      <Accordion type="single" collapsible className="grid max-w-[70ch] gap-10">
        {asked.map((group) => (
          <section key={group.id}>
            <h2
              className="text-sm font-semibold tracking-wider text-accent"
              dangerouslySetInnerHTML={{ __html: group.heading }}
            />
            {group.text && <MarkdownHtml html={group.text} className="mt-2" />}
            <div className="mt-2 border-t border-border">
              {group.entries.map((entry) => (
                <AccordionItem key={entry.id} value={entry.id}>
                  <AccordionTrigger>
                    <span dangerouslySetInnerHTML={{ __html: entry.question }} />
                  </AccordionTrigger>
                  <AccordionContent>
                    <MarkdownHtml html={entry.answer} className="text-muted-foreground" />
                  </AccordionContent>
                </AccordionItem>
              ))}
            </div>
          </section>
        ))}
      </Accordion>

      {sections.map((section) => (
        <section key={section.id} className="max-w-[70ch] rounded-lg bg-accent-soft p-6">
          <h2 className="text-lg font-semibold" dangerouslySetInnerHTML={{ __html: section.heading }} />
          <MarkdownHtml html={section.text} className="mt-2" />
        </section>
      ))}
    </StaticPage>
  );
}
