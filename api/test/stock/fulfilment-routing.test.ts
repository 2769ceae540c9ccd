import assert from 'node:assert/strict';
import { test } from 'node:test';
import { haversineKm, routeOrder, type RoutingLocation } from '../../src/stock/fulfilment-routing';

// The routing rule alone (src/stock/fulfilment-routing.ts): which location fulfils an order.

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
