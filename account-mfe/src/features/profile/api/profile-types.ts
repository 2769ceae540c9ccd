import type { UserProfile } from 'shared-kernel';

/** The fields a shopper may change on their profile. */
export type ProfileEdit = Pick<UserProfile, 'firstName' | 'lastName' | 'email' | 'userName'> & { phone?: string };
