/**
 * Search queries written independently of the search code, the way readers type them (tasks, error
 * messages, API verbs readers use, field and event names in any form, misspellings, half-typed
 * words), each with the page that answers it. Used by tests/search/searchQuality.test.ts.
 */
import type { SearchQuery } from './searchQueries.ts';

export const readerSearchQueries: SearchQuery[] = [
  // Task phrases.
  {
    query: 'add chat to my android app',
    expected: '/docs/android/installation',
    why: 'Gradle dependency and Advoca.initialize for the Android SDK',
  },
  {
    query: 'install advoca with cocoapods',
    expected: '/docs/ios/installation',
    why: 'the CocoaPods section with the AdvocaSDK pod in the Podfile',
  },
  {
    query: 'add the chat widget to my website',
    expected: '/docs/web/installation',
    why: 'adding the Web SDK with npm or a script tag and Advoca.init',
  },
  {
    query: 'add advoca to a cordova hybrid app',
    expected: '/docs/cordova/installation',
    why: 'cordova plugin add cordova-plugin-advoca and init after deviceready',
  },
  {
    query: 'keep ios user signed in when token expires',
    expected: '/docs/ios/authentication',
    why: 'refresh the token with Advoca.setTokenProvider on iOS',
  },
  {
    query: 'show unread count on a tab bar item',
    expected: '/docs/ios/badge',
    why: 'setting badgeValue on a tab bar item from unreadCountUpdates',
  },
  {
    query: 'change chat colors on android',
    expected: '/docs/android/customization',
    why: 'Theme.Advoca colour attributes such as advocaColorPrimary',
  },
  {
    query: 'switch web chat to dark mode at runtime',
    expected: '/docs/web/customization',
    why: 'advoca.setTheme with colorScheme dark when the site switches mode',
  },
  {
    query: 'verify webhook signature in node',
    expected: '/docs/webhooks/security',
    why: 'the signature algorithm and the Node verifier advoca-signature.js',
  },
  {
    query: 'send chat notifications through my own push provider',
    expected: '/docs/webhooks/push',
    why: 'handling push.requested and sending it with your own provider',
  },
  {
    query: 'upgrade ios sdk from 4.x to 5.x',
    expected: '/docs/ios/migration',
    why: 'the step-by-step upgrade from Advoca SDK 4.x to 5.x on iOS',
  },
  {
    query: 'send sdk analytics events to firebase analytics android',
    expected: '/docs/android/tracking',
    why: 'forwarding AdvocaClient.events to Firebase Analytics',
  },
  {
    query: 'show a paywall before an iphone user starts a chat',
    expected: '/docs/ios/actions',
    why: 'returning .handled for .professionalSelected and showing a paywall in the delegate',
  },
  {
    query: 'embed the lawyer list in a bottom navigation tab android',
    expected: '/docs/android/professional-list',
    why: 'embedding AdvocaProfessionalListFragment in your own layout',
  },
  {
    query: 'mark a whole conversation as read',
    expected: '/docs/api/chat/update-message-status',
    why: 'update every professional message not yet read, one call per message',
  },
  {
    query: 'invite advoca to app store connect',
    expected: '/docs/stores/give-apple-permission',
    why: 'inviting Advoca in Users and Access with the App Manager role',
  },
  {
    query: 'register a google play developer account for my company',
    expected: '/docs/stores/create-google-account',
    why: 'registering an organization account in the Play Console',
  },
  {
    query: 'load older messages when the user scrolls up',
    expected: '/docs/api/chat/get-message-list',
    why: 'paging backwards in time with cursor on the message list',
  },
  {
    query: 'register a webhook endpoint',
    expected: '/docs/webhooks/introduction',
    why: 'the Register an endpoint steps with Add endpoint in the dashboard',
  },
  {
    query: 'rotate the webhook signing secret',
    expected: '/docs/webhooks/security',
    why: 'Roll secret and the 24-hour overlap with two v1 signatures',
  },

  // API verbs readers use instead of the docs' words.
  {
    query: 'send a message to a lawyer',
    expected: '/docs/api/chat/post-message',
    why: 'the endpoint that posts a message in a conversation',
  },
  {
    query: 'fetch all lawyers available to the user',
    expected: '/docs/api/chat/get-professional-list',
    why: 'GET /v2/chat/professionals lists the professionals the user can chat with',
  },
  {
    query: 'get user by external id',
    expected: '/docs/api/s2s-user/retrieve-user',
    why: 'retrieve a user by usr_ ID or ext:<external_id>',
  },
  {
    query: 'change a user email address',
    expected: '/docs/api/s2s-user/update-user',
    why: "PATCH changes a user's name, email or locale",
  },
  {
    query: 'log in a user from my backend and get a token',
    expected: '/docs/api/s2s-user/authenticate-user',
    why: 'authenticate a user returns the short-lived user token',
  },
  {
    query: 'sign in user android sdk',
    expected: '/docs/android/client',
    why: 'AdvocaClient.signIn with the user token',
  },
  {
    query: 'fetch conversation history api',
    expected: '/docs/api/chat/get-message-list',
    why: 'GET /v2/chat/messages returns the messages with one professional',
  },
  {
    query: 'how many unread messages does the user have api',
    expected: '/docs/api/chat/get-unread-message-count',
    why: 'GET /v2/chat/unread-count returns unread_count',
  },
  {
    query: 'mark message as seen',
    expected: '/docs/api/chat/update-message-status',
    why: "PATCH the status of a professional's message to read",
  },
  {
    query: 'add a new user from my server',
    expected: '/docs/api/s2s-user/create-user',
    why: 'POST /v2/s2s/users creates the user with your external_id',
  },
  {
    query: 'log out user cordova',
    expected: '/docs/cordova/authentication',
    why: 'window.Advoca.signOut() in the Cordova plugin',
  },
  {
    query: 'get a lawyer bio and languages',
    expected: '/docs/api/chat/get-professional-profile',
    why: 'the profile adds bio, languages and joined_at to the list fields',
  },
  {
    query: 'revoke a leaked api secret key',
    expected: '/docs/api/s2s-user/introduction',
    why: 'Rotate a secret key: Roll secret key and revoke the old one',
  },
  {
    query: 'send a test webhook from the dashboard',
    expected: '/docs/webhooks/introduction',
    why: 'Send test event on the endpoint page in Test your endpoint',
  },
  {
    query: 'remove advoca access from play console',
    expected: '/docs/stores/give-google-permission',
    why: "to end Advoca's access, remove the user in Users and permissions",
  },

  // Field, parameter, header and event names in different forms.
  {
    query: 'message.created',
    expected: '/docs/api/chat/on-message-created',
    why: 'the page of the message.created webhook event',
  },
  {
    query: 'message updated webhook',
    expected: '/docs/api/chat/on-message-updated',
    why: 'the message.updated event fired when a status moves forward',
  },
  {
    query: 'message_created payload',
    expected: '/docs/api/chat/on-message-created',
    why: 'the payload of the message.created event',
  },
  {
    query: 'Idempotency-Key',
    expected: '/docs/api/introduction',
    why: 'the Idempotency section on retrying POST requests safely',
  },
  {
    query: 'advoca-signature header',
    expected: '/docs/webhooks/security',
    why: 'the Advoca-Signature header with t and v1 and how to verify it',
  },
  {
    query: 'push.requested',
    expected: '/docs/webhooks/push',
    why: 'the push.requested event and how to send the notification',
  },
  { query: 'user.updated', expected: '/docs/webhooks/events', why: 'the user.updated section of the event catalogue' },
  {
    query: 'X-RateLimit-Remaining',
    expected: '/docs/api/introduction',
    why: 'the rate limit headers table under Rate limits',
  },
  {
    query: 'ttl_seconds',
    expected: '/docs/api/s2s-user/authenticate-user',
    why: 'the token lifetime parameter of Authenticate a user',
  },
  {
    query: 'ext: prefix lookup',
    expected: '/docs/api/s2s-user/retrieve-user',
    why: 'the ext: prefix looks the user up by external_id',
  },
  { query: 'unreadCountUpdates', expected: '/docs/ios/badge', why: 'the AsyncStream of the unread count on iOS' },
  {
    query: 'advoca_conversation_title',
    expected: '/docs/android/customization',
    why: 'the Android string resource keys with the advoca_ prefix',
  },
  {
    query: 'getUserToken',
    expected: '/docs/web/installation',
    why: 'the getUserToken option of Advoca.init that fetches the token',
  },
  {
    query: 'onUnreadCountChanged',
    expected: '/docs/cordova/professional-list',
    why: 'window.Advoca.onUnreadCountChanged for a badge in Cordova',
  },
  {
    query: 'professional id unread count',
    expected: '/docs/api/chat/get-unread-message-count',
    why: 'the professional_id query parameter counts one conversation',
  },

  // Error messages and status codes.
  {
    query: '401 unauthorized',
    expected: '/docs/api/introduction',
    why: 'the errors table: unauthorized, 401, and what to do',
  },
  {
    query: '429 too many requests',
    expected: '/docs/api/introduction',
    why: 'rate_limited 429 with Retry-After under Rate limits and Errors',
  },
  {
    query: 'invalid signature',
    expected: '/docs/webhooks/security',
    why: 'signature verification failures and common mistakes',
  },
  {
    query: '409 conflict external_id already exists',
    expected: '/docs/api/s2s-user/create-user',
    why: 'Recovering from a duplicate external ID',
  },
  {
    query: 'no such module advocasdk',
    expected: '/docs/ios/installation',
    why: 'troubleshooting entry for "No such module \'AdvocaSDK\'"',
  },
  {
    query: 'manifest merger failed minsdkversion',
    expected: '/docs/android/installation',
    why: 'troubleshooting table: raise minSdk',
  },
  {
    query: 'window.advoca is undefined',
    expected: '/docs/cordova/installation',
    why: 'troubleshooting section "window.Advoca is undefined"',
  },
  {
    query: 'default firebaseapp is not initialized',
    expected: '/docs/cordova/firebase',
    why: 'troubleshooting: google-services.json package name mismatch',
  },
  {
    query: 'unresolved reference advocamanager',
    expected: '/docs/android/migration',
    why: 'troubleshooting after the 3.x to 4.x upgrade',
  },
  {
    query: '409 read to delivered',
    expected: '/docs/api/chat/update-message-status',
    why: 'moving a status backwards fails with 409 conflict',
  },

  // Page title words plus a generic word.
  {
    query: 'webhook events list',
    expected: '/docs/webhooks/events',
    why: 'the catalogue of event types and their envelope',
  },
  { query: 'api error codes', expected: '/docs/api/introduction', why: 'the Errors section lists every error code' },
  {
    query: 'ios release notes 5.2.0',
    expected: '/docs/ios/release-notes',
    why: 'the 5.2.0 entry of the iOS release notes',
  },
  {
    query: 'android migration guide',
    expected: '/docs/android/migration',
    why: 'migrating from Advoca SDK 3.x to 4.x on Android',
  },
  {
    query: 'web customization options',
    expected: '/docs/web/customization',
    why: 'the theme options table of the Web SDK',
  },
  {
    query: 'cordova firebase setup',
    expected: '/docs/cordova/firebase',
    why: 'Firebase push setup for the Cordova plugin',
  },
  { query: 'chat api introduction', expected: '/docs/api/chat/introduction', why: 'the Chat API introduction page' },
  {
    query: 's2s user api overview',
    expected: '/docs/api/s2s-user/introduction',
    why: 'the server-to-server user API introduction',
  },
  {
    query: 'push notifications webhook example',
    expected: '/docs/webhooks/push',
    why: 'the Firebase Admin example that sends push.requested',
  },
  {
    query: 'ios actions example',
    expected: '/docs/ios/actions',
    why: 'AdvocaDelegate examples for opening links and routing call requests',
  },
  {
    query: 'android tracking event names',
    expected: '/docs/android/tracking',
    why: 'the Event names table of the Android SDK',
  },
  {
    query: 'cordova professional list docs',
    expected: '/docs/cordova/professional-list',
    why: 'opening the professional list from a Cordova app',
  },
  { query: 'getting started guide', expected: '/docs/getting-started', why: 'the Get started with Advoca page' },
  {
    query: 'create apple developer account steps',
    expected: '/docs/stores/create-apple-account',
    why: 'the enrollment steps for the Apple Developer Program',
  },
  {
    query: 'give google permission guide',
    expected: '/docs/stores/give-google-permission',
    why: 'giving Advoca access to your Play Console',
  },

  // Misspellings and half-typed last words.
  { query: 'instal ios sdk', expected: '/docs/ios/installation', why: 'installing the Advoca SDK in an iOS app' },
  { query: 'webhok security', expected: '/docs/webhooks/security', why: 'the Webhook security page' },
  { query: 'andriod customization', expected: '/docs/android/customization', why: 'the Android customization page' },
  {
    query: 'cordova firebase pus',
    expected: '/docs/cordova/firebase',
    why: 'push notifications through Firebase in Cordova',
  },
  {
    query: 'unread message cou',
    expected: '/docs/api/chat/get-unread-message-count',
    why: 'Get the unread message count',
  },
  { query: 'authentciate user', expected: '/docs/api/s2s-user/authenticate-user', why: 'Authenticate a user' },
  {
    query: 'profesional list android',
    expected: '/docs/android/professional-list',
    why: 'the Android professional list page',
  },
  {
    query: 'idempotancy key',
    expected: '/docs/api/introduction',
    why: 'the Idempotency section and the Idempotency-Key header',
  },
  { query: 'retreive user', expected: '/docs/api/s2s-user/retrieve-user', why: 'Retrieve a user' },
  { query: 'ios migraton', expected: '/docs/ios/migration', why: 'the iOS migration guide from 4.x to 5.x' },
  {
    query: 'cordova authenticat',
    expected: '/docs/cordova/authentication',
    why: 'Cordova authentication with a user token',
  },
  { query: 'webhook eve', expected: '/docs/webhooks/events', why: 'the Webhook events page' },
  {
    query: 'accept apple terms and cond',
    expected: '/docs/stores/agree-tc-apple',
    why: "Accept Apple's terms and conditions",
  },
  {
    query: 'get professional prof',
    expected: '/docs/api/chat/get-professional-profile',
    why: 'Get a professional profile',
  },
  { query: 'on message upd', expected: '/docs/api/chat/on-message-updated', why: 'the On message updated event page' },

  // Short queries.
  { query: 'badge', expected: '/docs/ios/badge', why: 'the iOS Badge page for the unread count' },
  {
    query: 'rate limits',
    expected: '/docs/api/introduction',
    why: 'the Rate limits section: 600 requests per minute per credential',
  },
  {
    query: 'trust model',
    expected: '/docs/api/s2s-user/introduction',
    why: 'the Trust model section of the s2s user API',
  },
  { query: 'proguard', expected: '/docs/android/installation', why: 'Code shrinking with R8 and ProGuard' },
  {
    query: 'content security policy',
    expected: '/docs/web/installation',
    why: 'the CSP allowances listed under Requirements',
  },
  { query: 'webhook retries', expected: '/docs/webhooks/introduction', why: 'the Retries and ordering schedule' },
  { query: 'deep link', expected: '/docs/webhooks/push', why: 'Deep link to the conversation from a notification' },
  {
    query: 'versioning',
    expected: '/docs/api/introduction',
    why: 'the Versioning section: v2 in the path, backward-compatible changes',
  },
  {
    query: 'paid apps',
    expected: '/docs/stores/agree-tc-apple',
    why: 'accepting the Paid Apps agreement in App Store Connect',
  },
  { query: 'release notes', expected: '/docs/ios/release-notes', why: 'the iOS SDK release notes' },
];
