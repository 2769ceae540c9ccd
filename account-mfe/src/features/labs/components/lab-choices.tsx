import { formatNaira, type SavedAddress } from 'shared-kernel';
import { addressLines } from 'delivery-kit';
import { Select, TextField } from 'shared-kernel/ui/forms';
import type { LabSlot } from '../api/get-slots';
import type { LabTest } from '../api/get-lab-tests';
import { useAccountText } from '../../../i18n';

export const OTHER_ADDRESS = 'other';

/** A saved address as one line for the laboratory's collector. */
export const collectionAddress = (a: SavedAddress) => addressLines(a).join(', ');

/** Group items by a key, in the order the keys first appear. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

/**
 * The test, then the laboratory: each laboratory publishes the same tests, so one flat list of
 * test × laboratory is long; the tests are grouped by sample (Blood, Urine…), and the laboratories
 * offering the chosen test follow, each with its price.
 */
export function TestChoice({ tests, testId, setTestId }: { tests: LabTest[]; testId: string; setTestId: (id: string) => void }) {
  const t = useAccountText();
  const test = tests.find((x) => x.id === testId);
  const names = groupBy(tests, (x) => x.name);
  const bySample = groupBy(names, ([, offers]) => offers[0].sampleType);
  const labs = tests.filter((x) => x.name === test?.name);
  const chooseTest = (name: string) => {
    const offers = tests.filter((x) => x.name === name);
    setTestId((offers.find((x) => x.laboratoryId === test?.laboratoryId) ?? offers[0])?.id ?? '');
  };
  return (
    <>
      <Select id="lab-test" label={t('labs.book.test')} value={test?.name ?? ''} onChange={(e) => chooseTest(e.target.value)}>
        {bySample.map(([sample, group]) => (
          <optgroup key={sample} label={t('labs.book.sampleGroup', { sample })}>
            {group.map(([name, offers]) => (
              <option key={name} value={name}>
                {t('labs.book.testOption', { name, price: Math.min(...offers.map((x) => x.price)), labs: offers.length })}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {test && (
        <p className="account-labs__about">
          {t('labs.book.about', { sample: test.sampleType, hours: test.turnaroundHours })}
          {test.preparation ? ` · ${test.preparation}` : ''}
        </p>
      )}
      <Select id="lab-laboratory" label={t('labs.book.laboratory')} value={testId} onChange={(e) => setTestId(e.target.value)}>
        {labs.map((x) => (
          <option key={x.id} value={x.id}>
            {x.laboratoryName}, {x.laboratoryLocation} · {formatNaira(x.price)}
          </option>
        ))}
      </Select>
    </>
  );
}

/** Where the sample is taken, then a slot with places left, grouped by area (with the area's home fee). */
export function ModeAndSlot(props: {
  mode: 'lab' | 'home';
  setMode: (m: 'lab' | 'home') => void;
  offered: LabSlot[];
  slotId: string;
  setSlotId: (id: string) => void;
}) {
  const { mode, setMode, offered, slotId, setSlotId } = props;
  const t = useAccountText();
  return (
    <>
      <fieldset className="account-labs__mode">
        <legend className="ep-field__label">{t('labs.book.sampleTaken')}</legend>
        <label className="ep-check">
          <input type="radio" name="lab-mode" checked={mode === 'lab'} onChange={() => setMode('lab')} /> {t('labs.book.atLab')}
        </label>
        <label className="ep-check">
          <input type="radio" name="lab-mode" checked={mode === 'home'} onChange={() => setMode('home')} /> {t('labs.book.atHome')}
        </label>
      </fieldset>
      <Select id="lab-slot" label={t('labs.book.areaTime')} value={slotId} onChange={(e) => setSlotId(e.target.value)}>
        <option value="">{offered.length ? t('labs.book.chooseSlot') : t('labs.book.noSlots')}</option>
        {groupBy(offered, (s) => s.area).map(([area, slots]) => (
          <optgroup
            key={area}
            label={mode === 'home' && slots[0].homeFee !== null ? t('labs.book.areaFee', { area, fee: slots[0].homeFee }) : area}
          >
            {slots.map((s) => (
              <option key={s.id} value={s.id}>
                {t('labs.book.slotTime', { when: new Date(s.startsAt), left: s.placesLeft })}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </>
  );
}

/** The collection address: one of the shopper's saved addresses (the newest first, as checkout offers them) or another typed. */
export function AddressChoice(props: {
  saved: SavedAddress[];
  choice: string;
  setChoice: (id: string) => void;
  typed: string;
  setTyped: (text: string) => void;
}) {
  const { saved, choice, setChoice, typed, setTyped } = props;
  const t = useAccountText();
  const chosen = saved.find((a) => a.id === choice);
  return (
    <>
      {saved.length > 0 && (
        <Select
          id="lab-saved-address"
          label={t('labs.book.collectFrom')}
          // A phone's select shows the start of an address only: the whole of the chosen one is written below it.
          hint={chosen ? collectionAddress(chosen) : undefined}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {saved.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label ? `${a.label}: ` : ''}
              {collectionAddress(a)}
            </option>
          ))}
          <option value={OTHER_ADDRESS}>{t('labs.book.otherAddress')}</option>
        </Select>
      )}
      {(saved.length === 0 || choice === OTHER_ADDRESS) && (
        <TextField
          id="lab-address"
          label={t('labs.book.address')}
          value={typed}
          maxLength={300}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="street-address"
        />
      )}
    </>
  );
}
