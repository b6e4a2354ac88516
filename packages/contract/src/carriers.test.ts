import { describe, expect, it } from 'vitest';
import { CARRIERS, knownCarrier, trackingUrl } from './carriers.ts';

describe('carriers', () => {
  it('lists the common Indian couriers for staff to pick from', () => {
    expect(CARRIERS).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'India Post',
      'Ecom Express',
      'Xpressbees',
      'Shadowfax',
      'Ekart',
    ]);
  });

  it('knows a courier however staff spell it, and no other', () => {
    expect(knownCarrier('bluedart')).toBe('Blue Dart');
    expect(knownCarrier(' BLUE-DART ')).toBe('Blue Dart');
    expect(knownCarrier('India Post')).toBe('India Post');
    expect(knownCarrier('Professional Couriers')).toBeNull();
    expect(knownCarrier(null)).toBeNull();
  });

  it('links the parcel on the courier’s own tracking page, the number encoded', () => {
    expect(trackingUrl('Delhivery', '1234567890123')).toBe('https://www.delhivery.com/track-v2/package/1234567890123');
    expect(trackingUrl('blue dart', ' 81234567890 ')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    );
    expect(trackingUrl('Xpressbees', 'XB 12/34')).toBe(
      'https://www.xpressbees.com/shipment/tracking?awbNo=XB%2012%2F34',
    );
  });

  it('gives no link for a courier without a confirmed page, another courier, or a missing number', () => {
    expect(trackingUrl('India Post', 'EE123456789IN')).toBeNull();
    expect(trackingUrl('DTDC', 'D12345678')).toBeNull();
    expect(trackingUrl('Our own van', 'VAN-1')).toBeNull();
    expect(trackingUrl('Delhivery', '  ')).toBeNull();
    expect(trackingUrl('Delhivery', null)).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });
});
