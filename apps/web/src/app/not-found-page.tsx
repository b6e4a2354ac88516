// Owns the not-found page, shown for any path the router does not know, inside whichever area it falls in.
import { MESSAGES } from '@shop/contract/messages';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-accent" aria-hidden>
        404
      </p>
      {/* The spec's exact words; the capital letter is only visual. */}
      <h1 className="text-2xl font-semibold first-letter:uppercase sm:text-3xl">{MESSAGES.notFound}</h1>
      <p className="text-muted-foreground">The address may be mistyped, or the page may have moved.</p>
      <Button asChild>
        <Link to="/shop/home">Go to the shop</Link>
      </Button>
    </section>
  );
}
