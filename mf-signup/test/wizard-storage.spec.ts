import { expect } from 'chai';
import {
  clearWizard,
  loadWizard,
  saveWizard,
  WIZARD_STORAGE_KEY,
  type StorageLike
} from '../src/signup/wizard-storage';
import { EMPTY_VALUES } from '../src/signup/wizard-values';
import { completeValues, photo } from './fixtures';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key)
  };
}

describe('wizard persistence (sessionStorage)', () => {
  it('keeps the answers across a reload but never the password or any file', () => {
    const storage = memoryStorage();
    saveWizard(storage, 5, { ...completeValues(), horoscope: photo('chart.png', 'image/png') });
    const raw = storage.data.get(WIZARD_STORAGE_KEY)!;
    expect(raw).to.not.include('kolam-2025');
    expect(raw).to.not.include('one.jpg');
    expect(raw).to.not.include('chart.png');

    const restored = loadWizard(storage)!;
    expect(restored.values.fullName).to.equal('Priya Sharma');
    expect(restored.values.district).to.equal('Chennai');
    expect(restored.values.phoneToken).to.equal('phone-token');
    expect(restored.values.password).to.equal('');
    expect(restored.values.photos).to.deep.equal([]);
    expect(restored.values.horoscope).to.equal(null);
    // Consent is given by ticking the boxes on the last step, never restored.
    expect(restored.values).to.include({ termsAccepted: false, declarationAccepted: false });
  });

  it('reopens at step 2 so the password is typed again, or at step 1 without a verified number', () => {
    const storage = memoryStorage();
    saveWizard(storage, 5, completeValues());
    expect(loadWizard(storage)!.step).to.equal(2);
    saveWizard(storage, 5, { ...completeValues(), phoneToken: '' });
    expect(loadWizard(storage)!.step).to.equal(1);
  });

  it('ignores missing, corrupt or foreign data', () => {
    const storage = memoryStorage();
    expect(loadWizard(storage)).to.equal(undefined);
    storage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadWizard(storage)).to.equal(undefined);
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: 9, values: {} }));
    expect(loadWizard(storage)).to.equal(undefined);
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step: 2, values: { password: 'sneaked-in' } }));
    expect(loadWizard(storage)).to.equal(undefined);
    for (const foreign of [
      null,
      [],
      { step: 1.5, values: {} },
      { step: '2', values: {} },
      { step: 2, values: [] },
      { step: 2, values: { fullName: 7 } }
    ]) {
      storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(foreign));
      expect(loadWizard(storage), JSON.stringify(foreign)).to.equal(undefined);
    }
    storage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ step: 2, values: { phoneToken: 't', aboutYourself: 'x'.repeat(5001) } })
    );
    expect(loadWizard(storage)).to.equal(undefined);
  });

  it('is cleared after registration and survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    saveWizard(storage, 3, completeValues());
    clearWizard(storage);
    expect(loadWizard(storage)).to.equal(undefined);
    const full: StorageLike = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      }
    };
    expect(() => saveWizard(full, 1, EMPTY_VALUES)).to.not.throw();
  });
});
