// Checks the "Test mode" ribbon: shown while payments go to the sandbox, and never on a guess.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse, type FakeHandlers } from '#web/testing/fake-server.ts';
import { renderShopScreen } from '#web/testing/render-shop-screen.tsx';
import { usePaymentsConfig } from '#web/entities/payments-config/payments-config.ts';
import { TestModeRibbon } from '#web/app/shop-shell/test-mode-ribbon.tsx';

type ConfigHandler = NonNullable<FakeHandlers['GET /api/payments/config']>;

const config =
  (testMode: boolean): ConfigHandler =>
  () => ({
    success: true,
    data: {
      testMode,
      providers: { razorpay: true, phonepe: true, paypal: true },
      razorpayTheme: '#0f766e',
      online_discount: null,
    },
  });

/**
 * Stands for the rest of the page, which reads the same config: once it shows the answer, the ribbon has had it
 * too (both render from one query), so "no ribbon" is then the ribbon's decision and not a config still on its way.
 */
function PaymentOptions() {
  const { data, isError } = usePaymentsConfig();
  if (isError) return <p>Payment options could not be loaded</p>;
  return data ? <p>Pay with Razorpay, PhonePe or PayPal</p> : null;
}

function renderRibbon(answer: ConfigHandler) {
  return renderShopScreen(
    <>
      <TestModeRibbon />
      <PaymentOptions />
    </>,
    { api: { 'GET /api/payments/config': answer } },
  );
}

const ribbonText = 'Test mode — payments go to a sandbox; no money moves';

describe('TestModeRibbon', () => {
  it('says payments go to the sandbox while any provider runs there', async () => {
    renderRibbon(config(true));
    expect(await screen.findByRole('note')).toHaveTextContent(ribbonText);
    // On a phone the middle of the sentence is hidden; what stays still says no money moves.
    expect(screen.getByRole('note')).toHaveTextContent(/^Test mode — .*no money moves$/);
  });

  it('is absent when every provider is real', async () => {
    renderRibbon(config(false));
    await screen.findByText('Pay with Razorpay, PhonePe or PayPal');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('is absent when the config cannot be read', async () => {
    renderRibbon(() => refuse(500, 'Something went wrong'));
    await screen.findByText('Payment options could not be loaded');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });
});
