// svc-profile's route table: every endpoint under /api/profiles (routes == this table, tested in the service).
import { type ServiceApi } from './route';
import { birthHoroscopeRoutes } from './profile/birth-horoscope';
import { connectionRoutes } from './profile/connections';
import { contactRoutes } from './profile/contact';
import { discoveryRoutes } from './profile/discovery';
import { horoscopeMatchRoutes } from './profile/horoscope-match';
import { horoscopeTraditionRoutes } from './profile/horoscope-tradition';
import { memberStatsRoutes } from './profile/member-stats';
import { moderationRoutes } from './profile/moderation';
import { ownProfileRoutes } from './profile/own-profile';
import { photoCheckRoutes } from './profile/photo-check';
import { photoPrivacyRoutes } from './profile/photo-privacy';

export const profileApi = {
  basePath: '/api/profiles',
  title: 'svc-profile',
  routes: {
    ...ownProfileRoutes,
    ...memberStatsRoutes,
    ...photoPrivacyRoutes,
    ...discoveryRoutes,
    ...contactRoutes,
    ...horoscopeMatchRoutes,
    ...horoscopeTraditionRoutes,
    ...birthHoroscopeRoutes,
    ...connectionRoutes,
    ...moderationRoutes,
    ...photoCheckRoutes
  }
} as const satisfies ServiceApi;
