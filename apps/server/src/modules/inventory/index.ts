// Owns the inventory module's face: stock (taken, given back, locked in one order) and the reservations orders hold.
export {
  commitHeld,
  heldProducts,
  releaseReserved,
  reserve,
  type ReservationState,
  takeAgain,
} from './reservations.ts';
export {
  countProduct,
  countVariant,
  giveStock,
  inLockOrder,
  lockProducts,
  type StockLine,
  stockLeft,
  takeStock,
  type Tx,
} from './stock.ts';
