// What the riders' tests serve: a stop as the rider's list and the staff board answer it, a parcel
// waiting for a rider, and a rider of the pharmacy.

/** A stop on a rider's list (and the board's `out`), assigned to Musa unless `overrides` say otherwise. */
export const riderStop = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  parcelId: `p-${id}`,
  orderId: `o-${id}`,
  state: 'assigned',
  rider: { name: 'Musa', phone: '+2348031112222' },
  etaMinutes: null,
  startedAt: null,
  deliveredAt: null,
  deliveredAtLagos: null,
  failedTries: 0,
  maxTries: 2,
  lastFailure: null,
  codeTriesLeft: 5,
  rebooked: null,
  stopOrder: 0,
  orderNumber: `EPH-00000${id}`,
  recipient: 'Ada Obi',
  address: '4 Zoo Road, Kano, Kano',
  landmark: 'Opposite Kano Zoo',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=4%20Zoo%20Road',
  phone: '+2348031234567',
  toPay: null,
  prescriptionOnly: false,
  lines: [{ medicineName: 'Paracetamol 500mg', quantity: 1 }],
  ...overrides,
});

/** A Kano parcel waiting for a rider. */
export const WAITING_PARCEL = {
  parcelId: 'p-7',
  orderId: 'o-7',
  orderNumber: 'EPH-000007',
  pharmacyId: 'ph-1',
  address: '9 Zoo Road, Kano',
  lines: [{ medicineName: 'Paracetamol 500mg', quantity: 2 }],
};

export const MUSA = { userId: 'r-1', pharmacyId: 'ph-1', name: 'Musa', phone: '+2348031112222', email: 'musa@example.ng' };
