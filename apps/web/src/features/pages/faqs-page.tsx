// Owns /shop/faqs: the FAQ accordion in its four groups, one answer open at a time (SPEC §2).
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#web/components/ui/accordion.tsx';
import { FAQ_GROUPS } from '#web/features/pages/faq-groups.tsx';
import { StaticPage, TextLink } from '#web/features/pages/static-page.tsx';

export function FaqsPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      eyebrow="Help"
      lead="Quick answers about paying, ordering, delivery, returns and cancellations. Choose a question to see its answer."
    >
      {/* One root around all four groups: opening any answer closes the one open before, whichever its group. */}
      <Accordion type="single" collapsible className="grid max-w-[70ch] gap-10">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id}>
            <h2 className="text-sm font-semibold tracking-wider text-accent">{group.heading}</h2>
            <div className="mt-2 border-t border-border">
              {group.entries.map((entry) => (
                <AccordionItem key={entry.id} value={entry.id}>
                  <AccordionTrigger>{entry.question}</AccordionTrigger>
                  <AccordionContent>{entry.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </div>
          </section>
        ))}
      </Accordion>

      <section className="max-w-[70ch] rounded-lg bg-accent-soft p-6">
        <h2 className="text-lg font-semibold">Still have a question?</h2>
        <p className="mt-2 leading-7 text-foreground/80">
          We are here Monday to Saturday. <TextLink to="/shop/contact">Contact us</TextLink> and we will reply by email.
        </p>
      </section>
    </StaticPage>
  );
}
