export interface FaqEntry {
  question: string;
  answer: string;
}

/** The six questions of the dashboard's FAQ (also on the FAQ page). */
export const FAQ: FaqEntry[] = [
  {
    question: 'How do I order medicines online?',
    answer: 'Create an account and log in, add medicines to your cart from any list or details page, then check out and pay by card.',
  },
  {
    question: 'Do I need a prescription?',
    answer:
      'Over-the-counter medicines need none. For prescription-only medicines our pharmacist will ask you for a valid prescription before dispatch.',
  },
  {
    question: 'How much does delivery cost?',
    answer: 'Shipping is free for orders over N100,000. For smaller orders the delivery fee depends on your location.',
  },
  {
    question: 'How long does delivery take?',
    answer: 'Most orders in Lagos and Abuja arrive within 24 hours; elsewhere in Nigeria within 2 to 5 working days.',
  },
  {
    question: 'Can I cancel or return an order?',
    answer: 'You can cancel an order within 1 day of placing it. Unopened items in their original packaging can be returned.',
  },
  {
    question: 'Is my payment secure?',
    answer: 'Yes. Card payments go through our payment provider over an encrypted connection; we never see or store your card details.',
  },
];
