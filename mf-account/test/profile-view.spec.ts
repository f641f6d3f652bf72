import { asProblem, networkProblem, problemFrom, problemMessage } from '@matrimony/session';
import { expect } from 'chai';
import { serverFieldErrors } from '../src/edit-profile/server-errors';
import {
  createdByLine,
  formatDateOfBirth,
  moderationNotice,
  profileFacts
} from '../src/shared/profile-facts';
import { visibilityView } from '../src/settings/privacy/visibility';
import { storedProfile } from './fixtures';

describe('my profile display', () => {
  it('says a pending profile is under review for about 24 hours', () => {
    expect(moderationNotice({ moderationStatus: 'pending', moderationReason: null })).to.deep.include({
      badge: 'Under review'
    });
    expect(moderationNotice({ moderationStatus: 'pending', moderationReason: null }).text).to.contain(
      'about 24 hours'
    );
  });

  it('gives the reason of a rejection, and says when the profile is approved', () => {
    expect(
      moderationNotice({ moderationStatus: 'rejected', moderationReason: 'Photo is not of a person' }).text
    ).to.contain('not approved: Photo is not of a person');
    expect(moderationNotice({ moderationStatus: 'approved', moderationReason: null }).badge).to.equal(
      'Approved'
    );
  });

  it('shows labels instead of stored codes and a dash for "No Information"', () => {
    const facts = profileFacts(storedProfile()).flatMap((group) => group.facts);
    const value = (label: string) => facts.find((fact) => fact.label === label)?.value;
    expect(value('Looking for')).to.equal('Groom');
    expect(value('Marital status')).to.equal('Never Married');
    expect(value('Family type')).to.equal('Nuclear Family');
    expect(value('Rasi')).to.equal('Mithuna (Gemini)');
    expect(value('Company')).to.equal('—');
    expect(value('Date of birth')).to.equal('12 April 1996');
  });

  it("says who created a profile from its owner's side, and nothing when it is not known", () => {
    expect(createdByLine('parent', 'female')).to.equal('Profile created by her parent');
    expect(createdByLine('sibling', 'male')).to.equal('Profile created by his brother or sister');
    expect(createdByLine(null, 'female')).to.equal(null);
    const facts = profileFacts(storedProfile({ profileFor: 'sister' })).flatMap((group) => group.facts);
    expect(facts[0]).to.deep.equal({ label: 'This profile is for', value: 'My sister' });
  });

  it('shows a date of birth as the calendar date, whatever the time zone', () => {
    expect(formatDateOfBirth('2000-01-01')).to.equal('1 January 2000');
    expect(formatDateOfBirth('garbage')).to.equal('garbage');
  });

  it('lets premium members hide the profile and tells free members why they cannot', () => {
    expect(visibilityView(false, true)).to.deep.equal({
      state: 'Your profile is visible to other members once approved.',
      action: 'Hide my profile',
      canToggle: true
    });
    expect(visibilityView(false, false)).to.deep.include({
      canToggle: false,
      reason: 'Hiding your profile is available to Premium members.'
    });
    expect(visibilityView(true, false), 'anyone may show a hidden profile again').to.deep.include({
      canToggle: true,
      action: 'Show my profile again'
    });
  });
});

describe('service problems', () => {
  // An RTK Query error as the session's base query gives it: `data` is the client's problem, read from the answer.
  const answer = {
    title: 'Invalid Caste',
    detail: 'Please choose a caste listed for the selected religion',
    code: 'validation_failed',
    errors: {
      caste: 'Please choose a caste listed for the selected religion',
      location: 'x',
      fullName: 'y',
      mobile: 'z',
      bad: 3
    }
  };
  const refused = { status: 400, data: problemFrom(400, 'Bad Request', null, JSON.stringify(answer)) };

  it('reads title, detail and status of an RTK Query error', () => {
    expect(asProblem(refused)?.status).to.equal(400);
    expect(problemMessage(refused)).to.deep.equal({
      title: 'Invalid Caste',
      description: 'Please choose a caste listed for the selected religion'
    });
  });

  it('falls back to the spec generic error when no answer came or it was not problem+json', () => {
    const generic = { title: 'Error', description: 'An unexpected error occurred. Please try again.' };
    expect(problemMessage({ status: 0, data: networkProblem() })).to.deep.equal(generic);
    expect(
      problemMessage({ status: 502, data: problemFrom(502, 'Bad Gateway', null, '<html>Bad gateway</html>') })
    ).to.deep.equal(generic);
  });

  it('puts field errors on the form fields it has (location is the district), ignoring the rest', () => {
    expect(asProblem(refused)?.errors).to.not.have.property('bad');
    expect(serverFieldErrors(refused)).to.deep.equal([
      ['caste', 'Please choose a caste listed for the selected religion'],
      ['district', 'x'],
      ['fullName', 'y']
    ]);
  });
});
