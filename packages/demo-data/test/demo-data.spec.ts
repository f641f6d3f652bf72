import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import {
  castesForReligion,
  defaultPreferencesFor,
  isDistrictOfState,
  rasisForStar,
  profileInputSchema,
  type Religion,
  type Star
} from '@matrimony/catalog';
import { demoBadges, hasDemoPhoto, READY_BADGES } from '../src/badges';
import { generateMembers } from '../src/generate';
import { demoPreferences } from '../src/preferences';
import { portraitSvg } from '../src/portrait';
import { renderPortrait } from '../src/render-portraits';

describe('demo members', () => {
  const members = generateMembers(2000, 2026, new Date('2026-11-25T00:00:00Z'));

  it('are the same members for the same seed, and different for another', () => {
    expect(generateMembers(50, 2026, new Date('2026-11-25T00:00:00Z'))).to.deep.equal(members.slice(0, 50));
    expect(generateMembers(50, 7)[0]!.fullName).to.not.equal(members[0]!.fullName);
  });

  it('agree with the catalog: castes of their religion, districts of their state, stars of their rasi', () => {
    for (const { profile } of members) {
      expect(castesForReligion(profile.religion as Religion), profile.caste).to.include(profile.caste);
      expect(
        isDistrictOfState(profile.district, profile.state),
        `${profile.district}, ${profile.state}`
      ).to.equal(true);
      expect(rasisForStar(profile.star as Star), `${profile.star} in ${profile.rasi}`).to.include(
        profile.rasi
      );
    }
  });

  it('pass the wizard’s own validation, with unique mobiles, e-mails and ids', () => {
    for (const member of members.slice(0, 300)) {
      const parsed = profileInputSchema.safeParse({ fullName: member.fullName, ...member.profile });
      expect(parsed.success, `${member.userId}: ${parsed.error?.message}`).to.equal(true);
    }
    for (const key of ['mobile', 'email', 'userId'] as const)
      expect(new Set(members.map((m) => m[key])).size, key).to.equal(members.length);
    expect(members.filter((m) => m.plan === 'premium').length).to.be.within(200, 600);
  });

  it('are about a quarter made by family, mostly by a parent, and the rest by themselves or a friend', () => {
    const share = (choices: string[]) =>
      members.filter((m) => choices.includes(m.profile.profileFor)).length / members.length;
    expect(share(['son', 'daughter', 'brother', 'sister', 'relative'])).to.be.within(0.2, 0.3);
    expect(share(['son', 'daughter'])).to.be.within(0.14, 0.22);
    expect(share(['myself'])).to.be.within(0.68, 0.8);
    const sons = members.filter((m) => m.profile.profileFor === 'son');
    expect(sons.map((m) => m.profile.gender)).to.not.include('female');
  });

  it('look for a partner as registration starts everyone, some with wishes and a few "musts"', () => {
    const all = members.map((member) => ({ member, prefs: demoPreferences(member) }));
    expect(demoPreferences(members[7]!)).to.deep.equal(all[7]!.prefs);
    for (const { member, prefs } of all) {
      expect(prefs.motherTongues.values).to.deep.equal([member.profile.motherTongue]);
      if (prefs.religions.values.length > 0)
        expect(prefs.religions.values).to.deep.equal([member.profile.religion]);
      const start = defaultPreferencesFor({ ...member.profile, age: member.age });
      expect([prefs.age.min, prefs.age.max]).to.deep.equal([start.age.min, start.age.max]);
    }
    const share = (test: (prefs: (typeof all)[number]['prefs']) => boolean) =>
      all.filter(({ prefs }) => test(prefs)).length / all.length;
    expect(share((prefs) => prefs.castes.values.length > 0)).to.be.within(0.15, 0.35);
    expect(share((prefs) => prefs.age.must || prefs.religions.must || prefs.motherTongues.must)).to.be.within(
      0.4,
      0.8
    );
  });

  it('about a third hold some verification badge, a photo badge only with a photo; the bride and groom every one', () => {
    const badges = members.map((member) => ({ member, badges: demoBadges(member) }));
    const share = (test: (held: (typeof badges)[number]['badges']) => boolean) =>
      badges.filter(({ badges: held }) => test(held)).length / badges.length;
    expect(share((held) => held.idVerified || held.photoVerified)).to.be.within(0.28, 0.38);
    expect(share((held) => held.idVerified)).to.be.within(0.15, 0.3);
    expect(share((held) => held.photoVerified)).to.be.within(0.1, 0.3);
    for (const { member, badges: held } of badges)
      if (held.photoVerified) expect(hasDemoPhoto(member), member.userId).to.equal(true);
    expect(READY_BADGES.bride).to.deep.equal({ idVerified: true, photoVerified: true });
    expect(READY_BADGES.groom).to.deep.equal({ idVerified: true, photoVerified: true });
    expect(READY_BADGES.free).to.equal(undefined);
  });

  it('have portraits marked DEMO that render to images of every size', async () => {
    expect(portraitSvg(members[0]!.portrait)).to.contain('>DEMO<');
    const rendered = await renderPortrait(members[1]!.portrait);
    for (const variant of Object.values(rendered.variants)) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).to.equal('webp');
      expect(meta.width).to.equal(variant.width);
    }
  });

  it('each have their own portrait: scenes, framings and outfits vary, the same for the same seed', () => {
    const first = members.slice(0, 200).map((member) => member.portrait);
    expect(new Set(first.map((traits) => portraitSvg(traits))).size).to.equal(200);
    expect(new Set(first.map((traits) => traits.scene.kind)).size).to.equal(6);
    expect(new Set(first.map((traits) => traits.outfit)).size).to.equal(7);
    const scales = first.map((traits) => traits.framing.scale);
    expect(Math.min(...scales)).to.be.below(0.8);
    expect(Math.max(...scales)).to.be.above(1.1);
    expect(portraitSvg(generateMembers(3, 2026)[2]!.portrait)).to.equal(portraitSvg(first[2]!));
  });

  it('are never seeded in production', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bin/seed.ts'], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8'
    });
    expect(run.status).to.equal(1);
    expect(run.stderr).to.contain('refusing');
  });
});
