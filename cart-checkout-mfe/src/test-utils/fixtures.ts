/** A shopper's saved delivery address in Kano, as GET /api/delivery/addresses answers it. */
export const SAVED_KANO_ADDRESS = {
  id: '5d0c6f3e-1111-4a2b-9c3d-000000000001',
  label: 'Home',
  recipient: 'Ada Obi',
  zone: 'kano',
  state: 'Kano',
  zoneName: 'Kano',
  city: 'Kano Municipal',
  street: '4 Zoo Road',
  landmark: 'Opposite Kano Zoo',
  phone: '+2348031234567',
  createdAt: '2026-01-01T00:00:00.000Z',
};
