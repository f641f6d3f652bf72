import { expect } from 'chai';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from '@matrimony/catalog';
import { ProfileForm } from '../src/edit-profile/ProfileForm';
import { storedProfile } from './fixtures';
import { mount } from './mount';

type Sent = { method: string; path: string; body: unknown };

const COMPUTED = {
  rasi: 'Kanya',
  star: 'Chitra',
  starPada: 1,
  dosham: 'Yes',
  manglik: {
    manglik: true,
    rule: 'Mars in the 2nd, 4th, 7th, 8th or 12th house from the ascendant or from the Moon (whole-sign houses, sidereal Lahiri)',
    ascendant: 'Mesha',
    marsRasi: 'Karka',
    marsHouseFromAscendant: 4,
    marsHouseFromMoon: 11
  },
  placeApproximate: false
};

describe('Edit Profile: "Don\'t know your star? Compute it" (interaction)', function () {
  // The whole edit form renders and is typed into: slower than one dialog on a busy machine.
  const realFetch = globalThis.fetch;
  const urls = relativeRequestUrls();
  let sent: Sent[];
  let answer: (path: string) => Response;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ method: request.method, path, body: await request.json() });
      return answer(path);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await mount(
      <ProfileForm stored={storedProfile({ rasi: "Don't know", star: "Don't know" })} registeredName="" />
    );
    await user.click(screen.getByRole('button', { name: /Don't know your star\? Compute it/ }));
    await user.type(screen.getByLabelText('Time of birth'), '11:20');
    await user.selectOptions(screen.getByLabelText('State of birth'), 'Delhi');
    await user.selectOptions(screen.getByLabelText('District of birth'), 'New Delhi');
  };

  it('sends the date, time and place, fills in rasi, star and dosham, and says they are computed', async () => {
    const user = userEvent.setup();
    answer = () => Response.json(COMPUTED);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Compute my star' }));

    await waitFor(() => expect(screen.getByText(BIRTH_HOROSCOPE_MESSAGES.computed.title)).to.exist);
    expect(sent).to.deep.equal([
      {
        method: 'POST',
        path: '/api/profiles/birth-horoscope',
        body: {
          dateOfBirth: storedProfile().dateOfBirth,
          birthTime: '11:20',
          birthPlace: { kind: 'india', state: 'Delhi', district: 'New Delhi' }
        }
      }
    ]);
    expect((screen.getByLabelText(/Rasi/) as HTMLSelectElement).value).to.equal('Kanya');
    expect((screen.getByLabelText(/Star \(Nakshatra\)/) as HTMLSelectElement).value).to.equal('Chitra');
    expect((screen.getByLabelText(/Dosham/) as HTMLSelectElement).value).to.equal('Yes');
    expect(screen.getByText(/2nd, 4th, 7th, 8th or 12th house/)).to.exist;
  });

  it('without a birth time shows why the star cannot be computed, and changes nothing', async () => {
    const user = userEvent.setup();
    const needed = BIRTH_HOROSCOPE_MESSAGES.birthTimeNeeded;
    answer = () =>
      Response.json(
        {
          type: 'about:blank',
          title: needed.title,
          status: 422,
          detail: messageText(needed),
          code: 'birth_time_needed'
        },
        { status: 422, headers: { 'content-type': 'application/problem+json' } }
      );
    await open(user);
    await user.clear(screen.getByLabelText('Time of birth'));
    await user.click(screen.getByRole('button', { name: 'Compute my star' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).to.include(needed.description));
    expect((sent[0]!.body as { birthTime: unknown }).birthTime).to.equal(null);
    expect((screen.getByLabelText(/Star \(Nakshatra\)/) as HTMLSelectElement).value).to.equal("Don't know");
    expect(screen.queryByText(BIRTH_HOROSCOPE_MESSAGES.computed.title)).to.equal(null);
  });
});
