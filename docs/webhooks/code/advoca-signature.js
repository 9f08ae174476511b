// advoca-signature.js: verifies the Advoca-Signature header of a webhook request (Node 18+).
const crypto = require("node:crypto");

const TOLERANCE_SECONDS = 300;

/**
 * True when `header` holds a valid signature of `rawBody` (a Buffer or string of the exact bytes
 * received) made with `secret` (the endpoint's whole whsec_… secret) within five minutes of `now`.
 * A missing or empty secret is never valid: an unset variable must not accept unsigned requests.
 * A missing body (a route without express.raw) is never valid either.
 */
function verifyAdvocaSignature(rawBody, header, secret, now = Math.floor(Date.now() / 1000)) {
  if (typeof secret !== "string" || secret === "") return false;
  if (typeof rawBody !== "string" && !Buffer.isBuffer(rawBody)) return false;
  let timestamp = null;
  const signatures = [];

  for (const part of String(header || "").split(",")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    const key = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) timestamp = value;
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }

  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now - Number(timestamp)) > TOLERANCE_SECONDS) return false;

  const expected = crypto.createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => crypto.timingSafeEqual(Buffer.from(signature, "hex"), expected));
}

module.exports = { verifyAdvocaSignature };
