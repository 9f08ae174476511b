-- schema.sql: the tables the webhook handlers of these docs use (PostgreSQL 12 or later).

-- Each event this backend has taken on, once: a redelivered event conflicts on its id.
CREATE TABLE IF NOT EXISTS advoca_events (
  id          text PRIMARY KEY,                 -- evt_…
  type        text NOT NULL,
  created_at  timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  payload     jsonb                             -- the whole event, for receivers that work on it later
);

-- The chat messages, kept up to date by message.created and message.updated arriving in any order.
CREATE TABLE IF NOT EXISTS chat_messages (
  id              text PRIMARY KEY,             -- msg_…
  conversation_id text NOT NULL,
  user_id         text NOT NULL,
  professional_id text NOT NULL,
  sender          text NOT NULL CHECK (sender IN ('user', 'professional')),
  body            text NOT NULL,
  status          text NOT NULL CHECK (status IN ('sent', 'delivered', 'read')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);

-- Emails to send about professionals' answers, written in the same transaction as the message (an
-- outbox): a worker sends each row and sets sent_at; reading the answer first withdraws the row.
CREATE TABLE IF NOT EXISTS answer_notifications (
  message_id text PRIMARY KEY REFERENCES chat_messages (id),
  queued_at  timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz
);
