// Owns the spec's order-creation payload (SPEC §3, sent to POST /api/shop/order/create as SPEC §7 documents it).
import type { Address } from '@shop/contract/addresses';
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { CreateOrderBody } from '@shop/contract/orders';
import type { PaymentMethod } from '@shop/contract/shop';
import { unitPriceOf, type Cart } from '#web/entities/cart/cart-api.ts';

/**
 * The spec's payload, whole. The server reads only the user, the address id, the payment method, the coupon code, the
 * WhatsApp opt-in and the business buyer, and rebuilds the rest from the database, but the payload keeps the shape the
 * spec documents.
 */
export function specOrderPayload(
  order: {
    userId: string;
    cart: Cart;
    address: Address;
    paymentMethod: PaymentMethod;
    /** A coupon the shopper applied: the server checks it and works the discount out again. */
    couponCode?: string | undefined;
    /** "Send order updates on WhatsApp" on the address's phone; sent either way, so the server never guesses. */
    whatsappOptIn: boolean;
    /** A business buying for its books: its GSTIN and name go on the tax invoice. None: a consumer's invoice. */
    businessBuyer?: BusinessBuyer | null | undefined;
  },
  now = new Date(),
): CreateOrderBody {
  const { userId, cart, address, paymentMethod, couponCode, whatsappOptIn, businessBuyer } = order;
  return {
    user_id: userId,
    cartId: cart._id ?? '',
    cartItems: cart.items.map((item) => ({
      product_id: item.product_id,
      title: item.title,
      image: item.image,
      price: unitPriceOf(item),
      quantity: item.quantity,
    })),
    addressInfo: {
      address_id: address._id,
      address: joinedLines(address),
      city: address.city,
      state: address.state,
      zip_code: address.zip_code,
      phone: address.phone,
      notes: address.notes,
    },
    orderStatus: 'pending',
    paymentMethod,
    ...(couponCode ? { couponCode } : {}),
    whatsapp_opt_in: whatsappOptIn,
    ...(businessBuyer ? { buyer_gstin: businessBuyer.gstin, buyer_business_name: businessBuyer.businessName } : {}),
    paymentStatus: 'pending',
    totalAmount: cart.total,
    orderDate: now.toISOString(),
    orderUpdateDate: now.toISOString(),
    paymentId: '',
    payerId: '',
  };
}

/**
 * The spec's "two lines joined with a comma", each without its trailing comma. Only for the payload's shape: the order
 * keeps the address the server joins from the saved one (the contract's joinAddressLines, which brings zod with it).
 */
const joinedLines = (address: Pick<Address, 'address_line1' | 'address_line2'>) =>
  [address.address_line1, address.address_line2].map((line) => line.replace(/,+\s*$/, '').trim()).join(', ');
