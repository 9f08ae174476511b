/**
 * The part of a try-it panel that offers a personal sandbox key: it says which key the panel sends
 * (the shared test credential, or the reader's own key and when it expires), mints one on demand,
 * forgets it, and keeps the panel's credential field in step with the key of every panel and tab
 * (see personalKey.ts). What happens is said in a polite live region, and errors are never silent.
 */
import { localStore, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { element } from './dom.ts';
import { keyHolder, offersPersonalKey, type PersonalKey, personalCredential, shortCredential } from './personalKey.ts';
import { mintPersonalKey, refusesKey } from './sandboxKeyRequests.ts';

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
  /** After each answer: a 401 to the personal credential means the key is gone; it is forgotten. */
  answered(status: number, credentialSent: string, sandboxMessage: string | null): void;
}

/**
 * `credential` is the panel's credential field; `testCredential` the scheme's documented one. Null
 * when the sandbox mints no credential of that scheme's kind (then the panel offers no key).
 */
export function sandboxKeyControls(
  panelId: string,
  credential: HTMLInputElement | HTMLTextAreaElement,
  testCredential: string,
  sandboxRoot: string,
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

  const show = (key: PersonalKey | null) => {
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

  return {
    element: section,
    answered(status, credentialSent, sandboxMessage) {
      // What the panel filled in, not keys.current(): a key that expired since it was sent is
      // dropped by current() without a word, and the reader should hear why their key is gone.
      const personal = filled === testCredential ? null : filled;
      if (!refusesKey(status, credentialSent, personal)) return;
      keys.forget();
      say(
        `The sandbox refused your personal key${sandboxMessage ? ` (${sandboxMessage})` : ''}, so it is forgotten and the shared test credential is back. Get a new key to go on with one of your own.`,
        true,
      );
    },
  };
}
