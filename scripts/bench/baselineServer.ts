/**
 * The baseline: plain `node:http` sending fixed bytes with fixed headers, nothing else. Run as
 * its own process: `baselineServer.ts <port> <body file> <headers json>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile as string);
const headers = {
  ...(JSON.parse(headersJson as string) as Record<string, string>),
  'Content-Length': String(body.length),
};
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
