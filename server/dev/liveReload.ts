/** Server-sent events that tell open pages in dev that the docs changed (and what is broken). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveReloadEvent } from '../../shared/liveReload.ts';

export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  #last: LiveReloadEvent = { revision: 0, warnings: [] };

  /** Opens an event stream; the current state is sent at once, so a page shows today's warnings. */
  connect(_req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write(`data: ${JSON.stringify(this.#last)}\n\n`);
    this.#clients.add(res);
    res.on('close', () => this.#clients.delete(res));
  }

  broadcast(warnings: string[]): void {
    this.#last = { revision: this.#last.revision + 1, warnings };
    for (const client of this.#clients) client.write(`data: ${JSON.stringify(this.#last)}\n\n`);
  }

  close(): void {
    for (const client of this.#clients) client.end();
  }
}
