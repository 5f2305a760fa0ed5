# The ipaddress gem 0.8.3 (Marco Ceresa, MIT licence), which Chef ships: IPAddress::IPv4,
# IPv6, IPv6::Mapped and Prefix. Its pack/unpack calls are rewritten as arithmetic.

module IPAddress

  NAME            = "IPAddress"
  GEM             = "ipaddress"
  AUTHORS         = ["Marco Ceresa <ceresa@ieee.org>"]

  def IPAddress::parse(str)
    
    if str.kind_of? Integer
      return IPAddress::IPv4.new(ntoa(str))  
    end

    case str
    when /:.+\./
      IPAddress::IPv6::Mapped.new(str)
    when /\./
      IPAddress::IPv4.new(str) 
    when /:/
      IPAddress::IPv6.new(str)
    else
      raise ArgumentError, "Unknown IP Address #{str}"
    end
  end

  def self.ntoa(uint)
    unless(uint.is_a? Numeric and uint <= 0xffffffff and uint >= 0)
        raise(::ArgumentError, "not a long integer: #{uint.inspect}")
      end
      ret = []
      4.times do 
        ret.unshift(uint & 0xff)
        uint >>= 8
      end
      ret.join('.')
  end

  def ipv4?
    self.kind_of? IPAddress::IPv4
  end
  
  def ipv6?
    self.kind_of? IPAddress::IPv6
  end

  def self.valid?(addr)
    valid_ipv4?(addr) || valid_ipv6?(addr)
  end
  
  def self.valid_ipv4?(addr)
    if /\A(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\Z/ =~ addr
      return $~.captures.all? {|i| i.to_i < 256}
    end
    false
  end
  
  def self.valid_ipv4_netmask?(addr)
    octs = addr.split(".").map{|i| i.to_i}
    raise ArgumentError, "too few arguments" if octs.size < 4
    arr = octs.first(4).map { |o| "%08b" % (o & 0xff) }.join.scan(/01/)
    arr.empty? && valid_ipv4?(addr)
  rescue
    return false
  end
  
  def self.valid_ipv6?(addr) 
    return true if /^\s*((([0-9A-Fa-f]{1,4}:){7}([0-9A-Fa-f]{1,4}|:))|(([0-9A-Fa-f]{1,4}:){6}(:[0-9A-Fa-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){5}(((:[0-9A-Fa-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){4}(((:[0-9A-Fa-f]{1,4}){1,3})|((:[0-9A-Fa-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){3}(((:[0-9A-Fa-f]{1,4}){1,4})|((:[0-9A-Fa-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){2}(((:[0-9A-Fa-f]{1,4}){1,5})|((:[0-9A-Fa-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){1}(((:[0-9A-Fa-f]{1,4}){1,6})|((:[0-9A-Fa-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9A-Fa-f]{1,4}){1,7})|((:[0-9A-Fa-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))(%.+)?\s*$/ =~ addr
    false
  end

  def self.deprecate(message = nil) # :nodoc:
    message ||= "You are using deprecated behavior which will be removed from the next major or minor release."
    warn("DEPRECATION WARNING: #{message}")
  end
  
end # module IPAddress

def IPAddress(str)
  IPAddress::parse str
end

module IPAddress
  
  class Prefix 

    include Comparable

    attr_reader :prefix

    def initialize(num)
      @prefix = num.to_i
    end

    def to_s
      "#@prefix"
    end
    alias_method :inspect, :to_s

    def to_i
      @prefix
    end

    def <=>(oth)
      @prefix <=> oth.to_i
    end

    def +(oth)
      if oth.is_a? Integer
        self.prefix + oth
      else
        self.prefix + oth.prefix
      end
    end

    def -(oth)
      if oth.is_a? Integer
        self.prefix - oth
      else
        (self.prefix - oth.prefix).abs
      end
    end
    
   end # class Prefix

  class Prefix32 < Prefix

    IN4MASK = 0xffffffff
    
    def initialize(num)
      unless (0..32).include? num
        raise ArgumentError, "Prefix must be in range 0..32, got: #{num}"
      end
      super(num)
    end

    def host_prefix
      32 - @prefix
    end
    
    def bits
      "%.32b" % to_u32
    end

    def to_ip
      bits.scan(/.{8}/).map { |b| b.to_i(2) }.join(".")
    end

    def octets
      to_ip.split(".").map{|i| i.to_i}
    end

    def to_u32
      (IN4MASK >> host_prefix) << host_prefix
    end
    
    def [](index)
      octets[index]
    end

    def hostmask
      IPAddress.ntoa((~to_u32) & 0xffffffff)
    end
    
    def self.parse_netmask(netmask)
      octets = netmask.split(".").map{|i| i.to_i}
      num = octets.map { |o| "%08b" % (o & 0xff) }.join.count "1"
      return self.new(num)
    end
    
  end # class Prefix32 < Prefix

  class Prefix128 < Prefix

    def initialize(num=128)
      unless (0..128).include? num.to_i
        raise ArgumentError, "Prefix must be in range 0..128, got: #{num}"
      end
      super(num.to_i)
    end

    def bits
      "1" * @prefix + "0" * (128 - @prefix)
    end

    def to_u128
      bits.to_i(2)
    end

    def host_prefix
      128 - @prefix
    end

  end # class Prefix123 < Prefix

end # module IPAddress

module IPAddress; 
  class IPv4
    
    include IPAddress
    include Enumerable  
    include Comparable                  
    
    CLASSFUL = {
      /^0../ => 8,  # Class A, from 0.0.0.0 to 127.255.255.255
      /^10./ => 16, # Class B, from 128.0.0.0 to 191.255.255.255
      /^110/ => 24  # Class C, D and E, from 192.0.0.0 to 255.255.255.254
    }

    REGEXP = Regexp.new(/((25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)/)
    
    def initialize(str)
      ip, netmask = str.split("/")
      
      if IPAddress.valid_ipv4?(ip)
        @address = ip.strip
      else
        raise ArgumentError, "Invalid IP #{ip.inspect}"
      end
      
      if netmask  # netmask is defined
        netmask.strip!
        if netmask =~ /^\d{1,2}$/  # netmask in cidr format 
          @prefix = Prefix32.new(netmask.to_i)
        elsif IPAddress.valid_ipv4_netmask?(netmask)  # netmask in IP format
          @prefix = Prefix32.parse_netmask(netmask)
        else  # invalid netmask
          raise ArgumentError, "Invalid netmask #{netmask}"
        end
      else  # netmask is nil, reverting to defaul classful mask
        @prefix = Prefix32.new(32)
      end

      @octets = @address.split(".").map{|i| i.to_i}
      @u32 = (@octets[0]<< 24) + (@octets[1]<< 16) + (@octets[2]<< 8) + (@octets[3])
      
    end # def initialize

    def address
      @address
    end

    def prefix
      @prefix
    end

    def prefix=(num)
      @prefix = Prefix32.new(num)
    end

    def octets
      @octets
    end
    
    def to_s
      @address
    end

    def to_string
      "#@address/#@prefix"
    end

    def netmask
      @prefix.to_ip
    end

    def netmask=(addr)
      @prefix = Prefix32.parse_netmask(addr)
    end

    def u32
      @u32
    end
    alias_method :to_i, :u32
    alias_method :to_u32, :u32
    
    def hex(space=true)
      "%.4x%.4x" % [to_u32 >> 16, to_u32 & 0xffff]
    end
    alias_method :to_h, :hex
    alias_method :to_hex, :hex   

    def data
      (0..3).map { |i| ((@u32 >> (24 - 8 * i)) & 0xff).chr }.join
    end

    def [](index)
      @octets[index]
    end
    alias_method :octet, :[]

    def []=(index, value)
      @octets[index] = value.to_i
      initialize("#{@octets.join('.')}/#{prefix}")
    end
    alias_method :octet=, :[]=
    
    def bits
      "%.32b" % @u32
    end

    def broadcast
      case
      when prefix <= 30
        self.class.parse_u32(broadcast_u32, @prefix)
      when prefix == 31
        self.class.parse_u32(-1, @prefix)
      when prefix == 32
        return self
      end
    end
    
    def network?
      (@prefix < 32) && (@u32 | @prefix.to_u32 == @prefix.to_u32)
    end

    def network
      self.class.parse_u32(network_u32, @prefix)
    end

    def first
      case
      when prefix <= 30
        self.class.parse_u32(network_u32+1, @prefix)
      when prefix == 31
        self.class.parse_u32(network_u32, @prefix)
      when prefix == 32
        return self
      end
    end

    def last
      case
      when prefix <= 30
        self.class.parse_u32(broadcast_u32-1, @prefix)
      when prefix == 31
        self.class.parse_u32(broadcast_u32, @prefix)
      when prefix == 32
        return self
      end
    end

    def each_host
      (network_u32+1..broadcast_u32-1).each do |i|
        yield self.class.parse_u32(i, @prefix)
      end
    end

    def each
      (network_u32..broadcast_u32).each do |i|
        yield self.class.parse_u32(i, @prefix)
      end
    end

    def <=>(oth)
      return prefix <=> oth.prefix if to_u32 == oth.to_u32  
      to_u32 <=> oth.to_u32
    end
    
    def size
      2 ** @prefix.host_prefix
    end

    def hosts
      to_a[1..-2]
    end
    
    def network_u32
      @u32 & @prefix.to_u32
    end

    def broadcast_u32
      network_u32 + size - 1
    end

    def include?(oth)
      @prefix <= oth.prefix and network_u32 == (oth.to_u32 & @prefix.to_u32)
    end

    def include_all?(*others)
      others.all? {|oth| include?(oth)}
    end
    
    def private?
      [self.class.new("10.0.0.0/8"),
       self.class.new("172.16.0.0/12"),
       self.class.new("192.168.0.0/16")].any? {|i| i.include? self}
    end

    def multicast?
      [self.class.new("224.0.0.0/4")].any? {|i| i.include? self}
    end

    def multicast?
      [self.class.new("224.0.0.0/4")].any? {|i| i.include? self}
    end

    def loopback?
      [self.class.new("127.0.0.0/8")].any? {|i| i.include? self}
    end

    def reverse
      @octets.reverse.join(".") + ".in-addr.arpa"
    end
    alias_method :arpa, :reverse
    
    def to(e)
      unless e.is_a? IPAddress::IPv4
        e = IPv4.new(e)
      end

      Range.new(@u32, e.to_u32).map{|i| IPAddress.ntoa(i) }
    end
    def split(subnets=2)
      unless (1..(2**@prefix.host_prefix)).include? subnets
        raise ArgumentError, "Value #{subnets} out of range" 
      end
      networks = subnet(newprefix(subnets))
      until networks.size == subnets
        networks = sum_first_found(networks)
      end
      return networks
    end
    alias_method :/, :split

    def supernet(new_prefix)
      raise ArgumentError, "New prefix must be smaller than existing prefix" if new_prefix >= @prefix.to_i
      return self.class.new("0.0.0.0/0") if new_prefix < 1
      return self.class.new(@address+"/#{new_prefix}").network
    end

    def subnet(subprefix)
      unless ((@prefix.to_i)..32).include? subprefix
        raise ArgumentError, "New prefix must be between #@prefix and 32"
      end
      Array.new(2**(subprefix-@prefix.to_i)) do |i|
        self.class.parse_u32(network_u32+(i*(2**(32-subprefix))), subprefix)
      end
    end

    def -(oth)
      return (to_u32 - oth.to_u32).abs
    end

    def +(oth)
      aggregate(*[self,oth].sort.map{|i| i.network})
    end

    def a?
      CLASSFUL.key(8) === bits
    end
    
    def b?
      CLASSFUL.key(16) === bits
    end

    def c?
      CLASSFUL.key(24) === bits
    end

    def to_ipv6
      "%.4x:%.4x" % [to_u32 >> 16, to_u32 & 0xffff]
    end

    def self.parse_u32(u32, prefix=32)
      self.new(IPAddress.ntoa(u32 & 0xffffffff)+"/#{prefix}")
    end

    def self.parse_data(str, prefix=32)
      self.new(str.each_char.first(4).map(&:ord).join(".")+"/#{prefix}")
    end

    def self.extract(str)
      self.new REGEXP.match(str).to_s
    end
    
    def self.summarize(*args)
      return [args.first.network] if args.size == 1
      
      i = 0
      result = args.dup.sort.map{|ip| ip.network}
      while i < result.size-1
        sum = result[i] + result[i+1]
        result[i..i+1] = sum.first if sum.size == 1
        i += 1
      end
      
      result.flatten!
      if result.size == args.size
        return result
      else
        return self.summarize(*result)
      end
    end

    def self.parse_classful(ip)
      if IPAddress.valid_ipv4?(ip)
        address = ip.strip
      else
        raise ArgumentError, "Invalid IP #{ip.inspect}"
      end
      prefix = CLASSFUL.find{|h,k| h === ("%.8b" % address.to_i)}.last
      self.new "#{address}/#{prefix}"
    end

    private

    def newprefix(num)
      return @prefix + (Math::log2(num).ceil )
    end
    
    def sum_first_found(arr)
      dup = arr.dup.reverse
      dup.each_with_index do |obj,i|
        a = [self.class.summarize(obj,dup[i+1])].flatten
        if a.size == 1
          dup[i..i+1] = a
          return dup.reverse
        end
      end
      return dup.reverse
    end

    def aggregate(ip1,ip2)
      return [ip1] if ip1.include? ip2

      snet = ip1.supernet(ip1.prefix-1)
      if snet.include_all?(ip1, ip2) && ((ip1.size + ip2.size) == snet.size)
        return [snet]
      else
        return [ip1, ip2]
      end
    end
  end # class IPv4
end # module IPAddress

module IPAddress; 
  class IPv6 
    
    include IPAddress
    include Enumerable  
    include Comparable                  

    
    IN6FORMAT = ("%.4x:"*8).chop
    
    def initialize(str)
      ip, netmask = str.split("/")

      if str =~ /:.+\./
        raise ArgumentError, "Please use #{self.class}::Mapped for IPv4 mapped addresses"
      end
      
      if IPAddress.valid_ipv6?(ip)
        @groups = self.class.groups(ip)
        @address = IN6FORMAT % @groups
        @compressed = compress_address
      else
        raise ArgumentError, "Invalid IP #{ip.inspect}"
      end

      @prefix = Prefix128.new(netmask ? netmask : 128)

    end # def initialize

    def address
      @address
    end

    def groups
      @groups
    end

    def prefix
      @prefix
    end

    def prefix=(num)
      @prefix = Prefix128.new(num)
    end

    def to_string_uncompressed
      "#@address/#@prefix"
    end

    def to_string
      "#@compressed/#@prefix"
    end

    def to_s
      @compressed
    end

    def to_i
      to_hex.hex
    end
    alias_method :to_u128, :to_i

    def network?
      to_u128 | @prefix.to_u128 == @prefix.to_u128
    end

    def [](index)
      @groups[index]
    end
    alias_method :group, :[]

    def []=(index, value)
      @groups[index] = value
      initialize("#{IN6FORMAT % @groups}/#{prefix}")
    end
    alias_method :group=, :[]=

    def to_hex
      hexs.join("")
    end

    def data
      @groups.map { |g| ((g >> 8) & 0xff).chr + (g & 0xff).chr }.join
    end

    def hexs
      @address.split(":")
    end

    def reverse
      to_hex.reverse.gsub(/./){|c| c+"."} + "ip6.arpa"
    end
    alias_method :arpa, :reverse

    def network_u128
      to_u128 & @prefix.to_u128
    end

    def broadcast_u128
      network_u128 + size - 1
    end

    def size
      2 ** @prefix.host_prefix
    end

    def include?(oth)
      @prefix <= oth.prefix and network_u128 == self.class.new(oth.address+"/#@prefix").network_u128
    end

    def compressed
      @compressed
    end

    def unspecified?
      @prefix == 128 and @compressed == "::"
    end

    def loopback?
      @prefix == 128 and @compressed == "::1"
    end

    def mapped?
      to_u128 >> 32 == 0xffff
    end

    def each
      (network_u128..broadcast_u128).each do |i|
        yield self.class.parse_u128(i, @prefix)
      end
    end

    def <=>(oth)
      return prefix <=> oth.prefix if to_u128 == oth.to_u128  
      to_u128 <=> oth.to_u128
    end

    def bits
      @groups.map { |g| "%016b" % g }.join
    end
    
    def self.expand(str)
      self.new(str).address
    end

    def self.compress(str)
      self.new(str).compressed
    end

    def literal
      @address.gsub(":","-") + ".ipv6-literal.net"
    end

    def network
      self.class.parse_u128(network_u128, @prefix)
    end

    def self.groups(str)
      l, r = if str =~ /^(.*)::(.*)$/
               [$1,$2].map {|i| i.split ":"}
             else
               [str.split(":"),[]]
             end
      (l + Array.new(8-l.size-r.size, '0') + r).map {|i| i.hex}
    end

    def self.parse_data(str)
      self.new(IN6FORMAT % str.each_char.map(&:ord).each_slice(2).map { |h, l| h * 256 + l })
    end

    def self.parse_u128(u128, prefix=128)
      str = IN6FORMAT % (0..7).map{|i| (u128>>(112-16*i))&0xffff}
      self.new(str + "/#{prefix}")
    end

    def self.parse_hex(hex, prefix=128)
      self.parse_u128(hex.hex, prefix)
    end
    
    private

    def compress_address
      str = @groups.map{|i| i.to_s 16}.join ":"
      loop do
        break if str.sub!(/\A0:0:0:0:0:0:0:0\Z/, '::')
        break if str.sub!(/\b0:0:0:0:0:0:0\b/, ':')
        break if str.sub!(/\b0:0:0:0:0:0\b/, ':')
        break if str.sub!(/\b0:0:0:0:0\b/, ':')
        break if str.sub!(/\b0:0:0:0\b/, ':')
        break if str.sub!(/\b0:0:0\b/, ':')
        break if str.sub!(/\b0:0\b/, ':')
        break
      end
      str.sub(/:{3,}/, '::')
    end
    
  end # class IPv6

  class IPAddress::IPv6::Unspecified < IPAddress::IPv6
    def initialize
      @address = ("0000:"*8).chop
      @groups = Array.new(8,0)
      @prefix = Prefix128.new(128)
      @compressed = compress_address
    end 
  end # class IPv6::Unspecified

  class IPAddress::IPv6::Loopback < IPAddress::IPv6
    def initialize
      @address = ("0000:"*7)+"0001"
      @groups = Array.new(7,0).push(1) 
      @prefix = Prefix128.new(128)
      @compressed = compress_address
    end
  end # class IPv6::Loopback

  class IPAddress::IPv6::Mapped < IPAddress::IPv6

    attr_reader :ipv4

    def initialize(str)
      string, netmask = str.split("/")
      if string =~ /\./ # IPv4 in dotted decimal form
        @ipv4 = IPAddress::IPv4.extract(string)
      else # IPv4 in hex form
        groups = IPAddress::IPv6.groups(string)
        @ipv4 = IPAddress::IPv4.parse_u32((groups[-2]<< 16)+groups[-1])
      end
      super("::ffff:#{@ipv4.to_ipv6}/#{netmask}")
    end

    def to_s
      "::ffff:#{@ipv4.address}"
    end

    def to_string
      "::ffff:#{@ipv4.address}/#@prefix"
    end

    def mapped?
      true
    end
  end # class IPv6::Mapped

end # module IPAddress

