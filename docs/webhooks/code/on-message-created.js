// on-message-created.js: stores message.created events in chat_messages (schema.sql) and queues
// an email for each professional's answer the user has not read yet.
// Node 18+ and Express 5 (npm install express@5 pg). Run with
// `ADVOCA_WEBHOOK_SECRET=whsec_… PGDATABASE=app node on-message-created.js`; importing it starts no server.
const express = require("express");
const { Pool } = require("pg");
const { verifyAdvocaSignature } = require("./advoca-signature");

const db = new Pool(); // Connects with PGHOST, PGPORT, PGDATABASE, PGUSER and PGPASSWORD.
// An idle connection the server ends (a PostgreSQL restart, say) is an error on the pool, which
// without a listener would stop the process. Log it and go on: the pool connects anew when needed.
db.on("error", (error) => console.error("idle database connection lost:", error.message));
const app = express();

app.post("/webhooks/advoca", express.raw({ type: "application/json" }), async (req, res) => {
  if (!verifyAdvocaSignature(req.body, req.get("Advoca-Signature"), process.env.ADVOCA_WEBHOOK_SECRET)) {
    return res.status(400).send("invalid signature");
  }
  const event = JSON.parse(req.body.toString("utf8"));
  if (event.type !== "message.created") return res.status(200).send("ok");

  const m = event.data;
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    // 1. Record the event; a conflict means it was processed already.
    const seen = await client.query(
      "INSERT INTO advoca_events (id, type, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING",
      [event.id, event.type, event.created_at]
    );
    if (seen.rowCount === 1) {
      // 2. Store the message. A row written by an earlier message.updated wins: its status is newer.
      await client.query(
        `INSERT INTO chat_messages (id, conversation_id, user_id, professional_id, sender, body, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO NOTHING`,
        [m.id, m.conversation_id, m.user_id, m.professional_id, m.sender, m.body, m.status, m.created_at, m.updated_at]
      );
      // 3. Lock the stored row until COMMIT: a message.updated for this message waits for us, so the
      //    email it withdraws is one it can see; one that came first has committed its newer status.
      //    Without the lock, a read arriving at the same moment could miss the email queued below.
      const { rows } = await client.query("SELECT status FROM chat_messages WHERE id = $1 FOR UPDATE", [m.id]);
      // 4. Queue the email in the same transaction, for an answer the stored row says is unread:
      //    a message.created arriving after the message.updated that marked it read queues nothing.
      if (m.sender === "professional" && rows[0].status !== "read") {
        await client.query(
          "INSERT INTO answer_notifications (message_id) VALUES ($1) ON CONFLICT (message_id) DO NOTHING",
          [m.id]
        );
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }

  res.status(200).send("ok");
});

// Express 5 sends a rejected handler here. Answer 500 so that Advoca retries the event later: the
// rolled-back transaction left no trace of it, so the retry runs it again from the start.
app.use((error, req, res, next) => {
  console.error(error);
  res.status(500).send("try again later");
});

module.exports = app;

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`Listening on http://localhost:${port}`));
}
