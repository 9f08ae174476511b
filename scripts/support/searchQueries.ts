/**
 * The search quality set: what an integrator would type, and the page that must come up in the top
 * three. Misspellings and half-typed words are included on purpose. Used by tests/search/searchQuality.test.ts.
 */
export interface SearchQuery {
  query: string;
  /** Route of the page that must be among the first three results. */
  expected: string;
  /** What on that page makes it the answer. */
  why: string;
}

export const searchQueries: SearchQuery[] = [
  // Plain task phrases.
  {
    query: 'push notifications ios',
    expected: '/docs/ios/firebase',
    why: 'description: set up Firebase Cloud Messaging so your iOS app receives Advoca chat notifications',
  },
  {
    query: 'verify webhook signature',
    expected: '/docs/webhooks/security',
    why: 'heading "Verify the signature" of the Advoca-Signature header',
  },
  {
    query: 'unread count',
    expected: '/docs/api/chat/get-unread-message-count',
    why: 'title "Get the unread message count"; every SDK page links here for the count',
  },
  {
    query: 'create user server to server',
    expected: '/docs/api/s2s-user/create-user',
    why: 'title "Create a user" in the server-to-server user API (POST /v2/s2s/users)',
  },
  {
    query: 'install android sdk',
    expected: '/docs/android/installation',
    why: 'description: add the Advoca SDK for Android to your Gradle build',
  },
  {
    query: 'embed professional list in a fragment',
    expected: '/docs/android/professional-list',
    why: 'heading "Embed the list as a fragment"',
  },
  {
    query: 'mark message as read',
    expected: '/docs/api/chat/update-message-status',
    why: 'description: mark a message from a professional as delivered or read',
  },
  {
    query: 'load older messages',
    expected: '/docs/api/chat/get-message-list',
    why: 'intro: call it again with a cursor to load older messages as the user scrolls up',
  },
  {
    query: 'retrieve user by external id',
    expected: '/docs/api/s2s-user/retrieve-user',
    why: 'description: fetch a user by its usr_ ID or by your own external ID',
  },
  {
    query: 'update user email',
    expected: '/docs/api/s2s-user/update-user',
    why: 'title "Update a user"; description: change a user\'s name, email or locale',
  },
  {
    query: 'register webhook endpoint',
    expected: '/docs/webhooks/introduction',
    why: 'heading "Register an endpoint" (Developers > Webhooks > Add endpoint)',
  },
  {
    query: 'send push notifications with my own provider',
    expected: '/docs/webhooks/push',
    why: 'heading "Send it with your provider" for the push.requested event',
  },
  {
    query: 'dark mode ios',
    expected: '/docs/ios/customization',
    why: 'heading "Dark mode" on the iOS customization page',
  },
  {
    query: 'request notification permission android 13',
    expected: '/docs/android/client',
    why: 'heading "Ask for the notification permission" (POST_NOTIFICATIONS on Android 13 and higher)',
  },
  {
    query: 'filter professionals by specialty',
    expected: '/docs/ios/professional-list',
    why: 'heading "Filter by specialty"',
  },
  {
    query: 'forward events to firebase analytics',
    expected: '/docs/android/tracking',
    why: 'heading "Forward events to Firebase Analytics"',
  },
  {
    query: 'rotate webhook signing secret',
    expected: '/docs/webhooks/security',
    why: 'heading "Rotate the signing secret"',
  },
  {
    query: 'rotate sk_live secret key',
    expected: '/docs/api/s2s-user/introduction',
    why: 'heading "Rotate a secret key" under "Keep your secret keys safe"',
  },
  {
    query: 'paid apps agreement',
    expected: '/docs/stores/agree-tc-apple',
    why: 'heading "Accept the Paid Apps agreement"',
  },
  {
    query: 'invite advoca to app store connect',
    expected: '/docs/stores/give-apple-permission',
    why: 'heading "Invite Advoca to App Store Connect" with the App Manager role',
  },
  {
    query: 'give advoca access to play console',
    expected: '/docs/stores/give-google-permission',
    why: 'title "Give Advoca access to your Play Console"',
  },
  {
    query: 'sandbox base url',
    expected: '/docs/api/introduction',
    why: 'heading "Base URL" with the production and sandbox.api.advoca.io URLs',
  },
  {
    query: 'choose sdk or api',
    expected: '/docs/getting-started',
    why: 'heading "Choose an integration path" comparing the SDK, the API and webhooks',
  },
  {
    query: 'react component unmount destroy chat',
    expected: '/docs/web/installation',
    why: 'heading "Use the SDK with a framework": call destroy() when the component unmounts',
  },
  {
    query: 'size the chat container css',
    expected: '/docs/web/customization',
    why: 'heading "Size the container"',
  },
  {
    query: 'bundle custom fonts cordova',
    expected: '/docs/cordova/customization',
    why: 'heading "Bundle the font files" with resource-file entries in config.xml',
  },
  {
    query: 'webhook retry schedule',
    expected: '/docs/webhooks/introduction',
    why: 'heading "Retries and ordering" with the exponential back-off table',
  },
  {
    query: 'message status lifecycle',
    expected: '/docs/api/chat/introduction',
    why: 'heading "Status lifecycle": sent, delivered, read',
  },
  {
    query: 'trader status eu',
    expected: '/docs/stores/agree-tc-apple',
    why: 'heading "Set your trader status for the European Union"',
  },

  // API, method and class names that appear in code on the page.
  {
    query: 'AdvocaBadgeView',
    expected: '/docs/ios/badge',
    why: 'heading "The ready-made AdvocaBadgeView"',
  },
  {
    query: 'unreadCountUpdates',
    expected: '/docs/ios/badge',
    why: 'heading "Live updates with unreadCountUpdates"',
  },
  {
    query: 'AdvocaDelegate',
    expected: '/docs/ios/actions',
    why: 'heading "Set the delegate": an object that adopts AdvocaDelegate',
  },
  {
    query: 'canHandle notification',
    expected: '/docs/ios/firebase',
    why: 'heading "Handle notifications with canHandle and handle"',
  },
  {
    query: 'AdvocaProfessionalListFragment',
    expected: '/docs/android/professional-list',
    why: 'section "Embed the list as a fragment" adds AdvocaProfessionalListFragment to a container',
  },
  {
    query: 'AdvocaClient.connectionState',
    expected: '/docs/android/client',
    why: 'heading "Observe the unread count and connection state" and its "Connection states" table',
  },
  {
    query: 'onUnreadCountChanged',
    expected: '/docs/cordova/professional-list',
    why: 'heading "Show the unread count": window.Advoca.onUnreadCountChanged(callback)',
  },
  {
    query: 'requestPushPermission',
    expected: '/docs/cordova/firebase',
    why: 'heading "Ask for notification permission": window.Advoca.requestPushPermission()',
  },
  {
    query: 'setTokenProvider cordova',
    expected: '/docs/cordova/authentication',
    why: 'heading "Renew expired tokens with setTokenProvider"',
  },
  {
    query: 'Advoca-Signature header',
    expected: '/docs/webhooks/security',
    why: 'heading "The signature header": Advoca-Signature: t=...,v1=...',
  },
  {
    query: 'ttl_seconds',
    expected: '/docs/api/s2s-user/authenticate-user',
    why: 'body parameter ttl_seconds sets how long the user token stays valid',
  },
  {
    query: 'getUserToken',
    expected: '/docs/web/installation',
    why: 'heading "Provide the user token": the getUserToken option of Advoca.init',
  },
  {
    query: 'setLocale',
    expected: '/docs/web/customization',
    why: 'heading "Set the language": advoca.setLocale(locale)',
  },
  {
    query: 'Theme.Advoca',
    expected: '/docs/android/customization',
    why: 'heading "Apply a theme": create a style that inherits from Theme.Advoca',
  },

  // Error messages and symptoms, as pasted from a log.
  {
    query: 'Manifest merger failed minSdkVersion 21 cannot be smaller than version 24',
    expected: '/docs/android/installation',
    why: 'Troubleshooting table row for the manifest merger error: raise minSdk to 24',
  },
  {
    query: 'No such module AdvocaSDK',
    expected: '/docs/ios/installation',
    why: 'Troubleshooting: "No such module \'AdvocaSDK\'" means the library is not linked to the target',
  },
  {
    query: 'window.Advoca is undefined',
    expected: '/docs/cordova/installation',
    why: 'Troubleshooting heading "window.Advoca is undefined"',
  },
  {
    query: 'Default FirebaseApp is not initialized',
    expected: '/docs/cordova/firebase',
    why: 'Troubleshooting: Android crashes with "Default FirebaseApp is not initialized"',
  },
  {
    query: 'Refused to connect content security policy',
    expected: '/docs/web/installation',
    why: 'Troubleshooting: "Refused to connect" means your CSP blocks the API or the realtime host',
  },
  {
    query: 'Unresolved reference: AdvocaManager',
    expected: '/docs/android/migration',
    why: 'heading "Troubleshooting after the upgrade": a 3.x AdvocaManager call remains',
  },
  {
    query: '409 conflict external_id already exists',
    expected: '/docs/api/s2s-user/create-user',
    why: 'heading "Recovering from a duplicate external ID" (create, and on 409 retrieve)',
  },
  {
    query: 'webhook signature clock skew',
    expected: '/docs/webhooks/security',
    why: 'heading "Common mistakes": clock skew rejects genuine events',
  },

  // Single distinctive words.
  {
    query: 'proguard',
    expected: '/docs/android/installation',
    why: 'heading "Code shrinking with R8 and ProGuard"',
  },
  {
    query: 'OneSignal',
    expected: '/docs/webhooks/push',
    why: 'section "Send it with your provider": the same fields map onto APNs, OneSignal or any provider',
  },
  {
    query: 'deviceready',
    expected: '/docs/cordova/installation',
    why: 'heading "Initialise the plugin": call window.Advoca.init after Cordova fires deviceready',
  },

  // Misspellings and typos.
  {
    query: 'instalation android',
    expected: '/docs/android/installation',
    why: 'title "Installation" in the Android section',
  },
  {
    query: 'webhok signature',
    expected: '/docs/webhooks/security',
    why: 'title "Webhook security"; heading "Verify the signature"',
  },
  {
    query: 'profesional list ios',
    expected: '/docs/ios/professional-list',
    why: 'title "Professional list" in the iOS section',
  },
  {
    query: 'andriod migration',
    expected: '/docs/android/migration',
    why: 'title "Migration" in the Android section (3.x to 4.x)',
  },
  {
    query: 'cordva firebase',
    expected: '/docs/cordova/firebase',
    why: 'title "Firebase" in the Cordova section',
  },
  {
    query: 'authenticte user',
    expected: '/docs/api/s2s-user/authenticate-user',
    why: 'title "Authenticate a user"',
  },
  {
    query: 'releese notes',
    expected: '/docs/ios/release-notes',
    why: 'title "Release notes", the only release notes page',
  },
  {
    query: 'costumization web',
    expected: '/docs/web/customization',
    why: 'title "Customization" in the Web section',
  },

  // Prefixes, typed mid-word.
  {
    query: 'unread mess',
    expected: '/docs/api/chat/get-unread-message-count',
    why: 'title "Get the unread message count"',
  },
  {
    query: 'AdvocaBadg',
    expected: '/docs/ios/badge',
    why: 'heading "The ready-made AdvocaBadgeView"',
  },
  {
    query: 'retrieve us',
    expected: '/docs/api/s2s-user/retrieve-user',
    why: 'title "Retrieve a user"',
  },
  {
    query: 'webhook secu',
    expected: '/docs/webhooks/security',
    why: 'title "Webhook security"',
  },
];
