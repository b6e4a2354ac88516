// Owns /shop/payment-success: the placed order's payment details and the way to the order history (SPEC §2).
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function PaymentSuccessPage() {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">Your order has been placed</h1>
      <p className="text-muted-foreground">Thank you for your purchase!</p>
      <Button asChild>
        <Link to="/shop/account">View Orders</Link>
      </Button>
    </div>
  );
}
