export interface Service {
  /** Its texts' place in the catalogue: service.<id>.name, .summary, .detail. */
  id: 'cardiology' | 'pharmacy' | 'primaryCare' | 'laboratory' | 'rehabilitation' | 'ambulance';
  icon: string;
}

/** The services section (dashboard) and the service page. */
export const SERVICES: Service[] = [
  { id: 'cardiology', icon: '❤' },
  { id: 'pharmacy', icon: '℞' },
  { id: 'primaryCare', icon: '✚' },
  { id: 'laboratory', icon: '⚗' },
  { id: 'rehabilitation', icon: '♿' },
  { id: 'ambulance', icon: '🚑' },
];
