// Owns the not-found page for a path outside every area: the same 404, in a frame of its own.
import { NotFoundPage } from '#web/app/not-found-page.tsx';
import { StandalonePage } from '#web/app/standalone-page.tsx';

export { clientLoader, loader, meta } from '#web/app/routes/not-found.tsx';

export default function StandaloneNotFound() {
  return (
    <StandalonePage>
      <NotFoundPage />
    </StandalonePage>
  );
}
