=begin
Library header
=end
class Early; def self.ok = :ok; end
p Early.ok
