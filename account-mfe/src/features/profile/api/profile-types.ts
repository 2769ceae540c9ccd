import type { UserProfile } from 'shared-kernel';

/** The profile as the API answers it (the kernel's UserProfile plus the server's id and flags). */
export interface AccountProfile extends UserProfile {
  userId?: string;
  emailConfirmed?: boolean;
}

export type ProfileEdit = Pick<UserProfile, 'firstName' | 'lastName' | 'email' | 'userName'>;

export function toUserProfile(profile: AccountProfile): UserProfile {
  return {
    id: profile.userId ?? profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    userName: profile.userName,
    isAdmin: profile.isAdmin,
  };
}
