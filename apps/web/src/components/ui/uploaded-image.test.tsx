// Checks that a picture asked for once the app runs is not on the server's page (nothing for the browser to fetch
// beside the scripts), holds its place, is there for a browser without JavaScript, and appears when the app runs.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { HydrationProvider, hydrationStarts } from '#web/lib/use-hydrated.ts';

const picture = (afterApp: boolean) => (
  <HydrationProvider>
    <UploadedImage
      src="/uploads/4c4e1f7dbc0706732547a15421df3ab6.webp"
      alt="Indigo Kurta"
      width={800}
      height={1000}
      sizes="50vw"
      afterApp={afterApp}
      className="aspect-[4/5] w-full"
    />
  </HydrationProvider>
);

describe('an uploaded image', () => {
  hydrationStarts();

  it('is on the server page as an image the browser fetches, lazily, when it need not wait for the app', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(picture(false));
    expect(page.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(page.querySelector('noscript')).toBeNull();
  });

  it('waits for the app below the first screen: a box of its size until then, and a copy for no JavaScript', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(picture(true));
    expect(page.querySelector('img')).toBeNull();
    const box = page.querySelector('span[aria-hidden="true"]');
    expect(box).toHaveStyle({ aspectRatio: '800 / 1000' });
    expect(box).toHaveClass('noscript:hidden', 'aspect-[4/5]', 'w-full');
    // Without scripts a browser parses <noscript>'s text as the image; this parser runs scripts, so it is text.
    expect(page.querySelector('noscript')?.textContent).toContain(
      'src="/uploads/4c4e1f7dbc0706732547a15421df3ab6.webp"',
    );

    const errors: unknown[] = [];
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, picture(true), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(page.querySelector('img')).toHaveAttribute('alt', 'Indigo Kurta');
    expect(page.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('4c4e1f7dbc0706732547a15421df3ab6-400.webp 400w'),
    );
    expect(page.querySelector('span[aria-hidden="true"]')).toBeNull();
    page.remove();
  });
});
