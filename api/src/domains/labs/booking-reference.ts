/** A lab booking's reference as staff and admins read it: LAB- and the first eight characters of its id (LAB-3F2A9C1B). */
export const labBookingReference = (bookingId: string) => `LAB-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
