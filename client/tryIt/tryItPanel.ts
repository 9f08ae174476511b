/**
 * The try-it panel: a form for one operation, prefilled from the contract's example and test
 * credential (or the reader's personal sandbox key: sandboxKeyControls.ts), that sends the request to the portal's own sandbox (`<BASE_URL>sandbox/v2/…`, same
 * origin, so the CSP's connect-src 'self' allows it) and shows the status, the time, the response
 * headers and the formatted body, and copies the request as curl. Its own bundle, loaded the first
 * time a reader opens a panel (see useTryIt.ts), built with the DOM alone.
 */
import type { TryItOperation } from '../../shared/tryIt.ts';
import { element } from './dom.ts';
import { jsonTokens } from './jsonTokens.ts';
import { curlCommand, type FieldValues, fieldKey, plannedRequest } from './requestFromFields.ts';
import { sandboxKeyControls, type SandboxKeyControls } from './sandboxKeyControls.ts';
import { sandboxErrorMessage } from './sandboxKeyRequests.ts';

let panels = 0;

/** A labelled input; `hint` is read after the label (aria-describedby). */
function field(id: string, label: string, value: string, hint: string, multiline = false) {
  const input = multiline
    ? element('textarea', { id, value, rows: Math.min(12, value.split('\n').length + 1), spellcheck: false })
    : element('input', { id, value, type: 'text', spellcheck: false, autocomplete: 'off' });
  const wrapper = element('div', { className: 'try-it__field' }, element('label', { htmlFor: id }, label), input);
  if (hint) {
    const hintElement = element('p', { id: `${id}-hint`, className: 'try-it__hint' }, hint);
    input.setAttribute('aria-describedby', hintElement.id);
    wrapper.append(hintElement);
  }
  return { wrapper, input };
}

/** The response body: JSON formatted and highlighted as the site's code blocks are, anything else as sent. */
function responseBody(text: string, contentType: string | null): HTMLElement {
  let json: string | undefined;
  if (contentType?.includes('json')) {
    try {
      json = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON after all: shown as it came
    }
  }
  if (json === undefined) return element('code', {}, text);
  // Text nodes and spans, never markup: the body is the network's, not ours.
  const tokens = jsonTokens(json).map(({ text: token, kind }) =>
    kind ? element('span', { className: `hljs-${kind}` }, token) : token,
  );
  return element('code', { className: 'hljs language-json' }, ...tokens);
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds the panel into `container` (the placeholder, after its open button). `sandboxRoot` is
 * where the portal serves the sandbox: `/sandbox` or `/developer/sandbox`.
 */
export function mountTryIt(container: HTMLElement, operation: TryItOperation, sandboxRoot: string): HTMLElement {
  const id = `try-it-${(panels += 1)}`;
  const inputs = new Map<string, HTMLInputElement | HTMLTextAreaElement>();
  const form = element('form', { className: 'try-it__form', noValidate: true });
  form.setAttribute('aria-label', `Try ${operation.method} ${operation.path}`);

  let keyControls: SandboxKeyControls | null = null;
  if (operation.credential) {
    const { header, prefix, example, description } = operation.credential;
    const { wrapper, input } = field(
      `${id}-credential`,
      `Test credential (${header}: ${prefix}…)`,
      example,
      `${description} Only test credentials work here.`,
    );
    inputs.set('credential', input);
    keyControls = sandboxKeyControls(id, input, example, sandboxRoot, operation.serverPath);
    if (keyControls) form.append(keyControls.element);
    form.append(wrapper);
  }
  for (const parameter of operation.parameters) {
    const key = fieldKey(parameter.in, parameter.name);
    const label = `${parameter.name} (${parameter.in}${parameter.required ? ', required' : ''})`;
    const { wrapper, input } = field(
      `${id}-${parameter.in}-${parameter.name}`,
      label,
      parameter.example,
      parameter.description,
    );
    inputs.set(key, input);
    form.append(wrapper);
  }
  if (operation.body !== null) {
    const { wrapper, input } = field(`${id}-body`, 'Request body (JSON)', operation.body, '', true);
    inputs.set('body', input);
    form.append(wrapper);
  }

  const send = element('button', { type: 'submit', className: 'try-it__send' }, 'Send request');
  const copyCurl = element('button', { type: 'button', className: 'try-it__copy' }, 'Copy as curl');
  const copied = element('span', { className: 'try-it__copied' });
  copied.setAttribute('role', 'status');
  form.append(element('div', { className: 'try-it__actions' }, send, copyCurl, copied));

  const result = element('section', { className: 'try-it__result' });
  result.setAttribute('aria-label', 'Response');
  // What screen readers hear once a request is answered: the status and time, not the whole body.
  const announcement = element('p', { className: 'try-it__announcement' });
  announcement.setAttribute('role', 'status');
  const announce = (message: string) => (announcement.textContent = message);

  const values = (): FieldValues => {
    const parameters: Record<string, string> = {};
    for (const [key, input] of inputs) if (key !== 'credential' && key !== 'body') parameters[key] = input.value;
    return {
      parameters,
      credential: inputs.get('credential')?.value.trim() ?? '',
      body: inputs.get('body')?.value ?? '',
    };
  };

  copyCurl.addEventListener('click', async () => {
    const ok = await copy(curlCommand(operation, plannedRequest(operation, values())));
    copied.textContent = ok ? 'Copied' : 'Copying is not allowed here';
    setTimeout(() => (copied.textContent = ''), 2000);
  });

  const sendWith = async (sent: FieldValues, credential: string) => {
    const request = plannedRequest(operation, { ...sent, credential });
    const started = performance.now();
    const response = await fetch(`${sandboxRoot}${operation.serverPath}${request.pathAndQuery}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'omit',
      cache: 'no-store',
    });
    return { response, text: await response.text(), started };
  };

  const showError = (message: string) => {
    announce(message);
    result.replaceChildren(element('p', { className: 'try-it__status try-it__status--error' }, message));
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const sent = values();
    send.disabled = true;
    result.replaceChildren(element('p', { className: 'try-it__pending' }, 'Sending…'));
    announce('Sending…');
    try {
      // The personal user token, renewed first when it has passed its end.
      const credential = keyControls ? await keyControls.prepare(sent.credential) : sent.credential;
      if (credential === null) {
        showError('Not sent: your user token expired and no new one came (see Sandbox key above).');
        return;
      }
      let { response, text, started } = await sendWith(sent, credential);
      // Once more with a new user token when the sandbox says the one sent expired.
      const renewed = await keyControls?.answered(response.status, credential, sandboxErrorMessage(text), true);
      if (renewed) {
        ({ response, text, started } = await sendWith(sent, renewed));
        await keyControls?.answered(response.status, renewed, sandboxErrorMessage(text), false);
      }
      const milliseconds = Math.round(performance.now() - started);
      const headers = element('dl', { className: 'try-it__headers' });
      response.headers.forEach((value, name) => headers.append(element('dt', {}, name), element('dd', {}, value)));
      const ok = response.status >= 200 && response.status < 300;
      const status = `${response.status} ${response.statusText}`;
      announce(`Response: ${status}, ${milliseconds} ms`);
      result.replaceChildren(
        element(
          'p',
          { className: `try-it__status try-it__status--${ok ? 'ok' : 'error'}` },
          element('strong', {}, status),
          ` · ${milliseconds} ms`,
        ),
        element('details', {}, element('summary', {}, 'Response headers'), headers),
        element(
          'pre',
          { className: 'try-it__body', tabIndex: 0 },
          responseBody(text, response.headers.get('content-type')),
        ),
      );
    } catch (error) {
      showError(`The request failed: ${(error as Error).message}`);
    } finally {
      send.disabled = false;
    }
  });

  const panel = element('div', { className: 'try-it__panel', id }, form, announcement, result);
  container.append(panel);
  return panel;
}
