// Owns reading the shop's category and tax class from a Shopify product's Type, Tags, Product Category and HSN.
import type { TaxClass, TaxRules } from '@shop/contract/settings';
import type { Category } from '@shop/contract/shop';
import type { ShopifyRow } from './shopify-csv.ts';

const CATEGORY_WORDS: [RegExp, Category][] = [
  [/^new[ -]?arrivals?$/i, 'newArrivals'],
  [/^(women|womens|women's|ladies)$/i, 'women'],
  [/^(men|mens|men's)$/i, 'men'],
  [/^(kids|kid|kids'|children|childrens|children's|boys|girls|baby)$/i, 'kids'],
];

const categoryOfWord = (word: string) => CATEGORY_WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1];

/**
 * The shop's category: Type when it names one ("Women"), else the first tag that does, else a step of Product
 * Category's path ("Apparel & Accessories > Clothing > Women"). Undefined when none does.
 */
export function categoryOf(cells: ShopifyRow['cells']): Category | undefined {
  const words = [
    cells.type ?? '',
    ...(cells.tags ?? '').split(','),
    ...(cells.productCategory ?? '').split('>'),
  ].filter((word) => word.trim() !== '');
  for (const word of words) {
    const category = categoryOfWord(word);
    if (category) return category;
  }
  return undefined;
}

const BAG_WORDS = /\b(bags?|handbags?|totes?|backpacks?|luggage|wallets?|purses?)\b/i;
const BAG_TAG = /^(bags?|handbags?|totes?|backpacks?|sling bags?|purses?)$/i;

/**
 * Bags when the HSN is the shop's bags code, or Type or Product Category says bag, or a tag is one ("Bags"); a tag
 * only mentioning one ("Thread & Tote") does not count. Clothing otherwise.
 */
export function taxClassOf(cells: ShopifyRow['cells'], rules: TaxRules): TaxClass {
  const hsn = cells.hsn?.replace(/\s/g, '');
  if (hsn && hsn.startsWith(rules.bags.hsn.slice(0, 4))) return 'bags';
  if (hsn && hsn.startsWith(rules.clothing.hsn.slice(0, 4))) return 'clothing';
  const bagTag = (cells.tags ?? '').split(',').some((tag) => BAG_TAG.test(tag.trim()));
  return bagTag || [cells.type, cells.productCategory].some((cell) => cell && BAG_WORDS.test(cell))
    ? 'bags'
    : 'clothing';
}
