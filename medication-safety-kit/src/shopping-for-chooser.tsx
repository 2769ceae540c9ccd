import { useEffect, useState } from 'react';
import { Link } from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { getShoppingProfiles } from './api/get-shopping-profiles';
import { type ShoppingProfile } from './api/safety-types';
import { useSafetyText } from './i18n';

type Props = {
  /** The chosen medication profile (null: the shopper themself). */
  profileId: string | null;
  onChange: (profileId: string | null) => void;
  idPrefix: string;
};

/**
 * "Shopping for": the shopper or one of the people in their medication profiles. Without profiles
 * (or without the health-data consent they need) it offers only the shopper, with a link to add them.
 */
export function ShoppingForChooser({ profileId, onChange, idPrefix }: Props) {
  const t = useSafetyText();
  const [others, setOthers] = useState<ShoppingProfile[] | null>(null);
  useEffect(() => {
    let live = true;
    getShoppingProfiles().then(
      (items) => live && setOthers(items.filter((p) => p.relationship !== 'self')),
      () => live && setOthers([]),
    );
    return () => {
      live = false;
    };
  }, []);
  // A person removed since they were chosen: back to the shopper.
  useEffect(() => {
    if (others && profileId && !others.some((p) => p.id === profileId)) onChange(null);
  }, [others, profileId, onChange]);
  return (
    <div className="ep-shopping-for">
      <Select
        id={`${idPrefix}-shopping-for`}
        label={t('for.label')}
        hint={t('for.hint')}
        value={profileId ?? ''}
        disabled={others === null}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('for.myself')}</option>
        {(others ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </Select>
      {others && others.length === 0 ? (
        <p className="ep-shopping-for__add">
          <Link to="/account/medication-profiles">{t('for.addPeople')}</Link>
        </p>
      ) : null}
    </div>
  );
}
