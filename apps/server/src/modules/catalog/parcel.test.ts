// Checks what an order's lines ship as: weights added up (variant over product over default), the biggest box, the
// heights stacked and capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct } from '../../testing/fixtures.ts';
import { parcelOf } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('parcelOf', () => {
  it('adds up the weights, a variant’s own first, then its product’s, then the category default', async () => {
    const kurta = await createProduct(app, { weightGrams: 500, lengthCm: 32, breadthCm: 26, heightCm: 5 });
    const [big, small] = await app.db
      .insert(productVariants)
      .values([
        { productId: kurta.id, size: 'XXL', sku: 'PARCEL-XXL', stock: 3, weightGrams: 700, position: 1 },
        { productId: kurta.id, size: 'S', sku: 'PARCEL-S', stock: 3, position: 0 },
      ])
      .returning();
    const kidsTee = await createProduct(app, { category: 'kids' });

    const parcel = await parcelOf(app.db, [
      { productId: kurta.id, variantId: big!.id, quantity: 2 },
      { productId: kurta.id, variantId: small!.id, quantity: 1 },
      { productId: kidsTee.id, variantId: null, quantity: 1 },
    ]);
    // 2 × 700 + 500 + the kids' default 250; the kurta's box is the biggest; 3 × 5 cm + 3 cm stacked.
    expect(parcel).toEqual({ weightGrams: 2150, lengthCm: 32, breadthCm: 26, heightCm: 18 });
  });

  it('ships a bag in the bags default box, a deleted product as a folded garment, and caps a tall stack', async () => {
    const tote = await createProduct(app, { taxClass: 'bags' });
    expect(await parcelOf(app.db, [{ productId: tote.id, variantId: null, quantity: 1 }])).toEqual({
      weightGrams: 900,
      lengthCm: 40,
      breadthCm: 30,
      heightCm: 15,
    });
    expect(await parcelOf(app.db, [{ productId: null, variantId: null, quantity: 2 }])).toEqual({
      weightGrams: 800,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 8,
    });
    const stack = await parcelOf(app.db, [{ productId: tote.id, variantId: null, quantity: 20 }]);
    expect(stack).toEqual({ weightGrams: 18_000, lengthCm: 40, breadthCm: 30, heightCm: 150 });
  });
});
