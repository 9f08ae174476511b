import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('securityHeaders', () => {
  it("lets frames load from the site's embeds.allowedHosts only, over https", async () => {
    const app = express()
      .use(securityHeaders(['codesandbox.io', '*.example.com']))
      .get('/', (_req, res) => {
        res.send('ok');
      });
    const csp = (await request(app).get('/')).headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self' https://codesandbox.io https://*.example.com");
  });
});
