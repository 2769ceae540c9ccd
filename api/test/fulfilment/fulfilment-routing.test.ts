import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  fulfilmentOptions,
  haversineKm,
  parcelTerms,
  routeOrder,
  type RoutingLocation,
  TRANSFER_DAYS,
} from '../../src/domains/fulfilment/fulfilment-routing';

// The routing rule alone (src/domains/fulfilment/fulfilment-routing.ts): which location fulfils an order.

const A = 'med-a';
const B = 'med-b';

function location(
  id: string,
  state: string,
  at: [number, number],
  stock: Record<string, number>,
  kind: 'pharmacy' | 'warehouse' = 'pharmacy',
  deliveryStates: string[] = [state],
): RoutingLocation {
  return { id, name: id, kind, state, latitude: at[0], longitude: at[1], deliveryStates, stock: new Map(Object.entries(stock)) };
}

const ikeja = location('ikeja', 'Lagos', [6.6018, 3.3515], { [A]: 5, [B]: 5 });
const lekki = location('lekki', 'Lagos', [6.4474, 3.4723], { [A]: 5, [B]: 5 });
const kano = location('kano', 'Kano', [12.0, 8.53], { [A]: 5 });
const warehouse = location('warehouse', 'Lagos', [6.605, 3.363], { [A]: 100, [B]: 100 }, 'warehouse', ['Lagos', 'Kano', 'FCT']);
const all = [ikeja, lekki, kano, warehouse];

test('haversine: Lagos to Kano is about 830 km; a place to itself is 0', () => {
  const km = haversineKm({ latitude: 6.6018, longitude: 3.3515 }, { latitude: 12.0022, longitude: 8.592 });
  assert.ok(km > 800 && km < 870, `${km}`);
  assert.equal(haversineKm({ latitude: 9, longitude: 7 }, { latitude: 9, longitude: 7 }), 0);
});

test('a Kano address is never routed to a Lagos-only pharmacy, even when only Lagos pharmacies have every line', () => {
  const route = routeOrder({ state: 'Kano', zone: 'kano' }, [{ medicineId: B, quantity: 1 }], [ikeja, lekki, kano]);
  // Kano is the only location covering Kano: it is chosen, short of B, rather than a Lagos pharmacy.
  assert.deepEqual([route?.locationId, route?.complete], ['kano', false]);
  const withWarehouse = routeOrder({ state: 'Kano' }, [{ medicineId: B, quantity: 1 }], all);
  assert.deepEqual([withWarehouse?.locationId, withWarehouse?.complete], ['warehouse', true]);
  assert.equal(routeOrder({ state: 'Kano' }, [{ medicineId: A, quantity: 1 }], [ikeja, lekki]), null, 'nobody covers Kano');
});

test('the covering pharmacy with every line wins over the warehouse; a Kano order with all lines in Kano goes to Kano', () => {
  const route = routeOrder({ state: 'Kano' }, [{ medicineId: A, quantity: 5 }], all);
  assert.deepEqual([route?.locationId, route?.complete], ['kano', true]);
  const tooMany = routeOrder({ state: 'Kano' }, [{ medicineId: A, quantity: 6 }], all);
  assert.equal(tooMany?.locationId, 'warehouse', 'Kano has 5, not 6: the warehouse ships it');
});

test('the nearest covering pharmacy with everything: an island address goes to Lekki, a mainland one to Ikeja', () => {
  const lines = [
    { medicineId: A, quantity: 2 },
    { medicineId: B, quantity: 1 },
  ];
  assert.equal(routeOrder({ state: 'Lagos', zone: 'lagos-island' }, lines, all)?.locationId, 'lekki');
  assert.equal(routeOrder({ state: 'Lagos', zone: 'lagos-mainland' }, lines, all)?.locationId, 'ikeja');
  // Lekki lacks B now: the farther Ikeja, which has everything, is chosen over the nearer Lekki.
  const lekkiShort = location('lekki', 'Lagos', [6.4474, 3.4723], { [A]: 5 });
  assert.equal(routeOrder({ state: 'Lagos', zone: 'lagos-island' }, lines, [ikeja, lekkiShort, warehouse])?.locationId, 'ikeja');
});

test('when nobody has everything, the covering location holding the most units; the input order never matters', () => {
  const lines = [{ medicineId: A, quantity: 500 }];
  const route = routeOrder({ state: 'Lagos' }, lines, all);
  assert.deepEqual([route?.locationId, route?.complete], ['warehouse', false]);
  assert.equal(routeOrder({ state: 'Lagos' }, lines, [...all].reverse())?.locationId, 'warehouse');
});

const C = 'med-c';
const place = (p: { locationId: string; lines: { medicineId: string }[] }) => [p.locationId, p.lines.map((l) => l.medicineId)];

test('options: a covering pharmacy with every line is the only option; no choice is offered', () => {
  const options = fulfilmentOptions({ state: 'Kano' }, [{ medicineId: A, quantity: 2 }], all);
  assert.equal(options?.kind, 'single');
  assert.deepEqual(options?.kind === 'single' && [options.parcel.locationId, options.parcel.complete], ['kano', true]);
  assert.equal(fulfilmentOptions({ state: 'Kano' }, [{ medicineId: A, quantity: 1 }], [ikeja, lekki]), null);
});

test('options: Kano has A only, the warehouse both: one later parcel from the warehouse, or Kano’s A now and B from the warehouse', () => {
  const lines = [
    { medicineId: A, quantity: 1 },
    { medicineId: B, quantity: 2 },
  ];
  const options = fulfilmentOptions({ state: 'Kano', zone: 'kano' }, lines, all);
  assert.equal(options?.kind, 'choice');
  if (options?.kind !== 'choice') return;
  assert.deepEqual([options.later.locationId, options.later.complete, options.later.lines.length], ['warehouse', true, 2]);
  assert.deepEqual(options.split.map(place), [
    ['kano', [A]],
    ['warehouse', [B]],
  ]);
  // Never a Lagos pharmacy for a Kano address, though Ikeja and Lekki hold both.
  assert.ok(options.split.every((p) => p.locationId !== 'ikeja' && p.locationId !== 'lekki'));
});

test('options: nobody has everything: the later parcel waits for a transfer; the split fills each line whole from the nearest', () => {
  const lekkiA = location('lekki', 'Lagos', [6.4474, 3.4723], { [A]: 5 });
  const ikejaC = location('ikeja', 'Lagos', [6.6018, 3.3515], { [C]: 5, [B]: 1 });
  const store = location('warehouse', 'Lagos', [6.605, 3.363], { [B]: 9 }, 'warehouse', ['Lagos', 'Kano']);
  const lines = [
    { medicineId: A, quantity: 2 },
    { medicineId: B, quantity: 3 },
    { medicineId: C, quantity: 1 },
  ];
  const options = fulfilmentOptions({ state: 'Lagos', zone: 'lagos-island' }, lines, [store, ikejaC, lekkiA]);
  assert.equal(options?.kind, 'choice');
  if (options?.kind !== 'choice') return;
  assert.deepEqual([options.later.locationId, options.later.complete], ['warehouse', false], 'the warehouse holds the most units');
  // Each holds one line whole (Ikeja's 1 B is not enough for 3): Lekki is nearest to the island.
  assert.deepEqual(options.split.map(place), [
    ['lekki', [A]],
    ['ikeja', [C]],
    ['warehouse', [B]],
  ]);
  assert.equal(options.split.flatMap((p) => p.lines).length, lines.length, 'every line in exactly one parcel');
  // A line no location holds whole: no split is offered, the one parcel stays (short there).
  const short = fulfilmentOptions({ state: 'Lagos' }, [{ medicineId: B, quantity: 50 }], [store, ikejaC, lekkiA]);
  assert.deepEqual([short?.kind, short?.kind === 'single' && short.parcel.complete], ['single', false]);
});

test('options: the warehouse alone has the lines: one parcel, no split (a split would be no faster)', () => {
  const options = fulfilmentOptions({ state: 'Kano' }, [{ medicineId: B, quantity: 1 }], all);
  assert.deepEqual([options?.kind, options?.kind === 'single' && options.parcel.locationId], ['single', 'warehouse']);
});

test('parcel terms: a pharmacy parcel the same or next day, the warehouse the zone window, a transfer adds days; free delivery frees every parcel', () => {
  const zone = { feeKobo: 350_000, minDays: 3, maxDays: 5 };
  assert.deepEqual(parcelTerms({ kind: 'pharmacy', complete: true }, zone, false), { feeKobo: 350_000, minDays: 0, maxDays: 1 });
  assert.deepEqual(parcelTerms({ kind: 'warehouse', complete: true }, zone, false), { feeKobo: 350_000, minDays: 3, maxDays: 5 });
  assert.deepEqual(parcelTerms({ kind: 'warehouse', complete: false }, zone, true), {
    feeKobo: 0,
    minDays: 3 + TRANSFER_DAYS,
    maxDays: 5 + TRANSFER_DAYS,
  });
});
