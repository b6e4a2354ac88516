// Owns the returns module's face: a shopper's request to return or exchange, staff's steps on it, an exchange's
// replacement placed at no charge, the pieces refunded so far, and the requests listed (for the shopper's order and for
// staff); the routes and receiving a parcel are the flows'.
export {
  finishReturnStep,
  listReturns,
  piecesRefunded,
  placeReplacement,
  requestReturn,
  RETURN_MESSAGES,
  type ReturnAction,
  returnRequest,
  returnsOfOrder,
  takeReturnStep,
} from './returns.ts';
