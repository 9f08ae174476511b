// server.js: receives Advoca webhook events. Node 18+ and Express 5 (npm install express@5).
// Run with `ADVOCA_WEBHOOK_SECRET=whsec_… node server.js`; importing it does not start a server.
const express = require("express");
const { verifyAdvocaSignature } = require("./advoca-signature");

const app = express();

// express.raw keeps req.body a Buffer of the exact bytes Advoca signed. Register it on this route
// only, before any app-wide express.json(), which would consume the body first.
app.post("/webhooks/advoca", express.raw({ type: "application/json" }), (req, res) => {
  if (!verifyAdvocaSignature(req.body, req.get("Advoca-Signature"), process.env.ADVOCA_WEBHOOK_SECRET)) {
    return res.status(400).send("invalid signature");
  }

  const event = JSON.parse(req.body.toString("utf8"));
  // Store or queue the event here, keyed by event.id, then answer quickly.
  console.log(`Advoca event ${event.id} (${event.type})`);

  res.status(200).send("ok");
});

app.use(express.json());

module.exports = app;

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`Listening on http://localhost:${port}`));
}
