import { type AnswerOf } from 'shared-kernel';

export type StaffBooking = AnswerOf<'/api/lab/bookings', 'get'>[number];
