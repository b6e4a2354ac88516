import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '#web/features/pages/contact-page.tsx';
import { defaultShopPage } from '#web/testing/fake-pages.ts';

function renderContactPage() {
  const router = createMemoryRouter([{ path: '*', element: <ContactPage page={defaultShopPage('contact')} /> }], {
    initialEntries: ['/shop/contact'],
  });
  render(<RouterProvider router={router} />);
  return {
    user: userEvent.setup(),
    name: () => screen.getByRole('textbox', { name: 'Name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    messages: () => screen.getByRole('textbox', { name: 'Messages' }),
    post: () => screen.getByRole('button', { name: 'Post' }),
  };
}

describe('the contact page', () => {
  it('asks for every field when Post is pressed on an empty form, tying each message to its field', async () => {
    const page = renderContactPage();
    await page.user.click(page.post());

    expect(page.name()).toHaveAccessibleDescription('Enter your Name');
    expect(page.email()).toHaveAccessibleDescription('Enter your Email');
    expect(page.messages()).toHaveAccessibleDescription('Enter your Messages');
    for (const field of [page.name(), page.email(), page.messages()])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter a Valid Email')).not.toBeInTheDocument();
  });

  it('counts a field of only spaces as empty', async () => {
    const page = renderContactPage();
    await page.user.type(page.name(), '   ');
    await page.user.click(page.post());

    expect(page.name()).toHaveAccessibleDescription('Enter your Name');
  });

  it('says the email is not valid when it does not look like one', async () => {
    const page = renderContactPage();
    await page.user.type(page.name(), 'Asha');
    await page.user.type(page.email(), 'asha@example');
    await page.user.type(page.messages(), 'Where is my order?');
    await page.user.click(page.post());

    expect(page.email()).toHaveAccessibleDescription('Enter a Valid Email');
    expect(screen.queryByText('Enter your Email')).not.toBeInTheDocument();
    expect(page.name()).not.toHaveAttribute('aria-invalid');
  });

  it('clears only the error of the field being typed in', async () => {
    const page = renderContactPage();
    await page.user.click(page.post());

    await page.user.type(page.name(), 'A');
    expect(screen.queryByText('Enter your Name')).not.toBeInTheDocument();
    expect(page.name()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your Email')).toBeInTheDocument();
    expect(screen.getByText('Enter your Messages')).toBeInTheDocument();

    // Typing clears the error even while the email is still incomplete; the next Post checks it again.
    await page.user.type(page.email(), 'a');
    expect(screen.queryByText('Enter your Email')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter a Valid Email')).not.toBeInTheDocument();

    await page.user.type(page.messages(), 'Hello');
    expect(screen.queryByText('Enter your Messages')).not.toBeInTheDocument();

    await page.user.click(page.post());
    expect(page.email()).toHaveAccessibleDescription('Enter a Valid Email');
  });

  it('replaces the form with a thank-you naming the sender after a valid Post', async () => {
    const page = renderContactPage();
    await page.user.type(page.name(), '  Asha Rao ');
    await page.user.type(page.email(), 'asha@example.in');
    await page.user.type(page.messages(), 'Do you have the linen tote in blue?');
    await page.user.click(page.post());

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Asha Rao!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/further details will be sent to you by email/i)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  });

  it('shows how to reach customer care beside the form', () => {
    renderContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@threadandtote.in' })).toHaveAttribute(
      'href',
      'mailto:care@threadandtote.in',
    );
    expect(screen.getByText(/^Monday to Saturday/)).toHaveTextContent('Monday to Saturday, 10:00–18:00 IST');
  });
});
