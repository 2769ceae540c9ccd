import { useId } from 'react';
import { formatDayMonthYear, useLoad } from 'shared-kernel';
import { getProfileNames, type ProfileNames } from '../../api/get-profile-names';
import { type PersonProfile } from '../../api/safety-types';
import './safety.css';

const RELATIONSHIPS: Record<string, string> = {
  self: 'The shopper',
  child: 'Child',
  parent: 'Parent',
  partner: 'Partner',
  sibling: 'Brother or sister',
  grandparent: 'Grandparent',
  other: 'Someone else',
};

/** A date of birth (yyyy-mm-dd) as dd/mm/yyyy, with the age in whole years. */
function born(profile: PersonProfile): string {
  if (!profile.dateOfBirth) return 'Not given';
  const day = formatDayMonthYear(`${profile.dateOfBirth}T12:00:00+01:00`);
  return profile.ageYears === null ? day : `${day} (age ${profile.ageYears})`;
}

function pregnancy(profile: PersonProfile): string {
  const states = [profile.pregnant ? 'Pregnant' : '', profile.breastfeeding ? 'Breastfeeding' : ''].filter(Boolean);
  return states.length > 0 ? states.join(', ') : 'Neither';
}

const NO_NAMES: ProfileNames = { classes: {}, conditions: {} };

/** A list of recorded items, or that none is recorded. */
function Items({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="admin-hint">None recorded</span>;
  return (
    <ul className="admin-safety-profile__items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The person's label and relationship, as the queue and screens name them: "Tolu (child, 6)". */
export function personName(profile: Pick<PersonProfile, 'label' | 'relationship' | 'ageYears'>): string {
  const relation = RELATIONSHIPS[profile.relationship] ?? profile.relationship;
  const age = profile.ageYears === null ? '' : `, age ${profile.ageYears}`;
  return `${profile.label} (${relation.toLowerCase()}${age})`;
}

/**
 * The medication profile of the person a sale is for, as the checks read it: date of birth and age,
 * sex, pregnancy and breastfeeding, allergies by ingredient and by class, conditions and regular
 * medicines. Classes and conditions read by their names (their codes when the names cannot be read).
 */
export function PersonProfileFacts({ profile }: { profile: PersonProfile | null }) {
  const titleId = useId();
  const names = useLoad(() => getProfileNames().catch((): ProfileNames => NO_NAMES), [], 'the profile lists');
  const lists = names.status === 'ready' ? names.data : NO_NAMES;
  return (
    <section className="admin-safety-profile" aria-labelledby={titleId}>
      <h2 id={titleId}>Who it is for</h2>
      {profile ? (
        <dl className="admin-review__facts admin-safety-facts" aria-labelledby={titleId}>
          <dt>Person</dt>
          <dd>
            {profile.label} ({RELATIONSHIPS[profile.relationship] ?? profile.relationship})
          </dd>
          <dt>Date of birth</dt>
          <dd>{born(profile)}</dd>
          <dt>Sex</dt>
          <dd>{profile.sex === 'female' ? 'Female' : profile.sex === 'male' ? 'Male' : 'Not given'}</dd>
          <dt>Pregnant or breastfeeding</dt>
          <dd>{pregnancy(profile)}</dd>
          <dt>Allergies (ingredients)</dt>
          <dd>
            <Items items={profile.allergies.ingredients} />
          </dd>
          <dt>Allergies (drug classes)</dt>
          <dd>
            <Items items={profile.allergies.classes.map((code) => lists.classes[code] ?? code)} />
          </dd>
          <dt>Conditions</dt>
          <dd>
            <Items items={profile.conditions.map((code) => lists.conditions[code] ?? code)} />
          </dd>
          <dt>Regular medicines</dt>
          <dd>
            <Items items={profile.medicines.map((m) => m.name)} />
          </dd>
        </dl>
      ) : (
        <p className="admin-hint">
          No medication profile could be read (none was chosen, it was removed, or the shopper has not agreed to the use of health data).
          The checks used the cart and the medicines bought recently only.
        </p>
      )}
    </section>
  );
}
