export type FaqId = 'order' | 'prescription' | 'deliveryCost' | 'deliveryTime' | 'cancel' | 'payment';

/** The six questions of the dashboard's FAQ (also on the FAQ page), by their place in the catalogue (faq.<id>.question, faq.<id>.answer). */
export const FAQ: FaqId[] = ['order', 'prescription', 'deliveryCost', 'deliveryTime', 'cancel', 'payment'];
