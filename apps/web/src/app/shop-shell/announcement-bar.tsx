// Owns the announcement bar above the shop's header: staff's one line (Settings → Brand) while it runs, with its link.
// The server answers it only inside its window, and the page reads it once per load.
import { Link } from 'react-router';
import { useBrand } from '#web/entities/brand/brand.ts';

const linkClass = 'font-semibold underline underline-offset-4 hover:no-underline';

export function AnnouncementBar() {
  const { announcement } = useBrand();
  if (!announcement) return null;
  const { text, link } = announcement;
  return (
    <aside aria-label="Announcement" className="bg-accent px-4 py-2 text-center text-sm text-accent-foreground">
      {!link ? (
        <p>{text}</p>
      ) : link.startsWith('/') ? (
        <Link to={link} className={linkClass}>
          {text}
        </Link>
      ) : (
        <a href={link} className={linkClass} rel="noopener noreferrer">
          {text}
        </a>
      )}
    </aside>
  );
}
