import { savedAddressFixture } from '../../../tooling/jest/fixtures/delivery';

/** A shopper's saved delivery address in Kano, as GET /api/delivery/addresses answers it. */
export const SAVED_KANO_ADDRESS = savedAddressFixture();
