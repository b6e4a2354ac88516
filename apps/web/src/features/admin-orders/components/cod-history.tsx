// Owns how staff read a Cash on Delivery order's risk (issue 30): how many of the COD parcels sent to its pincode, and
// of its shopper's, came back, so they can judge it before they ship.
import type { CodRisk, RtoHistory } from '@shop/contract/cod';
import { Fact } from '#web/components/ui/fact-list.tsx';

const count = (n: number) => n.toLocaleString('en-IN');

/** "3 of 12 COD parcels came back (25 %)"; the percent only once any came back, and nothing to count without parcels. */
function cameBack({ parcels, returned, percent }: RtoHistory, parcelsWord: string): string {
  if (parcels === 0) return 'no COD parcels yet';
  const share = returned > 0 && percent !== null ? ` (${percent} %)` : '';
  return `${count(returned)} of ${count(parcels)}${parcelsWord ? ` ${parcelsWord}` : ''} came back${share}`;
}

export const pincodeHistoryText = (pincode: string, history: RtoHistory) =>
  `Pincode ${pincode}: ${cameBack(history, history.parcels === 1 ? 'COD parcel' : 'COD parcels')}`;

export const shopperHistoryText = (history: RtoHistory) => `This shopper: ${cameBack(history, '')}`;

/** One row of the order's facts: its pincode's line, then its shopper's. */
export function CodHistoryFact({ risk, pincode }: { risk: CodRisk; pincode: string }) {
  return (
    <Fact label="COD history">
      <span className="block font-normal">{pincodeHistoryText(pincode, risk.pincode)}</span>
      <span className="block font-normal">{shopperHistoryText(risk.customer)}</span>
    </Fact>
  );
}
