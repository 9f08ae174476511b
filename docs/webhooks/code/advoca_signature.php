<?php
// advoca_signature.php: verifies the Advoca-Signature header of a webhook request (PHP 8+).

const ADVOCA_TOLERANCE_SECONDS = 300;

/**
 * True when $header holds a valid signature of $rawBody (the exact bytes received) made with
 * $secret (the endpoint's whole whsec_… secret) within five minutes of $now. A missing or empty
 * secret is never valid: getenv() returns false for an unset variable, and that must not accept
 * requests signed with an empty key.
 */
function advoca_verify_signature(string $rawBody, string $header, string|false|null $secret, ?int $now = null): bool
{
    if (!is_string($secret) || $secret === '') {
        return false;
    }
    $now ??= time();
    $timestamp = null;
    $signatures = [];

    foreach (explode(',', $header) as $part) {
        $pair = explode('=', trim($part), 2);
        if (count($pair) !== 2) {
            continue;
        }
        [$key, $value] = $pair;
        if ($key === 't' && ctype_digit($value)) {
            $timestamp = $value;
        } elseif ($key === 'v1' && preg_match('/\A[0-9a-f]{64}\z/i', $value) === 1) {
            $signatures[] = strtolower($value);
        }
    }

    if ($timestamp === null || $signatures === []) {
        return false;
    }
    if (abs($now - (int) $timestamp) > ADVOCA_TOLERANCE_SECONDS) {
        return false;
    }

    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    foreach ($signatures as $signature) {
        if (hash_equals($expected, $signature)) {
            return true;
        }
    }
    return false;
}
