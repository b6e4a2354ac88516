// Owns the number on the header's cart button: how many distinct products are in the signed-in user's cart.

/**
 * Placeholder until the cart's query exists: the cart feature will read its cart query here
 * (`items.length`, distinct products rather than total quantity, per SPEC §2) and return 0 for visitors.
 */
export function useCartCount(): number {
  return 0;
}
