#!/usr/bin/env bash
# sign-test-request.sh: sends your receiver a message.created event signed now, as Advoca would.
# Usage: ADVOCA_WEBHOOK_SECRET=whsec_… bash sign-test-request.sh [url]
set -euo pipefail

URL="${1:-http://localhost:3000/webhooks/advoca}"
SECRET="${ADVOCA_WEBHOOK_SECRET:?set ADVOCA_WEBHOOK_SECRET to the secret of your sandbox endpoint}"
BODY='{"id":"evt_6Rb2Tx","type":"message.created","created_at":"2024-05-14T09:12:41Z","data":{"id":"msg_3Hv6Pe","conversation_id":"cnv_2Lp8Rd","user_id":"usr_8f2k4m1q","professional_id":"pro_4Kd2Ns","sender":"user","body":"Can my landlord keep the deposit?","status":"sent","created_at":"2024-05-14T09:12:40Z","updated_at":"2024-05-14T09:12:40Z"}}'
T=$(date +%s)
SIG=$(printf '%s.%s' "$T" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.*= //')

curl --silent --show-error --fail-with-body -X POST "$URL" \
  -H "Content-Type: application/json" \
  -H "Advoca-Signature: t=$T,v1=$SIG" \
  --data "$BODY"
echo
