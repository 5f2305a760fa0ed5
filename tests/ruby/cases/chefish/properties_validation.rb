class PropertyError < StandardError; end

class Prop
  attr_reader :name

  def initialize(name, type, default: nil, required: false, equal_to: nil, regex: nil)
    @name, @type, @default, @required, @equal_to, @regex = name, type, default, required, equal_to, regex
  end

  def validate(value)
    if value.nil?
      raise PropertyError, "#{name} is required" if @required
      return @default.respond_to?(:call) ? @default.call : @default
    end
    types = Array(@type)
    unless types.any? { |t| t === value }
      raise PropertyError, "#{name} must be a kind of #{types.map(&:to_s).join(' or ')}! You passed #{value.inspect}."
    end
    if @equal_to && !@equal_to.include?(value)
      raise PropertyError, "#{name} must be one of: #{@equal_to.map(&:inspect).join(', ')}! You passed #{value.inspect}."
    end
    raise PropertyError, "#{name} #{value.inspect} does not match #{@regex.inspect}" if @regex && value !~ @regex
    value
  end
end

props = [
  Prop.new(:mode, [String, Integer], default: "0644", regex: /\A0?[0-7]{3}\z|\A\d+\z/),
  Prop.new(:owner, String, required: true),
  Prop.new(:action, Symbol, default: :create, equal_to: %i[create delete touch]),
  Prop.new(:paths, Array, default: -> { [] }),
]
inputs = [
  { owner: "root" },
  { owner: "root", mode: "0755", action: :touch, paths: ["/a"] },
  { mode: "0600" },
  { owner: 0 },
  { owner: "x", action: :explode },
  { owner: "x", mode: "rwx" },
]
inputs.each do |input|
  resolved = props.to_h { |pr| [pr.name, pr.validate(input[pr.name])] }
  puts "ok: #{resolved}"
rescue PropertyError => e
  puts "error: #{e.message}"
end
