// Checks the hand-over of a form from the server's HTML to the app: what a shopper typed before the app ran is given
// back to the field the app reset, and never written over what they typed while the app was taking over.
import { act, useLayoutEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from '#web/components/ui/form.tsx';

/** A name field; `meanwhile` runs as the app takes it over, before the form puts back what was typed. */
function page(meanwhile?: (field: HTMLInputElement) => void, heard: string[] = []) {
  function NameField() {
    const ref = useRef<HTMLInputElement>(null);
    useLayoutEffect(() => {
      if (ref.current) meanwhile?.(ref.current);
    }, []);
    return <input ref={ref} name="name" defaultValue="" onInput={(event) => heard.push(event.currentTarget.value)} />;
  }
  return (
    <MemoryRouter initialEntries={['/shop/account']}>
      <Form id="name-form" intent="save-name">
        <NameField />
      </Form>
    </MemoryRouter>
  );
}

async function hydrate(typedBefore: string, meanwhile?: (field: HTMLInputElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement>('input[name="name"]')!;
  field.value = typedBefore;
  const heard: string[] = [];
  await act(async () => {
    hydrateRoot(container, page(meanwhile, heard));
  });
  return { field: container.querySelector<HTMLInputElement>('input[name="name"]')!, heard };
}

describe('a form the app takes over from the server’s HTML', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives back what was typed before the app ran, to the app as well, when the app reset the field', async () => {
    const { field, heard } = await hydrate('Asha', (input) => {
      input.value = '';
    });
    expect(field.value).toBe('Asha');
    expect(heard).toEqual(['Asha']);
  });

  it('leaves what was typed while the app was taking over, rather than put back the older text', async () => {
    const { field, heard } = await hydrate('Ash', (input) => {
      input.value = 'Asha Rao';
    });
    expect(field.value).toBe('Asha Rao');
    expect(heard).toEqual([]);
  });
});
