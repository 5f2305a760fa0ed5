module SSLHelpers
  CERT_DIR = "/etc/ssl/certs".freeze
  KEY_DIR = "/etc/ssl/private".freeze

  def self.cert_path(domain) = ::File.join(CERT_DIR, "#{domain}.pem")
  def self.key_path(domain) = ::File.join(KEY_DIR, "#{domain}.key")

  def self.san_list(primary, aliases)
    ([primary] + aliases).map(&:downcase).uniq.map { |d| "DNS:#{d}" }.join(",")
  end

  def self.wildcard?(domain) = domain.start_with?("*.")
end
domains = { "Example.com" => %w[www.example.com example.com], "*.internal.net" => [] }
domains.each do |primary, aliases|
  d = primary.downcase
  puts "#{d}: cert=#{SSLHelpers.cert_path(d)} key=#{SSLHelpers.key_path(d)}"
  puts "  subjectAltName=#{SSLHelpers.san_list(primary, aliases)}"
  puts "  wildcard=#{SSLHelpers.wildcard?(d)}"
end
p SSLHelpers::CERT_DIR.frozen?
p ::File.basename(SSLHelpers.cert_path("a.b"), ".pem")
