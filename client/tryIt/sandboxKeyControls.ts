/**
 * The part of a try-it panel that offers a personal sandbox key: it says which key the panel sends
 * (the shared test credential, or the reader's own key and when it expires), mints one on demand,
 * forgets it, and keeps the panel's credential field in step with the key of every panel and tab
 * (see personalKey.ts). The key's user token ends before the key: one past its end, or one the
 * sandbox refuses as expired, is renewed with the key's secret key and the request sent with the
 * new one. What happens is said in a polite live region, and errors are never silent.
 */
import { localStore, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { element } from './dom.ts';
import {
  keyHolder,
  offersPersonalKey,
  type PersonalKey,
  personalCredential,
  shortCredential,
  userTokenHasExpired,
} from './personalKey.ts';
import { mintPersonalKey, refusesKey, renewUserToken, userTokenExpired } from './sandboxKeyRequests.ts';

/** One holder for the page, so that a key minted in one panel reaches the others at once. */
let holder: ReturnType<typeof keyHolder> | undefined;
function pageHolder() {
  if (!holder) {
    const created = keyHolder(localStore);
    // Another tab minted or forgot a key.
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.sandboxKey || event.key === null) created.reload();
    });
    holder = created;
  }
  return holder;
}

const expiry = (key: PersonalKey) => {
  const date = new Date(key.expires_at);
  const text = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return element('time', { dateTime: date.toISOString() }, text);
};

export interface SandboxKeyControls {
  element: HTMLElement;
  /**
   * The credential to send for what the field holds: a personal user token past its end is renewed
   * first. Null when it could not be (said in the panel's key message): the request is not sent.
   */
  prepare(credential: string): Promise<string | null>;
  /**
   * After each answer. A 401 to the personal credential: when it says the user token expired (and
   * `mayRenew`), a new token to send the request again with; else the key is gone and forgotten.
   */
  answered(
    status: number,
    credentialSent: string,
    sandboxMessage: string | null,
    mayRenew: boolean,
  ): Promise<string | null>;
}

/**
 * `credential` is the panel's credential field; `testCredential` the scheme's documented one;
 * `serverPath` the sandbox server of the panel's operation (`/v2`), which also serves Authenticate
 * a user. Null when the sandbox mints no credential of that scheme's kind (then the panel offers no
 * key).
 */
export function sandboxKeyControls(
  panelId: string,
  credential: HTMLInputElement | HTMLTextAreaElement,
  testCredential: string,
  sandboxRoot: string,
  serverPath: string,
): SandboxKeyControls | null {
  const keys = pageHolder();
  if (!offersPersonalKey(testCredential)) return null;

  const state = element('p', { className: 'try-it__key-state', id: `${panelId}-key-state` });
  const action = element('button', { type: 'button', className: 'try-it__key-action' });
  action.setAttribute('aria-describedby', state.id);
  const message = element('p', { className: 'try-it__key-message' });
  message.setAttribute('role', 'status');
  const section = element('div', { className: 'try-it__key' }, state, element('div', {}, action), message);
  section.setAttribute('role', 'group');
  section.setAttribute('aria-label', 'Sandbox key');

  const credentialOf = (key: PersonalKey | null) => (key ? personalCredential(key, testCredential) : null);
  let filled = credentialOf(keys.current()) ?? testCredential;
  credential.value = filled;

  const say = (text: string, error = false) => {
    message.classList.toggle('try-it__key-message--error', error);
    // Emptied first, so that the same words said twice are announced twice.
    message.textContent = '';
    requestAnimationFrame(() => (message.textContent = text));
  };

  // The key the panel shows, without the expiry check of keys.current(), which would drop a key
  // that expired since without a word: its refusal says why it is gone.
  let shown: PersonalKey | null = null;
  const show = (key: PersonalKey | null) => {
    shown = key;
    const personal = credentialOf(key);
    if (key && personal) {
      state.replaceChildren(
        'Sending your personal sandbox key ',
        element('code', {}, shortCredential(personal)),
        ', which expires ',
        expiry(key),
        '. What you create with it only you can see.',
      );
      action.textContent = 'Forget personal key';
    } else {
      state.replaceChildren(
        'Sending the shared test credential: demo data every reader shares. ',
        'A personal key gives you a sandbox of your own for 24 hours, no account needed.',
      );
      action.textContent = 'Use a personal sandbox key';
    }
    // A field the reader edited by hand keeps what they typed.
    const next = personal ?? testCredential;
    if (credential.value.trim() === filled || credential.value.trim() === '') credential.value = next;
    filled = next;
  };
  show(keys.current());
  // A panel React replaced (a client-side navigation) stops listening the next time the key changes.
  const unsubscribe = keys.subscribe((key) => (section.isConnected ? show(key) : unsubscribe()));

  let minting = false;
  action.addEventListener('click', async () => {
    if (minting) return;
    if (keys.current()) {
      keys.forget();
      say('Personal key forgotten: the shared test credential is back.');
      return;
    }
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
    minting = true;
    action.setAttribute('aria-disabled', 'true');
    action.textContent = 'Getting a key…';
    const result = await mintPersonalKey(sandboxRoot);
    minting = false;
    action.removeAttribute('aria-disabled');
    if (result.ok) {
      keys.save(result.key);
      // The state line above says until when; this says what changed.
      say('Personal key in use: every try-it panel now sends it.');
    } else {
      show(keys.current());
      say(result.message, true);
    }
  });

  const forgetRefused = (sandboxMessage: string | null) => {
    keys.forget();
    say(
      `The sandbox refused your personal key${sandboxMessage ? ` (${sandboxMessage})` : ''}, so it is forgotten and the shared test credential is back. Get a new key to go on with one of your own.`,
      true,
    );
  };

  /** A new user token for `key`, kept for every panel; null when the sandbox gave none (said). */
  const renew = async (key: PersonalKey): Promise<string | null> => {
    const result = await renewUserToken(sandboxRoot, serverPath, key);
    if (result.ok) {
      // Unless the reader forgot the key, or another tab replaced it, meanwhile.
      if (keys.current()?.secret_key === key.secret_key) keys.save(result.key);
      return result.key.user_token;
    }
    if (result.refused) forgetRefused(result.message);
    else say(result.message, true);
    return null;
  };

  return {
    element: section,
    async prepare(sent) {
      const key = shown;
      return key && sent === key.user_token && userTokenHasExpired(key, Date.now()) ? renew(key) : sent;
    },
    async answered(status, credentialSent, sandboxMessage, mayRenew) {
      // What the panel filled in, not keys.current(): a key that expired since it was sent is
      // dropped by current() without a word, and the reader should hear why their key is gone.
      const personal = filled === testCredential ? null : filled;
      if (!refusesKey(status, credentialSent, personal)) return null;
      if (mayRenew && shown && credentialSent === shown.user_token && userTokenExpired(status, sandboxMessage)) {
        return renew(shown);
      }
      forgetRefused(sandboxMessage);
      return null;
    },
  };
}
