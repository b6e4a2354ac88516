// Owns what a screen shows when it throws while rendering: its area's frame stays, with a way forward in it.
import { useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function ScreenError() {
  const error = useRouteError();
  // Details go to the console for developers; shoppers get a way forward, not a stack trace.
  console.error(error);
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">
        Please reload the page. If it keeps happening, try again in a few minutes.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  );
}
