# advoca_signature.rb: verifies the Advoca-Signature header of a webhook request (Ruby 3+).
require "openssl"

module AdvocaSignature
  TOLERANCE_SECONDS = 300

  # True when header holds a valid signature of raw_body (the exact bytes received) made with
  # secret (the endpoint's whole whsec_… secret) within five minutes of now. A missing or empty
  # secret is never valid: ENV["ADVOCA_WEBHOOK_SECRET"] is nil when unset.
  def self.valid?(raw_body, header, secret, now: Time.now.to_i)
    return false unless secret.is_a?(String) && !secret.empty?

    timestamp = nil
    signatures = []
    header.to_s.split(",").each do |part|
      key, value = part.strip.split("=", 2)
      next if value.nil?

      if key == "t" && value.match?(/\A\d+\z/)
        timestamp = value
      elsif key == "v1" && value.match?(/\A\h{64}\z/)
        signatures << value.downcase
      end
    end

    return false if timestamp.nil? || signatures.empty?
    return false if (now - timestamp.to_i).abs > TOLERANCE_SECONDS

    expected = OpenSSL::HMAC.hexdigest("SHA256", secret, "#{timestamp}.#{raw_body}")
    signatures.any? { |signature| OpenSSL.secure_compare(expected, signature) }
  end
end
