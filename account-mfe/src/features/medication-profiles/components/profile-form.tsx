import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, Button, httpStatusOf } from 'shared-kernel';
import { Checkbox, Select, TextField, useForm, type FormModel } from 'shared-kernel/ui/forms';
import { isConsentRequired } from 'prescriptions-kit';
import { addMedicationProfile } from '../api/add-medication-profile';
import { getMedicationProfile } from '../api/get-medication-profile';
import { type MedicationProfile, type NewProfile, type ProfileLists } from '../api/profiles-types';
import { replaceMedicationProfile } from '../api/replace-medication-profile';
import { useProfilesText } from '../../../i18n/profiles';
import { CodeChecks, IngredientPicker } from './profile-pickers';
import { MedicinePicker } from './medicine-picker';
import { fieldsOf, pregnancyApplies, serverFieldErrors, todayIso, validateProfile, valuesOf, type ProfileValues } from './profile-values';
import { relationshipText } from './profile-texts';

type Form = FormModel<ProfileValues>;

/** Who the person is: name, relationship (not for the shopper's own), date of birth, sex, pregnancy where it applies. */
function PersonFields({ form, lists, self }: { form: Form; lists: ProfileLists; self: boolean }) {
  const t = useProfilesText();
  const applies = pregnancyApplies(form.values, lists.youngestPregnantYears);
  return (
    <div className="account-mprofile__person">
      {self ? null : (
        <>
          <TextField
            id="mprofile-label"
            label={t('form.label')}
            hint={t('form.labelHint')}
            maxLength={60}
            autoComplete="off"
            {...form.field('label')}
          />
          <Select id="mprofile-relationship" label={t('form.relationship')} {...form.field('relationship')}>
            {lists.relationships.map((r) => (
              <option key={r} value={r}>
                {relationshipText(t, r)}
              </option>
            ))}
          </Select>
        </>
      )}
      <TextField
        id="mprofile-born"
        type="date"
        label={t('form.dateOfBirth')}
        optional={self}
        max={todayIso()}
        {...form.field('dateOfBirth')}
      />
      <Select id="mprofile-sex" label={t('form.sex')} optional={self} {...form.field('sex')}>
        <option value="">{t('form.sexUnset')}</option>
        {lists.sexes.map((s) => (
          <option key={s} value={s}>
            {t(s === 'female' ? 'sex.female' : 'sex.male')}
          </option>
        ))}
      </Select>
      {applies ? (
        <div className="account-mprofile__pregnancy">
          <Checkbox id="mprofile-pregnant" label={t('form.pregnant')} {...form.checkbox('pregnant')} />
          <Checkbox id="mprofile-breastfeeding" label={t('form.breastfeeding')} {...form.checkbox('breastfeeding')} />
        </div>
      ) : null}
    </div>
  );
}

/** Allergies (by ingredient and by class), long-term conditions and regular medicines. */
function HealthFields({ form, lists }: { form: Form; lists: ProfileLists }) {
  const t = useProfilesText();
  const { values, setValue, errors } = form;
  return (
    <>
      <section className="account-mprofile__part" aria-labelledby="mprofile-allergies">
        <h3 id="mprofile-allergies">{t('form.allergiesTitle')}</h3>
        <p className="ep-field__hint">{t('form.allergiesIntro')}</p>
        <IngredientPicker
          all={lists.allergyIngredients}
          chosen={values.ingredients}
          error={errors.ingredients}
          onChange={(v) => setValue('ingredients', v)}
        />
        <CodeChecks
          legend={t('form.classesTitle')}
          idPrefix="mprofile-class"
          options={lists.allergyClasses}
          chosen={values.classes}
          onChange={(v) => setValue('classes', v)}
        />
      </section>
      <section className="account-mprofile__part" aria-labelledby="mprofile-conditions">
        <h3 id="mprofile-conditions">{t('form.conditionsTitle')}</h3>
        <CodeChecks
          legend={t('form.conditionsTitle')}
          hideLegend
          idPrefix="mprofile-condition"
          options={lists.conditions}
          chosen={values.conditions}
          onChange={(v) => setValue('conditions', v)}
        />
      </section>
      <section className="account-mprofile__part" aria-labelledby="mprofile-medicines">
        <h3 id="mprofile-medicines">{t('form.medicinesTitle')}</h3>
        <MedicinePicker
          chosen={values.medicines}
          max={lists.limits.medicines}
          error={errors.medicines}
          onChange={(v) => setValue('medicines', v)}
        />
      </section>
    </>
  );
}

/** Someone else saved the profile first: say so, and read it again. */
function Conflict({ onReload }: { onReload: () => Promise<void> }) {
  const t = useProfilesText();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onReload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="account-notice account-notice--error" role="alert">
      <p>{t('form.conflict')}</p>
      {failed ? <p>{t('form.reloadFailed')}</p> : null}
      <Button variant="secondary" disabled={busy} onClick={() => void reload()}>
        {t('form.reload')}
      </Button>
    </div>
  );
}

type FormProps = {
  /** The profile edited; null adds a person. */
  profile: MedicationProfile | null;
  lists: ProfileLists;
  onSaved: (saved: MedicationProfile) => void;
  onCancel: () => void;
  onConsentMissing: () => void;
};

/** Adds a person or edits a profile; an edit saves over the version read (a 409 asks to reload). */
export function ProfileForm({ profile, lists, onSaved, onCancel, onConsentMissing }: FormProps) {
  const t = useProfilesText();
  const [base, setBase] = useState(profile);
  const self = base?.relationship === 'self';
  const [validate] = useState(() => (values: ProfileValues) => validateProfile(values, self, lists.limits.allergies));
  const form = useForm<ProfileValues>({ initial: valuesOf(base, lists), validate });
  const [error, setError] = useState('');
  const [conflict, setConflict] = useState(false);
  const submit = async (values: ProfileValues) => {
    setError('');
    setConflict(false);
    const fields = fieldsOf(values, lists);
    try {
      const saved = base
        ? await replaceMedicationProfile(
            base.id,
            base.version,
            self ? fields : { ...fields, relationship: values.relationship as NewProfile['relationship'] },
          )
        : await addMedicationProfile({
            ...fields,
            relationship: values.relationship as NewProfile['relationship'],
            label: fields.label ?? '',
            dateOfBirth: fields.dateOfBirth ?? null,
          });
      onSaved(saved);
    } catch (err) {
      if (isConsentRequired(err)) return onConsentMissing();
      if (base && httpStatusOf(err) === 409) return setConflict(true);
      form.setServerErrors(serverFieldErrors(apiFieldErrors(err)) as Record<string, string>);
      setError(apiErrorMessage(err, t('form.failed')));
    }
  };
  const reload = async () => {
    const fresh = await getMedicationProfile(base!.id);
    setBase(fresh);
    form.reset(valuesOf(fresh, lists));
    setConflict(false);
  };
  const name = base ? (self ? null : base.label) : null;
  const title = !base ? t('form.addTitle') : self ? t('form.editSelfTitle') : t('form.editTitle', { name: name ?? '' });
  return (
    <form
      className="account-form account-card account-mprofile__form"
      aria-labelledby="mprofile-form-title"
      noValidate
      onSubmit={form.handleSubmit(submit)}
    >
      <h2 id="mprofile-form-title">{title}</h2>
      <PersonFields form={form} lists={lists} self={self} />
      <HealthFields form={form} lists={lists} />
      {conflict ? <Conflict onReload={reload} /> : null}
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="account-form__actions">
        <Button type="submit" disabled={form.busy || conflict}>
          {form.busy ? t('form.saving') : t('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
