// Label keys are typed from the English files: a key that no namespace has
// fails `npm run typecheck`. Each file of locales/<lang>/ is a namespace;
// `t('key')` looks in common, then in the others (fallbackNS), so a
// component does not need to name the namespace of each key.
import 'i18next';
import type activity from './locales/en/activity.json';
import type auth from './locales/en/auth.json';
import type chatbot from './locales/en/chatbot.json';
import type checkin from './locales/en/checkin.json';
import type common from './locales/en/common.json';
import type consent from './locales/en/consent.json';
import type feedback from './locales/en/feedback.json';
import type guide from './locales/en/guide.json';
import type inbox from './locales/en/inbox.json';
import type layout from './locales/en/layout.json';
import type plan from './locales/en/plan.json';
import type profile from './locales/en/profile.json';
import type shop from './locales/en/shop.json';
import type topics from './locales/en/topics.json';
import type weather from './locales/en/weather.json';

export interface LabelResources {
  common: typeof common;
  activity: typeof activity;
  auth: typeof auth;
  chatbot: typeof chatbot;
  checkin: typeof checkin;
  consent: typeof consent;
  feedback: typeof feedback;
  guide: typeof guide;
  inbox: typeof inbox;
  layout: typeof layout;
  plan: typeof plan;
  profile: typeof profile;
  shop: typeof shop;
  topics: typeof topics;
  weather: typeof weather;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: [
      'activity',
      'auth',
      'chatbot',
      'checkin',
      'consent',
      'feedback',
      'guide',
      'inbox',
      'layout',
      'plan',
      'profile',
      'shop',
      'topics',
      'weather',
    ];
    resources: LabelResources;
  }
}
