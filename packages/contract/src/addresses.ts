// Owns the address book API (SPEC §3 Address, §5 address form): every field required, Indian pincode and phone.
import { z } from 'zod';
import { userIdParams } from './cart.ts';
import { endpoint } from './endpoint.ts';
import { messageAnswer } from './envelope.ts';

const required = (label: string, max = 200) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `${label} is too long`);

/** The spec removes a trailing comma from each address line before the lines are joined. */
const addressLine = (label: string) => required(label).transform((line) => line.replace(/,+\s*$/, '').trim());

export const addressInput = z.object({
  address_line1: addressLine('address line 1'),
  address_line2: addressLine('address line 2'),
  city: required('city', 100),
  state: required('state', 100),
  zip_code: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode'),
  country: required('country', 100),
  landmark: required('landmark'),
  phone: z
    .string()
    .trim()
    .transform((phone) => phone.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'Enter a 10-digit phone number')),
  notes: required('notes', 500),
  user_id: z.string().optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  _id: z.string(),
  address_id: z.string(),
  user_id: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  landmark: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressList = z.object({ success: z.literal(true), data: z.array(address) });
export const addressAnswer = z.object({ success: z.literal(true), message: z.string(), data: address });
export const addressParams = z.object({ userId: z.string().min(1), addressId: z.uuid('Not a valid id') });

/** The two lines joined as an order's address, per the spec. */
export const joinAddressLines = (a: { address_line1: string; address_line2: string }) =>
  [a.address_line1, a.address_line2].map((line) => line.replace(/,+\s*$/, '').trim()).join(', ');

const errors = [400, 401, 403, 404] as const;

/** Every call of /api/shop/address: the signed-in shopper's own addresses only (another user's id is a 403). */
export const addressEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/shop/address/add',
    tag: 'addresses',
    body: addressInput,
    status: 201,
    answer: addressAnswer,
    errors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shop/address/get/:userId',
    tag: 'addresses',
    params: userIdParams,
    answer: addressList,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/shop/address/update/:userId/:addressId',
    tag: 'addresses',
    params: addressParams,
    body: addressInput,
    answer: addressAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shop/address/delete/:userId/:addressId',
    tag: 'addresses',
    params: addressParams,
    answer: messageAnswer,
    errors,
  }),
};
