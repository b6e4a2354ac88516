// Owns a page's own tab title and meta description (the product page names its product), restored when it leaves.
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

/** Pass undefined while the page has nothing to say yet; the route's title stays until then. */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (!title) return;
    // The root layout sets the route's title in its own effect, which runs after ours when both mount together;
    // a timeout puts ours after it.
    const timer = setTimeout(() => {
      document.title = title;
    });
    return () => clearTimeout(timer);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
