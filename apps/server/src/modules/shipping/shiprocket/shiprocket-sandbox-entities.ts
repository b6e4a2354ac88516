// Owns what the Shiprocket sandbox keeps of an order (one order, one shipment, as a custom order is) and how it answers
// errors, in Shiprocket's shapes.
import type { FastifyReply } from 'fastify';
import type { sandboxStore } from '../../../platform/sandbox/sandbox-store.ts';
import type { Scan } from './shiprocket-api.ts';

export type SandboxStore = ReturnType<typeof sandboxStore>;

export type SandboxAddress = {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/** A custom or return order and its one shipment. Amounts in rupees, as Shiprocket keeps them. */
export type SandboxOrder = {
  id: number;
  shipment_id: number;
  channel_order_id: string;
  /** The label's order number: the create body's invoice_number (the shop sends "TT-1042"). */
  invoice_number: string;
  /** The seller the label names as who ships it: the create body's company_name (the shop sends its brand's name). */
  company_name?: string;
  is_return: boolean;
  created_at: string;
  /** The order table's status and code (NEW 1, CANCELED 5, RETURN PENDING 21...). */
  status: string;
  status_code: number;
  pickup_location: string;
  /** Where the courier collects it (a pickup location, or a return's customer) and where it goes. */
  from: SandboxAddress;
  to: SandboxAddress;
  items: { name: string; sku: string; units: number; selling_price: number }[];
  payment_method: 'COD' | 'Prepaid';
  sub_total: number;
  /** What the courier collects at the door: sub_total + shipping_charges - total_discount for COD, else 0. */
  cod_amount: number;
  weight: number;
  length: number;
  breadth: number;
  height: number;
  awb: string | null;
  courier_id: number | null;
  courier_name: string | null;
  freight_charge: number | null;
  /** "2024-07-01 19:28:00": the date the courier promised. */
  etd: string | null;
  awb_assigned_date: string | null;
  pickup_scheduled_date: string | null;
  manifested: boolean;
  /** The shipment table's status now, and every scan so far (oldest first). */
  shipment_status_id: number;
  shipment_status: string;
  scans: Scan[];
  /** A failed delivery: the courier's reason, attempts so far, and what the seller asked. */
  ndr: { reason: string; attempts: number; action: 're-attempt' | 'return' | null } | null;
  delivered_date: string | null;
};

/** Shiprocket's error body: {"message","status_code"}, with a per-field map on a 422. */
export function srError(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply.status(status).send({ message, ...(errors ? { errors } : {}), status_code: status });
}
