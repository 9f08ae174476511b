<?php
// on-message-updated.php: applies message.updated events to chat_messages (schema.sql) in any
// order, never moving a status backwards, and withdraws the email about an answer once it is read.
// PHP 8 with PDO's PostgreSQL driver (php-pgsql). Try it with
// `ADVOCA_WEBHOOK_SECRET=whsec_… DATABASE_DSN="pgsql:host=localhost;dbname=app" php -S localhost:3000 on-message-updated.php`.
require __DIR__ . '/advoca_signature.php';

$rawBody = file_get_contents('php://input');
if (!advoca_verify_signature($rawBody, $_SERVER['HTTP_ADVOCA_SIGNATURE'] ?? '', getenv('ADVOCA_WEBHOOK_SECRET'))) {
    http_response_code(400);
    exit('invalid signature');
}

$event = json_decode($rawBody, true, 512, JSON_THROW_ON_ERROR);
if ($event['type'] !== 'message.updated') {
    exit('ok');
}

$pdo = new PDO(getenv('DATABASE_DSN'), null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$pdo->beginTransaction();

// 1. Skip events already processed.
$seen = $pdo->prepare('INSERT INTO advoca_events (id, type, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING');
$seen->execute([$event['id'], $event['type'], $event['created_at']]);

if ($seen->rowCount() === 1) {
    // 2. Insert the message, or move its status forward only.
    $m = $event['data'];
    $upsert = $pdo->prepare(
        "INSERT INTO chat_messages (id, conversation_id, user_id, professional_id, sender, body, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
         WHERE array_position(ARRAY['sent','delivered','read'], EXCLUDED.status)
             > array_position(ARRAY['sent','delivered','read'], chat_messages.status)"
    );
    $upsert->execute([
        $m['id'], $m['conversation_id'], $m['user_id'], $m['professional_id'],
        $m['sender'], $m['body'], $m['status'], $m['created_at'], $m['updated_at'],
    ]);

    // 3. An answer the user has read needs no email any more.
    if ($m['status'] === 'read') {
        $withdraw = $pdo->prepare('DELETE FROM answer_notifications WHERE message_id = ? AND sent_at IS NULL');
        $withdraw->execute([$m['id']]);
    }
}

// An exception before this line ends the script: PHP rolls the transaction back and answers 500,
// so Advoca retries the event and it runs again from the start.
$pdo->commit();
echo 'ok';
