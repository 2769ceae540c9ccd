// The account's phone (identity) and the consents' (here) are read the same way.
export { nigerianMobile } from '../../platform/lib/nigerian-mobile';

/** The number as the providers write it: international digits without the plus (2348031234567). */
export const providerNumber = (phone: string) => phone.replace(/^\+/, '');
