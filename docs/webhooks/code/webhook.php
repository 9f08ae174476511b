<?php
// webhook.php: receives Advoca webhook events in plain PHP 8, with no framework.
// Try it with `ADVOCA_WEBHOOK_SECRET=whsec_… php -S localhost:3000 webhook.php`.
require __DIR__ . '/advoca_signature.php';

$rawBody = file_get_contents('php://input');
$header = $_SERVER['HTTP_ADVOCA_SIGNATURE'] ?? '';
// getenv() returns false when the variable is unset; the verifier then rejects every request.
$secret = getenv('ADVOCA_WEBHOOK_SECRET');

if ($_SERVER['REQUEST_METHOD'] !== 'POST' || !advoca_verify_signature($rawBody, $header, $secret)) {
    http_response_code(400);
    echo 'invalid signature';
    exit;
}

$event = json_decode($rawBody, true, 512, JSON_THROW_ON_ERROR);
// Store or queue the event here, keyed by $event['id'], then answer quickly.
error_log(sprintf('Advoca event %s (%s)', $event['id'], $event['type']));

http_response_code(200);
echo 'ok';
