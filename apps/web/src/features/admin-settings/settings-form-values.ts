// Owns what the Settings form holds and how it becomes the API's body: the contract's shape with every figure as typed,
// the shop's details and the pickup address each left out (null) while all of their fields are blank, and the pincodes
// as one text.
import type { Settings, SettingsInput } from '@shop/contract/settings';
import type { PickupAddress } from '@shop/contract/shipping';

type Typed<T> = { [K in keyof T]: T[K] extends number ? string : T[K] extends object ? Typed<T[K]> : T[K] };

/** Field names match the body's paths, so the contract's errors land on the fields that caused them. */
export type SettingsFormValues = {
  shop: Typed<NonNullable<Settings['shop']>>;
  tax: Typed<Settings['tax']>;
  /** One pincode a line, or separated by commas. */
  delivery: { unserviceable_pincodes: string };
  /** The risk rules are lists and switches, not typed figures: held as the API gives them. */
  cod: Typed<Omit<Settings['cod'], 'risk'>> & { risk: Settings['cod']['risk'] };
  limits: Typed<Settings['limits']>;
  shipping: { pickup: PickupAddress };
};

const EMPTY_SHOP: SettingsFormValues['shop'] = {
  legal_name: '',
  address: '',
  state_code: '',
  gstin: '',
  invoice_prefix: '',
};

const EMPTY_PICKUP: PickupAddress = {
  contact_name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};

/** Any field filled in: then the whole group is sent, and the contract asks for the rest. */
const anyGiven = (group: Record<string, string>) => Object.values(group).some((value) => value.trim() !== '');

/** "560001, 560002\n110001" → ['560001', '560002', '110001']. */
export const pincodesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export function formValuesOf(settings: Settings): SettingsFormValues {
  const { clothing, bags } = settings.tax;
  return {
    shop: settings.shop ?? EMPTY_SHOP,
    tax: {
      clothing: {
        hsn: clothing.hsn,
        low_rate: String(clothing.low_rate),
        high_rate: String(clothing.high_rate),
        threshold: String(clothing.threshold),
      },
      bags: { hsn: bags.hsn, rate: String(bags.rate) },
    },
    delivery: { unserviceable_pincodes: settings.delivery.unserviceable_pincodes.join('\n') },
    cod: {
      enabled: settings.cod.enabled,
      min_order: String(settings.cod.min_order),
      max_order: String(settings.cod.max_order),
      fee: String(settings.cod.fee),
      confirm_hours: String(settings.cod.confirm_hours),
      risk: settings.cod.risk,
    },
    limits: {
      max_units_per_item: String(settings.limits.max_units_per_item),
      max_units_per_order: String(settings.limits.max_units_per_order),
    },
    shipping: { pickup: settings.shipping.pickup ?? EMPTY_PICKUP },
  };
}

/** What is sent: the contract's schema (in the resolver) trims, coerces and checks it, and says what is wrong. */
export function bodyOf(values: SettingsFormValues): SettingsInput {
  return {
    shop: anyGiven(values.shop) ? values.shop : null,
    tax: values.tax,
    delivery: { unserviceable_pincodes: pincodesIn(values.delivery.unserviceable_pincodes) },
    cod: values.cod,
    limits: values.limits,
    shipping: { pickup: anyGiven(values.shipping.pickup) ? values.shipping.pickup : null },
  };
}
