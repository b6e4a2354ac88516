// Owns what shows when a screen throws or a lazy chunk fails to load (e.g. after a deploy replaced it).
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { StandalonePage } from '#web/app/standalone-page.tsx';

export function RouteErrorPage() {
  const error = useRouteError();
  // Details go to the console for developers; shoppers get a way forward, not a stack trace.
  console.error(error);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <StandalonePage>
      <section className="grid max-w-xl justify-items-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">
          Please reload the page. If it keeps happening, try again in a few minutes.
        </p>
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" asChild>
            <a href="/shop/home">Go to the shop</a>
          </Button>
        </div>
      </section>
    </StandalonePage>
  );
}
