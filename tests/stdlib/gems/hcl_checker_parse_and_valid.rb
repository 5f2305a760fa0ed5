require 'hcl/checker'

hcl = <<~HCL
  provider "aws" {
      region = "${var.aws_region}"
      access_key = "${var.aws_access_key}"
  }

  # This is a awesome comment
  // and another
  /* a block
     comment */
  resource "aws_vpc" "default" {
    cidr_block = "10.0.0.0/16"
    enable_dns_hostnames = true
    count = 3
    ratio = -1.5
    tags {
      Name = "Event Store VPC"
    }
  }
  listener "tcp" { address = "127.0.0.1:8200", tls_disable = 1 }
  listener "tcp" { address = "0.0.0.0:8201" }
  storage "file" { path = "/var/vault" }
  ui = true
  api_addr = "https://vault.example:8200"
  list = [1, "two", 3.5, [4], { five = 5 }, ident, ]
  empty_list = []
  empty = {}
  fn = file(path)
  dotted.name-x = "ok"
  escaped = "a \\"quoted\\" \\\\ word ${lookup(var.m, "k")} end"
  doc = <<EOF
  line one
  line two
  EOF
HCL
p HCL::Checker.valid?(hcl)
h = HCL::Checker.parse(hcl)
h.each { |k, v| puts "#{k.inspect} => #{v.inspect}" }
m = HCL::Checker.parse(hcl, :merge)
p m["listener"], m["resource"]
p HCL::Checker.parse(""), HCL::Checker.valid?(""), HCL::Checker.parse("a = 1, b = 2,")
p HCL::Checker.parse('x = 1 x = 2 x = 3'), HCL::Checker.parse('x { a = 1 } x { b = 2 } y = 1', :merge)
begin
  HCL::Checker.parse('x = 1 x = 2', :merge)
rescue NoMethodError => e
  puts e.message.lines.first
end
p HCL::Checker.parse('trueish = truex'), HCL::Checker.parse('n = 12abc')
p HCL::Checker.parse('a "b" "c" { d = 1 }'), HCL::Checker.parse('"quoted key" = "v"')
["a = ", "a = [true]", "= 1", "a = {", "a b", "a = 1 }", "{}"].each do |bad|
  HCL::Checker.last_error = nil
  r = HCL::Checker.parse(bad)
  p [bad, HCL::Checker.valid?(bad), r.class, HCL::Checker.last_error.to_s.start_with?("Parse error at")]
end
begin
  HCL::Checker.parse("a = 1", :nope)
rescue ArgumentError => e
  puts e.message
end
begin
  HCL::Checker.valid?("a = @")
rescue HCL::Checker::Lexer::ScanError => e
  puts e.message
end
p HCL::Checker::VERSION, HCL::Checker::VALID_DUPLICATE_MODES, Racc::ParseError.superclass
p HCL::Checker::Lexer.new.lex('a = "b" # c')
p HCL::Checker::Parser.new.parse("k = v")
