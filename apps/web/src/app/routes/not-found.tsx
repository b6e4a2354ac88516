// Owns the answer to a path no route knows: a 404 status, and the not-found page inside the area it falls in.
import { data, type MetaFunction } from 'react-router';
import { NotFoundPage } from '#web/app/not-found-page.tsx';
import { pageMeta } from '#web/app/page-meta.ts';

export const loader = () => data(null, { status: 404 });
export const clientLoader = () => null;

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Page not found' }),
  { name: 'robots', content: 'noindex' },
];

export default NotFoundPage;
