// Owns what the Settings form holds and how it becomes the API's body: the contract's shape with every figure as typed,
// the shop's details and the pickup address each left out (null) while all of their fields are blank, the pincodes
// as one text, Cash on Delivery's risk rules with their lists as texts and a blank figure as a rule left off, and the
// discount for paying online with a blank cap as none.
import type { Brand } from '@shop/contract/brand-defaults';
import type { CodRiskRules, OnlineDiscountRules, Settings, SettingsInput } from '@shop/contract/settings';
import type { PickupAddress } from '@shop/contract/shipping';

type Typed<T> = { [K in keyof T]: T[K] extends number ? string : T[K] extends object ? Typed<T[K]> : T[K] };

/** Every risk rule as typed: the lists one entry a line (or separated by commas), a blank figure for a rule left off. */
export type CodRiskFormValues = { [K in keyof CodRiskRules]: string };

/** The discount for paying online as typed: a blank cap is no cap. */
export type OnlineDiscountFormValues = Pick<OnlineDiscountRules, 'enabled' | 'kind'> & {
  value: string;
  max_discount: string;
};

/**
 * The brand as typed (issue 44): every optional text blank for none, the pictures' URLs ('' for the built-in ones),
 * the announcement's start and end as the date-time fields hold them (the browser's local time).
 */
export type BrandFormValues = {
  name: string;
  logo_url: string;
  icon_url: string;
  accent: string;
  announcement: { text: string; link: string; starts_at: string; ends_at: string };
  contact: { email: string; phone: string; address: string };
  social: { [K in keyof Brand['social']]: string };
};

/** Field names match the body's paths, so the contract's errors land on the fields that caused them. */
export type SettingsFormValues = {
  shop: Typed<NonNullable<Settings['shop']>>;
  tax: Typed<Settings['tax']>;
  /** One pincode a line, or separated by commas. */
  delivery: { unserviceable_pincodes: string };
  cod: Typed<Omit<Settings['cod'], 'risk'>> & { risk: CodRiskFormValues };
  online_discount: OnlineDiscountFormValues;
  limits: Typed<Settings['limits']>;
  shipping: { pickup: PickupAddress };
  brand: BrandFormValues;
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

/**
 * Shoppers as staff paste them, one a line or separated by commas, into what the rules compare: an email lower-cased,
 * a phone as its 10 digits ("+91 98765-43210" → '9876543210'). Anything else is sent as typed, for the contract to judge.
 */
export const customersIn = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('@')) return entry;
      const phone = /^(?:\+?91|0)?(\d{10})$/.exec(entry.replace(/[\s().-]/g, ''));
      return phone ? phone[1]! : entry;
    });

/** A rule's figure as typed; blank leaves the rule off. */
const figureOrOff = (typed: string) => (typed.trim() === '' ? null : typed);
const typedFigure = (figure: number | null) => (figure === null ? '' : String(figure));

function riskFormValuesOf(risk: CodRiskRules): CodRiskFormValues {
  return {
    blocked_pincodes: risk.blocked_pincodes.join('\n'),
    blocked_customers: risk.blocked_customers.join('\n'),
    pincode_rto_percent: typedFigure(risk.pincode_rto_percent),
    customer_rto_percent: typedFigure(risk.customer_rto_percent),
    customer_rto_count: typedFigure(risk.customer_rto_count),
    min_parcels: typedFigure(risk.min_parcels),
    first_order_max: typedFigure(risk.first_order_max),
  };
}

function riskBodyOf(risk: CodRiskFormValues): NonNullable<SettingsInput['cod']['risk']> {
  return {
    blocked_pincodes: pincodesIn(risk.blocked_pincodes),
    blocked_customers: customersIn(risk.blocked_customers),
    pincode_rto_percent: figureOrOff(risk.pincode_rto_percent),
    customer_rto_percent: figureOrOff(risk.customer_rto_percent),
    customer_rto_count: figureOrOff(risk.customer_rto_count),
    // Not a switch: a blank is sent as typed, and the contract asks for a number.
    min_parcels: risk.min_parcels,
    first_order_max: figureOrOff(risk.first_order_max),
  };
}

function onlineDiscountFormValuesOf(rule: OnlineDiscountRules): OnlineDiscountFormValues {
  return {
    enabled: rule.enabled,
    kind: rule.kind,
    value: String(rule.value),
    max_discount: typedFigure(rule.max_discount),
  };
}

/** A cap bounds only a percent: a fixed amount is sent without one, whatever the hidden field held. */
function onlineDiscountBodyOf(discount: OnlineDiscountFormValues): SettingsInput['online_discount'] {
  return {
    ...discount,
    max_discount: discount.kind === 'percent' ? figureOrOff(discount.max_discount) : null,
  };
}

/** An ISO time as a datetime-local field holds it, in the browser's time zone ('' for none). */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local field's value (the browser's time zone) as ISO, null when blank; kept as typed when not a time. */
const isoOf = (local: string) => {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

const textOrNull = (typed: string) => (typed.trim() === '' ? null : typed);

function brandFormValuesOf(brand: Brand): BrandFormValues {
  const { announcement: a, contact, social } = brand;
  return {
    name: brand.name,
    logo_url: brand.logo_url ?? '',
    icon_url: brand.icon_url ?? '',
    accent: brand.accent,
    announcement: {
      text: a?.text ?? '',
      link: a?.link ?? '',
      starts_at: localDateTime(a?.starts_at ?? null),
      ends_at: localDateTime(a?.ends_at ?? null),
    },
    contact: { email: contact.email ?? '', phone: contact.phone ?? '', address: contact.address ?? '' },
    social: {
      instagram: social.instagram ?? '',
      facebook: social.facebook ?? '',
      x: social.x ?? '',
      youtube: social.youtube ?? '',
      whatsapp: social.whatsapp ?? '',
    },
  };
}

/** No announcement while all of it is blank; otherwise it is sent whole, for the contract to ask for its text. */
function brandBodyOf(brand: BrandFormValues): NonNullable<SettingsInput['brand']> {
  const a = brand.announcement;
  return {
    name: brand.name,
    logo_url: textOrNull(brand.logo_url),
    icon_url: textOrNull(brand.icon_url),
    accent: brand.accent,
    announcement: anyGiven(a)
      ? { text: a.text, link: textOrNull(a.link), starts_at: isoOf(a.starts_at), ends_at: isoOf(a.ends_at) }
      : null,
    contact: {
      email: textOrNull(brand.contact.email),
      phone: textOrNull(brand.contact.phone),
      address: textOrNull(brand.contact.address),
    },
    social: {
      instagram: textOrNull(brand.social.instagram),
      facebook: textOrNull(brand.social.facebook),
      x: textOrNull(brand.social.x),
      youtube: textOrNull(brand.social.youtube),
      whatsapp: textOrNull(brand.social.whatsapp),
    },
  };
}

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
      risk: riskFormValuesOf(settings.cod.risk),
    },
    online_discount: onlineDiscountFormValuesOf(settings.online_discount),
    limits: {
      max_units_per_item: String(settings.limits.max_units_per_item),
      max_units_per_order: String(settings.limits.max_units_per_order),
    },
    shipping: { pickup: settings.shipping.pickup ?? EMPTY_PICKUP },
    brand: brandFormValuesOf(settings.brand),
  };
}

/** What is sent: the contract's schema (in the resolver) trims, coerces and checks it, and says what is wrong. */
export function bodyOf(values: SettingsFormValues): SettingsInput {
  return {
    shop: anyGiven(values.shop) ? values.shop : null,
    tax: values.tax,
    delivery: { unserviceable_pincodes: pincodesIn(values.delivery.unserviceable_pincodes) },
    cod: { ...values.cod, risk: riskBodyOf(values.cod.risk) },
    online_discount: onlineDiscountBodyOf(values.online_discount),
    limits: values.limits,
    shipping: { pickup: anyGiven(values.shipping.pickup) ? values.shipping.pickup : null },
    brand: brandBodyOf(values.brand),
  };
}
