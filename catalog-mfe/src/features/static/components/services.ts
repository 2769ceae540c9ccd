export interface Service {
  /** Its texts' place in the catalogue: service.<id>.name, .summary, .detail. */
  id: 'cardiology' | 'pharmacy' | 'primaryCare' | 'laboratory' | 'rehabilitation' | 'ambulance';
  icon: string;
  /** The page where the shopper uses it, and the words of the link there. */
  link?: { to: string; text: 'service.laboratory.link' | 'service.ambulance.link' };
}

/** The services section (dashboard) and the service page. */
export const SERVICES: Service[] = [
  { id: 'cardiology', icon: '❤' },
  { id: 'pharmacy', icon: '℞' },
  { id: 'primaryCare', icon: '✚' },
  { id: 'laboratory', icon: '⚗', link: { to: '/account/lab-tests', text: 'service.laboratory.link' } },
  { id: 'rehabilitation', icon: '♿' },
  { id: 'ambulance', icon: '🚑', link: { to: '/emergency', text: 'service.ambulance.link' } },
];
