// Checks the "Test mode" ribbon: shown while payments go to the sandbox, and never on a guess.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopScreen, type FakeAnswer } from '#web/lib/testing/render-shop-screen.tsx';
import { TestModeRibbon } from '#web/components/test-mode-ribbon.tsx';

const config = (testMode: boolean): FakeAnswer => ({
  status: 200,
  body: {
    success: true,
    data: { testMode, providers: { razorpay: true, phonepe: true, paypal: true }, razorpayTheme: '#0f766e' },
  },
});

function renderRibbon(answer: FakeAnswer | undefined) {
  return renderShopScreen(<TestModeRibbon />, {
    api: ({ path }) => (path === '/api/payments/config' ? answer : undefined),
  });
}

describe('TestModeRibbon', () => {
  it('says payments go to the sandbox in test mode', async () => {
    renderRibbon(config(true));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Test mode — payments go to a built-in sandbox; no money moves',
    );
  });

  it('is absent with real providers, or when the config cannot be read', async () => {
    const { calls } = renderRibbon(config(false));
    await waitFor(() => expect(calls('GET', '/api/payments/config')).toHaveLength(1));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
