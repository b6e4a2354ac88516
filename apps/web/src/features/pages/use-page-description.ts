// Owns a page's meta description: set while the page is shown, the previous one put back when it leaves.
import { useEffect } from 'react';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** The tab title comes from the route's `handle.title` (app/use-route-title.ts); this adds the description. */
export function usePageDescription(description: string) {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
