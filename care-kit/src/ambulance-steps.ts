import type { AmbulanceRequestStatus } from './api/care-types';

/** The caller's words for each step of an ambulance request. */
export const AMBULANCE_STEPS: { status: AmbulanceRequestStatus; label: string }[] = [
  { status: 'requested', label: 'Requested' },
  { status: 'assigned', label: 'Ambulance assigned' },
  { status: 'on_the_way', label: 'On the way' },
  { status: 'arrived', label: 'Arrived' },
  { status: 'closed', label: 'Closed' },
];
