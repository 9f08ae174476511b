// receiver.js: a minimal webhook receiver. It verifies each event, stores it once in advoca_events
// (schema.sql) and answers at once; a worker does the slow work later from that table.
// Node 18+ and Express 5 (npm install express@5 pg). Run with
// `ADVOCA_WEBHOOK_SECRET=whsec_… PGDATABASE=app node receiver.js`; importing it starts no server.
const express = require("express");
const { Pool } = require("pg");
const { verifyAdvocaSignature } = require("./advoca-signature");

const db = new Pool(); // Connects with PGHOST, PGPORT, PGDATABASE, PGUSER and PGPASSWORD.
// An idle connection the server ends (a PostgreSQL restart, say) is an error on the pool, which
// without a listener would stop the process. Log it and go on: the pool connects anew when needed.
db.on("error", (error) => console.error("idle database connection lost:", error.message));
const app = express();

// Raw body on this route: the signature covers the exact bytes Advoca sent.
app.post("/webhooks/advoca", express.raw({ type: "application/json" }), async (req, res) => {
  if (!verifyAdvocaSignature(req.body, req.get("Advoca-Signature"), process.env.ADVOCA_WEBHOOK_SECRET)) {
    return res.status(400).send("invalid signature");
  }
  const event = JSON.parse(req.body.toString("utf8"));

  // A redelivered event conflicts on its id, so each event is stored, and later worked on, once.
  await db.query(
    "INSERT INTO advoca_events (id, type, created_at, payload) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING",
    [event.id, event.type, event.created_at, event]
  );

  res.status(200).send("ok");
});

// Express 5 sends a rejected handler here. Answer 500 so that Advoca retries the event later.
app.use((error, req, res, next) => {
  console.error(error);
  res.status(500).send("try again later");
});

module.exports = app;

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`Listening on http://localhost:${port}`));
}
