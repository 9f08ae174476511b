/** The copy buttons of server-rendered code blocks: copy the code, say "Copied" for a moment. */
import { useEffect } from 'react';
import { siteConfig } from '../../shared/site-config.ts';

const FEEDBACK_MS = 2000;

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and some embedded views lack the async clipboard: select and copy instead.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

export function useCopyButtons(): void {
  useEffect(() => {
    const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-portal-copy]');
      const code = button?.closest('.code-block')?.querySelector('pre');
      if (!button || !code) return;
      await copyText(code.textContent ?? '');
      // The label changes too, so that screen readers, which read it instead of the text, hear it.
      const label = button.dataset.label ?? button.getAttribute('aria-label') ?? '';
      button.dataset.label = label;
      button.textContent = siteConfig.labels.copied;
      button.setAttribute('aria-label', siteConfig.labels.copied);
      button.dataset.copied = '';
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          button.textContent = siteConfig.labels.copyCode;
          button.setAttribute('aria-label', label);
          delete button.dataset.copied;
        }, FEEDBACK_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
}
