/** Prints how many milliseconds the content build takes (Markdown to page store, link check). */
import { buildContent } from '../buildContent.ts';

const [contentRoot, outFile] = process.argv.slice(2);
const started = performance.now();
await buildContent(contentRoot as string, outFile as string);
console.log(Math.round(performance.now() - started));
