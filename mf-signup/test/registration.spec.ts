import { expect } from 'chai';
import {
  registerMember,
  RegistrationError,
  type RegistrationDeps,
  type RegistrationProfiles
} from '../src/signup/registration';
import { apiProblem, completeValues, TODAY } from './fixtures';

type Call = [string, ...unknown[]];

function fakeDeps(
  overrides: {
    register?: () => Promise<unknown>;
    createProfile?: () => Promise<unknown>;
    uploadPhoto?: (name: string) => Promise<void>;
  } = {}
) {
  const calls: Call[] = [];
  const progress: Array<[number, number]> = [];
  const profiles: RegistrationProfiles = {
    createProfile: async (profile, token) => {
      calls.push(['createProfile', profile, token]);
      return overrides.createProfile?.();
    },
    uploadPhoto: async (file, onProgress) => {
      calls.push(['uploadPhoto', file.name]);
      await overrides.uploadPhoto?.(file.name);
      onProgress(1);
    },
    uploadHoroscope: async (file) => void calls.push(['uploadHoroscope', file.name])
  };
  const deps: RegistrationDeps = {
    identity: {
      register: async (input) => {
        calls.push(['register', input]);
        if (overrides.register) return (await overrides.register()) as never;
        return { userId: 'u-1', access_token: 'access-1', refresh_token: 'refresh-1' };
      }
    },
    profiles,
    startSession: async (tokens) =>
      void calls.push(['startSession', tokens.accessToken, tokens.refreshToken]),
    onPhotoProgress: (index, fraction) => progress.push([index, fraction]),
    track: (event) => void calls.push(['track', event.name]),
    today: TODAY
  };
  return { deps, calls, progress };
}

async function rejection(promise: Promise<unknown>): Promise<RegistrationError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(RegistrationError);
    return error as RegistrationError;
  }
  return expect.fail('expected registration to fail');
}

describe('registration sequence', () => {
  it('creates the account, then the profile, starts the session, uploads photos in order, then reports the sign-up', async () => {
    const { deps, calls, progress } = fakeDeps();
    const outcome = await registerMember(completeValues(), deps);
    expect(outcome).to.deep.equal({ userId: 'u-1', photosSaved: 2, photosFailed: 0, horoscopeFailed: false });
    expect(calls.map((call) => call[0])).to.deep.equal([
      'register',
      'createProfile',
      'startSession',
      'uploadPhoto',
      'uploadPhoto',
      'track'
    ]);
    expect(calls[0]![1]).to.deep.equal({
      phoneToken: 'phone-token',
      email: 'priya@example.com',
      password: 'kolam-2025',
      fullName: 'Priya Sharma',
      termsAccepted: true,
      declarationAccepted: true
    });
    const [, profile, token] = calls[1]!;
    expect(token).to.equal('access-1');
    expect(calls[2]).to.deep.equal(['startSession', 'access-1', 'refresh-1']);
    expect(profile).to.include({
      profileFor: 'myself',
      religion: 'Hindu',
      district: 'Chennai',
      dateOfBirth: '1996-04-12'
    });
    expect(profile).to.not.have.property('password');
    expect(profile).to.have.property('starPada', null);
    expect(calls.slice(3, 5).map((call) => call[1])).to.deep.equal(['one.jpg', 'two.png']);
    expect(progress).to.deep.equal([
      [0, 1],
      [1, 1]
    ]);
  });

  it('registers nothing without the terms accepted and the declaration ticked (back to step 6)', async () => {
    for (const unticked of [{ termsAccepted: false }, { declarationAccepted: false }]) {
      const { deps, calls } = fakeDeps();
      const error = await rejection(registerMember({ ...completeValues(), ...unticked }, deps));
      expect(error.step).to.equal(6);
      expect(calls).to.deep.equal([]);
    }
  });

  it('sends a given star pada as a number', async () => {
    const { deps, calls } = fakeDeps();
    await registerMember({ ...completeValues(), star: 'Krittika', rasi: 'Vrishabha', starPada: '3' }, deps);
    expect(calls[1]![1]).to.include({ star: 'Krittika', starPada: 3 });
  });

  it('tolerates a photo that fails and says how many were saved', async () => {
    const { deps, progress } = fakeDeps({
      uploadPhoto: async (name) => {
        if (name === 'one.jpg')
          throw apiProblem(400, 'unreadable_image', 'Invalid file type', 'We could not read this image.');
      }
    });
    const outcome = await registerMember(completeValues(), deps);
    expect(outcome).to.include({ photosSaved: 1, photosFailed: 1 });
    expect(progress[0]).to.deep.equal([0, -1]);
  });

  it('treats an existing profile as created (a retried submit)', async () => {
    const { deps } = fakeDeps({
      createProfile: async () => {
        throw apiProblem(409, 'profile_exists', 'Profile Already Exists', 'You already have a profile.');
      }
    });
    expect((await registerMember(completeValues(), deps)).photosSaved).to.equal(2);
  });

  it('stops with the service message and the step to fix when the account is refused', async () => {
    const { deps, calls } = fakeDeps({
      register: async () => {
        throw apiProblem(
          409,
          'email_already_exists',
          'Email Already Exists',
          'This email address is already registered.'
        );
      }
    });
    const error = await rejection(registerMember(completeValues(), deps));
    expect(error.userMessage).to.deep.equal({
      title: 'Email Already Exists',
      description: 'This email address is already registered.'
    });
    expect(error.step).to.equal(2);
    expect(calls.map((call) => call[0])).to.deep.equal(['register']);
  });

  it('falls back to the spec\'s "Registration Failed" text for server errors', async () => {
    const { deps } = fakeDeps({
      createProfile: async () => {
        throw apiProblem(503, 'unexpected_response', 'Service Unavailable');
      }
    });
    const error = await rejection(registerMember(completeValues(), deps));
    expect(error.userMessage).to.deep.equal({
      title: 'Registration Failed',
      description: 'Please try again, registration could not be completed.'
    });
  });

  it('checks the date of birth and photos before creating anything', async () => {
    const { deps, calls } = fakeDeps();
    const noDob = await rejection(registerMember({ ...completeValues(), dateOfBirth: '' }, deps));
    expect(noDob.userMessage.title).to.equal('Date of birth is required');
    expect(noDob.step).to.equal(3);
    const noPhotos = await rejection(registerMember({ ...completeValues(), photos: [] }, deps));
    expect(noPhotos.userMessage.title).to.equal('At least one profile photo is required');
    expect(calls).to.deep.equal([]);
  });
});
