// Owns the counts staff have typed on the sheet and not saved yet, across its pages and filters: each with the stock
// the sheet showed when they typed it (what the save calls `stock_seen`).
import { STOCK_MAX, type StockChange, type StockRow } from '@shop/contract/stock-sheet';
import { useState } from 'react';
import { stockRowKey } from '#web/features/admin-stock/api/get-stock-sheet.ts';

export type StockEdit = { row: StockRow; typed: string };

/** What staff typed as a count: a whole number from 0 to STOCK_MAX, else undefined. */
export function typedStock(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const stock = Number(trimmed);
  return stock <= STOCK_MAX ? stock : undefined;
}

export function useStockEdits() {
  const [edits, setEdits] = useState<ReadonlyMap<string, StockEdit>>(new Map());

  /** Typing the count back to what the sheet shows un-marks the row. */
  const edit = (row: StockRow, typed: string) =>
    setEdits((current) => {
      const next = new Map(current);
      const key = stockRowKey(row);
      const seen = current.get(key)?.row ?? row;
      if (typed.trim() === String(seen.stock)) next.delete(key);
      else next.set(key, { row: seen, typed });
      return next;
    });
  const clear = () => setEdits(new Map());

  const list = [...edits.values()];
  const invalid = list.filter((e) => typedStock(e.typed) === undefined);
  const changes: StockChange[] = list.map((e) => ({
    product_id: e.row.product_id,
    variant_id: e.row.variant_id,
    stock: typedStock(e.typed) ?? 0,
    stock_seen: e.row.stock,
  }));
  return { edits, edit, clear, invalid, changes };
}
