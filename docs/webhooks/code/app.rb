# app.rb: receives Advoca webhook events. Ruby 3+ and Sinatra 3 or later (gem install sinatra puma).
# Run with `ADVOCA_WEBHOOK_SECRET=whsec_… ruby app.rb`; requiring it from another file does not
# start a server.
require "sinatra"
require "json"
require_relative "advoca_signature"

post "/webhooks/advoca" do
  raw_body = request.body.read
  header = request.env["HTTP_ADVOCA_SIGNATURE"]

  # ENV["ADVOCA_WEBHOOK_SECRET"] is nil when unset; the verifier then rejects every request.
  halt 400, "invalid signature" unless AdvocaSignature.valid?(raw_body, header, ENV["ADVOCA_WEBHOOK_SECRET"])

  event = JSON.parse(raw_body)
  # Store or queue the event here, keyed by event["id"], then answer quickly.
  logger.info("Advoca event #{event['id']} (#{event['type']})")

  status 200
  "ok"
end
