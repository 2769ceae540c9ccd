export interface Service {
  name: string;
  icon: string;
  summary: string;
  detail: string;
}

/** The services section (dashboard) and the service page. */
export const SERVICES: Service[] = [
  {
    name: 'Cardiology',
    icon: '❤',
    summary: 'Heart health checks, blood pressure care and cardiac medicines.',
    detail:
      'Our pharmacists help you manage blood pressure, cholesterol and heart conditions, check your readings and explain how your cardiac medicines work together.',
  },
  {
    name: 'Pharmacy',
    icon: '℞',
    summary: 'Genuine medicines dispensed by licensed pharmacists.',
    detail:
      'Every medicine we sell comes from approved distributors. Send us your prescription, ask about a dosage or a side effect, and a licensed pharmacist answers.',
  },
  {
    name: 'Primary Care',
    icon: '✚',
    summary: 'Everyday health advice for you and your family.',
    detail: 'Coughs, fevers, malaria, skin problems and more: we advise on common illnesses and tell you when it is time to see a doctor.',
  },
  {
    name: 'Laboratory Services',
    icon: '⚗',
    summary: 'Tests through our partner laboratories.',
    detail:
      'Malaria, blood sugar, full blood count and other tests with partner laboratories near you, with results explained by our team.',
  },
  {
    name: 'Rehabilitation',
    icon: '♿',
    summary: 'Support and supplies for recovery at home.',
    detail: 'Mobility aids, wound care and supplements to help you recover after illness, injury or surgery.',
  },
  {
    name: 'Ambulance Service',
    icon: '🚑',
    summary: 'Emergency transport around the clock.',
    detail: 'Our ambulance partners are available 24/7. Call us and we connect you with the nearest available ambulance.',
  },
];
