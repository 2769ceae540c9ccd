import { type AnswerOf } from 'shared-kernel';

export type LabBooking = AnswerOf<'/api/labs/bookings', 'get'>[number];

/** Leaves the shop for the provider's page (a seam tests replace). */
export const browser = { leaveFor: (url: string) => window.location.assign(url) };
