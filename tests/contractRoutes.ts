/** The 47 doc routes of the contract's table, written out by hand so that tests check docs/ against it. */
const areas: Record<string, string[]> = {
  '/docs/android/': ['client', 'customization', 'installation', 'migration', 'professional-list', 'tracking'],
  '/docs/ios/': [
    'actions',
    'authentication',
    'badge',
    'customization',
    'firebase',
    'installation',
    'migration',
    'professional-list',
    'release-notes',
  ],
  '/docs/cordova/': ['authentication', 'customization', 'firebase', 'installation', 'professional-list'],
  '/docs/web/': ['customization', 'installation'],
  '/docs/api/': ['introduction'],
  '/docs/api/chat/': [
    'get-message-list',
    'get-professional-list',
    'get-professional-profile',
    'get-unread-message-count',
    'introduction',
    'on-message-created',
    'on-message-updated',
    'post-message',
    'update-message-status',
  ],
  '/docs/api/s2s-user/': ['authenticate-user', 'create-user', 'introduction', 'retrieve-user', 'update-user'],
  '/docs/webhooks/': ['events', 'introduction', 'push', 'security'],
  '/docs/stores/': [
    'agree-tc-apple',
    'create-apple-account',
    'create-google-account',
    'give-apple-permission',
    'give-google-permission',
  ],
};

export const contractDocRoutes: string[] = [
  '/docs/getting-started',
  ...Object.entries(areas).flatMap(([prefix, names]) => names.map((name) => prefix + name)),
];

/** Pages the portal adds beyond the contract's table: the API walkthrough, run by check:samples. */
const addedDocRoutes = ['/docs/api/quickstart'];

/** Every doc route the site serves: the contract's and the added ones. */
export const siteDocRoutes: string[] = [...contractDocRoutes, ...addedDocRoutes];
