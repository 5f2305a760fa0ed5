# Value patterns: every value is matched with ===, pinned values too.
def kind(x)
  case x
  in nil then "nil"
  in true | false then "bool"
  in 0 then "zero"
  in 1..9 then "digit"
  in 10... then "big"
  in ...0 then "negative"
  in Float then "float"
  in "" then "empty string"
  in /\A\d+\z/ then "numeric string"
  in String then "string"
  in :sym then "the symbol"
  in Symbol then "symbol"
  in ->(v) { v.respond_to?(:each_pair) } then "pairs"
  in Array then "array"
  else "other"
  end
end

[nil, true, false, 0, 5, 42, -3, 1.5, "", "123", "abc", :sym, :other, {a: 1}, [1], Object].each do |v|
  puts "#{v.inspect} -> #{kind(v)}"
end

class Even
  def self.===(other)
    other.is_a?(Integer) && other.even?
  end
end

class Between
  def initialize(lo, hi)
    @lo, @hi = lo, hi
  end

  def ===(other)
    other.between?(@lo, @hi)
  end
end

[2, 3, 15, 50].each do |n|
  r = case n
      in Even then "even"
      in ^(Between.new(10, 20)) then "teens"
      else "odd"
      end
  puts "#{n}: #{r}"
end

# pins: locals, instance, class and global variables, expressions
expected = 5
@limit = 7
$glob = "g"
class Holder
  @@cv = :cv
  def self.check(v)
    case v
    in ^@@cv then "class variable"
    else "no"
    end
  end
end
p(case 5; in ^expected then :local else :no end)
p(case 7; in ^@limit then :ivar else :no end)
p(case "g"; in ^$glob then :gvar else :no end)
p Holder.check(:cv), Holder.check(:x)
p(case 6; in ^(expected + 1) then :expr else :no end)
p(case 3; in ^(expected - 2) then :expr else :no end)
p(case 4; in ^(1..expected) then :range else :no end)

# constants, scoped constants and the top-level ::
module Outer
  module Inner
    LIMIT = 3
  end
end
p(case 3; in Outer::Inner::LIMIT then :scoped else :no end)
p(case 3; in ::Integer then :top else :no end)
p(case Outer; in Module then :module else :no end)

# literal forms
p(case "ab"; in "a" "b" then :adjacent else :no end)
p(case %w[a b]; in %w[a b] then :words else :no end)
p(case %i[a b]; in %i[a b] then :symbols else :no end)
p(case :"quoted sym"; in :"quoted sym" then :dsym else :no end)
x = "in"
p(case "inter"; in "#{x}ter" then :interpolated else :no end)
p(case "x1"; in /x#{1}/ then :dregexp else :no end)
p(case 255; in 0xff then :hex else :no end)
p(case 1.0; in 1 then :numeric_eq else :no end)
p(case -2; in -2 then :negative else :no end)
p(case "b"; in "a".."c" then :string_range else :no end)
p(case 2.5; in 2..3 then :float_in_range else :no end)
p(case __LINE__; in Integer then :line else :no end)
p(case self; in self then :self else :no end)
p(case "ok"; in (String) then :paren else :no end)
